import type { Browser, Page } from '@playwright/test';
import { callApi, expect, expectNoSeriousA11yIssues, field, JPEG_1X1, signInByApi, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const YEAR = new Date().getUTCFullYear();
/** A share as the pages write it in Russian: "18,8 %". */
const percentText = (value: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(value)} %`;

/** A workflow action; approving asks first. */
async function act(page: Page, action: string) {
  await page.getByTestId(`workflow-action-${action}`).click();
  if (action === 'approve') await page.getByRole('dialog').getByTestId('confirm-dialog-ok').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Another person in their own browser context, on a page of the app. */
async function openAs(browser: Browser, login: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInByApi(page, login);
  await page.goto(path);
  return page;
}

test.describe('personal safety commitments', () => {
  // The editor, the pickers and the grid download on first visits.
  test.describe.configure({ timeout: 300_000 });

  test('a manager commits, their manager approves, the quarter is reported with evidence, the share shows on the list and the home page', async ({
    page,
    browser,
  }) => {
    const session = await signInByApi(page, 'employee2');
    // employee2 has no demo commitment: theirs is made here, approved by the head of their
    // subsidiary (demo person user021, Касымов Нурлан; the person picker lists the reader's scope).
    await signInByApi(page, 'employee2');
    await page.goto('/commitment');
    await expect(heading(page)).toHaveText('Личная приверженность', { timeout: 60_000 });
    await expect(page).toHaveTitle('Личная приверженность');
    await page.getByTestId('record-create').click();
    await expect(page).toHaveURL(/\/commitment-create$/);
    await expect(heading(page)).toHaveText('Новое обязательство', { timeout: 30_000 });
    await field(page, 'year').fill(String(YEAR));
    await field(page, 'position').fill('Начальник цеха');
    await field(page, 'approver_id').fill('Касымов');
    await page.getByRole('option').filter({ hasText: 'Касымов' }).first().click();
    for (const [i, [kind, target]] of (
      [
        ['Посещение объектов', '4'],
        ['Поведенческие наблюдения', '4'],
      ] as const
    ).entries()) {
      await page.getByRole('button', { name: 'Добавить строку' }).click();
      await page.getByTestId(`field-items.${i}.kind`).getByRole('combobox').click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      await field(page, `items.${i}.target`).fill(target);
    }
    await expectNoSeriousA11yIssues(page);
    await page.getByTestId('record-save').click();
    await expect(page).toHaveURL(/\/commitment\/[\w-]+$/, { timeout: 30_000 });
    const id = page.url().split('/').at(-1) ?? '';
    await expect(page.getByTestId('status-chip')).toHaveText('Черновик');
    await act(page, 'send_for_approval');
    await expect(page.getByTestId('status-chip')).toHaveText('На утверждении');

    // The approver named in it approves it.
    const approver = await openAs(browser, 'user021', `/commitment/${id}`);
    await expect(approver.getByTestId('status-chip')).toHaveText('На утверждении', { timeout: 30_000 });
    await act(approver, 'approve');
    await expect(approver.getByTestId('status-chip')).toHaveText('Утверждено');
    await approver.context().close();

    // The author reports the current quarter with a photo.
    await page.goto(`/commitment/${id}`);
    await page.getByRole('link', { name: 'Заполнить выполнение' }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/commitment-filling/${id}$`));
    await page.getByTestId('filling-count-0').fill('4');
    await page.getByTestId('filling-count-1').fill('2');
    await expect(page.getByTestId('filling-percent')).toHaveText(`Выполнение за квартал: ${percentText(75)}`);
    await page.getByTestId('filling-comment').fill('Два наблюдения перенесены на январь');
    await page
      .getByTestId('filling-evidence-input')
      .setInputFiles({ name: 'obkhod.jpg', mimeType: 'image/jpeg', buffer: JPEG_1X1 });
    await expect(page.getByTestId('filling-evidence')).toContainText('obkhod.jpg');
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Сохранить отчёт' }).click();
    await expect(page.getByTestId('filling-saved')).toBeVisible();

    const record = await callApi<{ current_percent: number; year_percent: number }>(
      page.request,
      'GET',
      `/api/commitments/${id}/`,
      { token: session.token },
    );
    expect(record.current_percent).toBe(75);

    // The list shows the quarter's and the year's shares; the record page too.
    await page.goto('/commitment');
    // The demo commitments of the subsidiary are listed too; this one is employee2's own.
    const mine = page.getByRole('row').filter({ hasText: 'Сотрудникова' });
    await expect(mine.first()).toContainText(percentText(75), { timeout: 30_000 });
    await expect(mine.first()).toContainText(percentText(record.year_percent));
    await page.screenshot({ path: 'test-results/commitment-list.png' });
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/commitment/${id}`);
    await expect(page.getByTestId('commitment-current-percent')).toContainText(percentText(75), {
      timeout: 30_000,
    });
    await expectNoSeriousA11yIssues(page);

    // The home page tells the author how far they have come.
    await page.goto('/');
    await expect(page.getByTestId('commitment-home-current')).toContainText(percentText(75), {
      timeout: 30_000,
    });
    await expect(page.getByTestId('commitment-home-year')).toContainText(percentText(record.year_percent));
    await page
      .getByTestId('home-card-commitments')
      .screenshot({ path: 'test-results/commitment-home-card.png' });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/commitment-filling/${id}`);
    await expect(page.getByTestId('filling-count-0')).toHaveValue('4', { timeout: 30_000 });
    await expect(page.getByTestId('filling-evidence')).toContainText('obkhod.jpg');
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: 'test-results/commitment-filling-320.png', fullPage: true });
  });
});
