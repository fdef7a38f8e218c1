import { expect, JPEG_1X1, signInByApi, test, unique } from './fixtures';

type TRecord = { id: string; version: number };

/** A one-page PDF, small enough to write out by hand. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('several files at once: the good ones are attached, the bad one is named; photos and PDFs open in place', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const employee = await api.signIn('employee');
  const draft = await api.call<TRecord>('POST', '/api/incidents/', {
    token: employee.token,
    data: {
      kind: 'near_miss',
      organization_id: employee.organization_id,
      occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
      location: `Куст ${unique()}`,
      description: 'Открытый люк у насосной',
    },
  });
  await signInByApi(page, 'employee');
  await page.goto(`/message-edit/${draft.id}`);
  await page.getByTestId('attachments-input').setInputFiles(
    [
      { name: 'site.jpg', mimeType: 'image/jpeg', buffer: JPEG_1X1 },
      { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ not a document') },
      { name: 'act.pdf', mimeType: 'application/pdf', buffer: PDF },
    ],
    { timeout: 20_000 },
  );
  const refused = page.getByTestId('attachments-refused');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('virus.exe');
  await expect(refused).not.toContainText('site.jpg');
  const items = page.getByTestId('attachment-item');
  await expect(items.filter({ hasText: 'site.jpg' })).toBeVisible();
  await expect(items.filter({ hasText: 'act.pdf' })).toBeVisible();
  await expect(items.filter({ hasText: 'virus.exe' })).toHaveCount(0);

  // The photo opens in a dialog, by keyboard as well.
  const photo = page.getByRole('button', { name: 'Просмотреть «site.jpg»' });
  await photo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'site.jpg' });
  await expect(dialog.getByTestId('file-preview-image')).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // The PDF opens in the browser's own viewer.
  await page.getByRole('button', { name: 'Просмотреть «act.pdf»' }).click();
  await expect(page.getByRole('dialog', { name: 'act.pdf' }).getByTestId('file-preview-pdf')).toHaveAttribute(
    'src',
    /^blob:/,
  );
});
