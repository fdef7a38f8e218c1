import { callApi, expect, expectNoSeriousA11yIssues, signInByApi, test, unique } from './fixtures';

test.describe('safety documents', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the HSE specialist uploads a new version of a document and finds it by a word inside it', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'dotos');
    const word = `огнетушитель${unique()}`;
    const record = await callApi<{ id: string; version: number }>(page.request, 'POST', '/api/documents/', {
      token: session.token,
      data: {
        area: 'fire_safety',
        title_ru: `Журнал проверки огнетушителей ${unique()}`,
        approved_on: '2026-01-10',
        valid_until: '2030-01-10',
        organization_id: session.organization_id,
        language: 'ru',
      },
    });
    const xsrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    const first = await page.request.post(`/api/documents/${record.id}/versions/`, {
      headers: { Authorization: `Token ${session.token}`, ...(xsrf ? { 'X-XSRF-TOKEN': xsrf.value } : {}) },
      multipart: {
        file: {
          name: 'journal-v1.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Первая редакция журнала'),
        },
      },
    });

    expect(first.status(), await first.text()).toBe(201);
    await page.goto(`/media/fire_safety?document=${record.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Пожарная безопасность' })).toBeVisible({
      timeout: 20_000,
    });
    const panel = page.getByTestId('document-panel');
    await expect(panel.getByTestId('version')).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);

    await panel.getByTestId('upload-version').click();
    const dialog = page.getByRole('dialog', { name: 'Новая версия документа' });
    await dialog.getByTestId('document-file').setInputFiles({
      name: 'journal-v2.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`Вторая редакция: ${word} проверен и опломбирован`),
    });
    await expect(dialog.getByTestId('document-file-name')).toHaveText('journal-v2.txt');
    await dialog.getByTestId('upload-submit').click();
    await expect(dialog).toBeHidden();
    // The new version is current; the first stays listed.
    await expect(panel.getByTestId('version')).toHaveCount(2);
    await expect(panel.getByTestId('version').first()).toContainText('journal-v2.txt');
    await expect(panel.getByTestId('version').first()).toContainText('Текущая');

    // The text is read in the background: the search finds it once the job has run.
    await expect
      .poll(
        async () =>
          (
            await callApi<{ results: { id: string }[] }>(
              page.request,
              'GET',
              `/api/documents/search/?q=${encodeURIComponent(word)}`,
              { token: session.token },
            )
          ).results.map((hit) => hit.id),
        { timeout: 60_000, intervals: [1_000] },
      )
      .toContain(record.id);
    await page.getByTestId('documents-search').fill(word);
    await page.getByRole('button', { name: 'Найти' }).click();
    const hit = page.getByTestId('search-hit').first();
    await expect(hit).toContainText('Пожарная безопасность');
    await expect(hit.locator('mark')).toHaveText(word);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expectNoSeriousA11yIssues(page);
  });

  test('the HSE specialist makes a folder, creates a document in it with its file, adds a version', async ({
    page,
  }) => {
    await signInByApi(page, 'dotos');
    const folderName = `Приказы ${unique()}`;
    const title = `Положение о допуске ${unique()}`;
    await page.goto('/media/occ_safety');
    await expect(page.getByRole('heading', { level: 1, name: 'Охрана труда' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByTestId('folder-add').click();
    const folderDialog = page.getByRole('dialog', { name: 'Новая папка' });
    await folderDialog.getByTestId('folder-name').fill(folderName);
    await folderDialog.getByTestId('folder-save').click();
    await expect(folderDialog).toBeHidden();
    await page.getByRole('button', { name: new RegExp(folderName) }).click();
    await expect(page).toHaveURL(/folder=/);

    await page.getByTestId('document-add').click();
    const dialog = page.getByRole('dialog', { name: 'Новый документ: Охрана труда' });
    await dialog.getByTestId('document-title_ru').fill(title);
    await dialog.getByTestId('document-title_kk').fill('Жұмысқа рұқсат беру туралы ереже');
    await dialog.getByTestId('document-title_en').fill('Work permit regulation');
    await dialog.getByTestId('document-valid_until').fill('2030-12-31');
    await dialog.getByTestId('new-document-file').setInputFiles({
      name: 'regulation-v1.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Первая редакция положения о допуске'),
    });
    await expectNoSeriousA11yIssues(page);
    await dialog.getByTestId('document-create-submit').click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // The new document is in the folder's list, chosen, with its file as the first version.
    await expect(page.getByTestId('document-row').filter({ hasText: title })).toBeVisible();
    const panel = page.getByTestId('document-panel');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByTestId('version')).toHaveCount(1);

    await panel.getByTestId('upload-version').click();
    const upload = page.getByRole('dialog', { name: 'Новая версия документа' });
    await upload.getByTestId('document-file').setInputFiles({
      name: 'regulation-v2.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Вторая редакция положения'),
    });
    await upload.getByTestId('upload-submit').click();
    await expect(upload).toBeHidden();
    await expect(panel.getByTestId('version')).toHaveCount(2);

    // A folder holding a document is not deleted: the dialog says why.
    await page.getByTestId('folder-delete').click();
    const confirm = page.getByRole('dialog', { name: new RegExp(folderName) });
    await confirm.getByTestId('confirm-dialog-ok').click();
    await expect(confirm.getByTestId('confirm-dialog-error')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // At 320 px the page reflows: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yIssues(page);
  });

  test('on a phone, a document chosen in the list comes into view with its panel focused', async ({
    page,
  }) => {
    await signInByApi(page, 'dotos');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/media/occ_safety');
    const rows = page.getByTestId('document-row');
    await expect(rows.nth(3)).toBeVisible({ timeout: 20_000 });
    await rows.first().click();
    const panel = page.getByTestId('document-panel');
    await expect(panel).toBeInViewport();
    await expect(page).toHaveURL(/document=/);
    expect(
      await page.evaluate(() =>
        document.activeElement?.contains(document.querySelector('[data-testid="document-panel"]')),
      ),
    ).toBe(true);
  });
});
