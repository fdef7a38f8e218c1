import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** Years the demo's two years of submissions do not reach: each run starts from a fresh database. */
const YEAR = new Date().getUTCFullYear() - 4;
const cell = (page: Page, path: string) => page.getByTestId(`cell-${path}`);
/** Numbers are written with the language's group separators (a no-break space in Russian). */
const digits = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]/g, '');

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Another person in their own browser context, on a page of the app. */
async function openAs(browser: Browser, login: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInByApi(page, login);
  await page.goto(path);
  return page;
}

async function act(page: Page, action: string, comment?: string) {
  await page.getByTestId(`workflow-action-${action}`).click();
  const dialog = page.getByRole('dialog');
  if (comment) await dialog.getByTestId('workflow-comment').fill(comment);
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(dialog).toBeHidden();
}

test.describe('periodic HSE forms', () => {
  // The forms' screens, the pickers and the grid download on first visits.
  test.describe.configure({ timeout: 300_000 });

  test('a subsidiary fills forms 1 and 17 with their totals and sends them; the holding returns one, then accepts it', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'employee');
    await page.goto('/forms');
    await expect(heading(page)).toHaveText('Формы', { timeout: 60_000 });
    await expect(page).toHaveTitle('Формы');
    await page.getByTestId('form-create').click();
    await expect(page).toHaveURL(/\/forms\/HSE_FRM_1$/);
    await expect(page).toHaveTitle('Форма 1');
    await expect(heading(page)).toHaveText('Новая форма', { timeout: 30_000 });

    // Form 1 for March: headcount and hours of own staff and of contractors, totals as typed.
    await choose(page, 'form-year', String(YEAR));
    await choose(page, 'form-period', 'март');
    await cell(page, 'staff.0.headcount').fill('120');
    await cell(page, 'staff.0.hours').fill('0');
    await expect(page.getByTestId('rule-error-staff.0.hours')).toHaveText(
      'Есть численность: отработанные часы должны быть больше нуля',
    );
    await cell(page, 'staff.0.hours').fill('20000');
    await cell(page, 'staff.1.headcount').fill('30');
    await cell(page, 'staff.1.hours').fill('5000');
    await expect(page.getByTestId('rule-error-staff.0.hours')).toHaveCount(0);
    await expect
      .poll(async () => digits(await page.getByTestId('total-staff-headcount').textContent()))
      .toBe('150');
    await expect
      .poll(async () => digits(await page.getByTestId('total-staff-hours').textContent()))
      .toBe('25000');
    await expect
      .poll(async () => digits(await page.getByTestId('value-hours_total').textContent()))
      .toContain('25000');
    await expectNoSeriousA11yIssues(page);
    // A reload keeps what was typed.
    await page.reload();
    await expect(cell(page, 'staff.1.hours')).toHaveValue('5000', { timeout: 30_000 });
    await choose(page, 'form-year', String(YEAR));
    await choose(page, 'form-period', 'март');
    await page.getByTestId('form-send').click();
    await expect(page).toHaveURL(/\/form-edit\/[\w-]+\/HSE_FRM_1$/, { timeout: 30_000 });
    await expect(page).toHaveTitle('Форма 1');
    const form1 = page.url();
    await expect(page.getByTestId('status-chip')).toHaveText('Отправлена');
    await expect(page.getByTestId('total-staff-hours')).toContainText(/25\s000/);

    // The same form for the same month again is refused, with a link to the one sent.
    await page.goto('/forms/HSE_FRM_1');
    await choose(page, 'form-year', String(YEAR));
    await choose(page, 'form-period', 'март');
    await cell(page, 'staff.0.headcount').fill('1');
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('form-save-error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('form-existing')).toHaveAttribute('href', new URL(form1).pathname);

    // Form 17 for the second quarter: an installation above the quota threshold is flagged.
    await choose(page, 'form-code', 'Форма 17. Выбросы парниковых газов');
    await expect(page).toHaveURL(/\/forms\/HSE_FRM_17$/);
    await choose(page, 'form-year', String(YEAR));
    await choose(page, 'form-period', '2 квартал');
    await page.getByRole('button', { name: 'Добавить строку' }).click();
    await cell(page, 'installations.0.name').fill('Печь П-1');
    await cell(page, 'installations.0.co2').fill('6000');
    await cell(page, 'installations.0.ch4').fill('10');
    await cell(page, 'installations.0.n2o').fill('1');
    await expect
      .poll(async () => digits(await cell(page, 'installations.0.co2e').textContent()))
      .toBe('6545');
    await expect(page.getByTestId('rule-warning-installations.0.co2')).toContainText(
      'выше порога квотирования 20 000 т CO2 в год',
    );
    await cell(page, 'purchased.0.co2').fill('100');
    await expect
      .poll(async () => digits(await page.getByTestId('value-co2e_total').textContent()))
      .toContain('6645');
    await expectNoSeriousA11yIssues(page);

    // At 375 px the tables scroll inside their own box; the page does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const table = page.getByTestId('table-installations');
    await expect(table).toBeVisible();
    const widths = await table.evaluate((box) => ({ inner: box.scrollWidth, shown: box.clientWidth }));
    expect(widths.inner).toBeGreaterThan(widths.shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId('form-send').click();
    await expect(page).toHaveURL(/\/form-edit\/[\w-]+\/HSE_FRM_17$/, { timeout: 30_000 });
    await expect(page.getByTestId('status-chip')).toHaveText('Отправлена');
    await expect(page.getByTestId('form-review-warnings')).toContainText('выше порога квотирования');

    // The holding's HSE staff return form 1 with a comment.
    const reviewer = await openAs(browser, 'headdotos', new URL(form1).pathname);
    await expect(reviewer.getByTestId('status-chip')).toHaveText('Отправлена', { timeout: 60_000 });
    await expectNoSeriousA11yIssues(reviewer);
    await act(reviewer, 'for_revision', 'Проверьте часы подрядчиков за март');
    await expect(reviewer.getByTestId('status-chip')).toHaveText('На доработке');

    // The subsidiary corrects it and sends it again.
    await page.goto(form1);
    await expect(page.getByTestId('status-chip')).toHaveText('На доработке', { timeout: 30_000 });
    await expect(page.getByText('Проверьте часы подрядчиков за март').first()).toBeVisible();
    await cell(page, 'staff.1.hours').fill('5400');
    await expect
      .poll(async () => digits(await page.getByTestId('total-staff-hours').textContent()))
      .toBe('25400');
    await page.getByTestId('form-send').click();
    await expect(page.getByTestId('status-chip')).toHaveText('Отправлена', { timeout: 30_000 });

    // Accepted: final, read only.
    await reviewer.reload();
    await expect(reviewer.getByTestId('status-chip')).toHaveText('Отправлена', { timeout: 30_000 });
    await expect(reviewer.getByTestId('cell-staff.1.hours')).toContainText(/5\s400/);
    await act(reviewer, 'approve');
    await expect(reviewer.getByTestId('status-chip')).toHaveText('Принята');
    await reviewer.context().close();
    await page.reload();
    await expect(page.getByTestId('status-chip')).toHaveText('Принята', { timeout: 30_000 });
    await expect(page.getByTestId('form-send')).toHaveCount(0);
    await expect(page.locator('input[data-testid^="cell-"]')).toHaveCount(0);
  });
});
