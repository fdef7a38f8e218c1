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
});
