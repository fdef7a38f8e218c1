import type { Page } from '@playwright/test';
import { expect, field, signInByApi, switchLanguage, tabTo, test, unique } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const status = (page: Page) => heading(page).locator('..').getByTestId('status-chip');

/** A moment an hour ago as a person types it into the picker (DD.MM.YYYY HH:MM, the browser's own clock and zone). */
function anHourAgo(): string {
  const date = new Date(Date.now() - 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** Types into a date picker key by key, as a person does. */
async function typeMoment(page: Page, name: string, digits: string) {
  await page.getByTestId(`field-${name}`).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

test.describe('observations', () => {
  // The editor and the data grid download on first visits.
  test.describe.configure({ timeout: 120_000 });

  test('the employee files a PNBR observation with one at-risk check and sends it', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/pnbr');
    await expect(heading(page)).toHaveText('Наблюдения ПНБР', { timeout: 20_000 });
    await page.getByTestId('observation-create').click();
    await expect(page).toHaveURL(/\/pnbr_create$/);
    await expect(page).toHaveTitle('Новое наблюдение ПНБР');

    const place = `Куст ${unique()}`;
    await field(page, 'observer').fill('Ахметов Арман');
    await typeMoment(page, 'observed_at', anHourAgo());
    await field(page, 'place').fill(place);
    await page.getByTestId('check-hot_work-at_risk').click();
    await page.getByTestId('check-line_of_fire-safe').click();
    await page.getByTestId('check-comment-hot_work').fill('Сварка без наряда-допуска');
    await page.getByTestId('check-group-work_practices').getByTestId('check-housekeeping-safe').click();
    await expect(page.getByTestId('at-risk-total')).toHaveText('Рискованных действий: 1');
    await expect(page.getByTestId('field-organization_id').getByRole('combobox')).not.toHaveText('');

    // Saved as a draft first: the editor stays, now on the record's own address.
    await page.getByTestId('record-save').click();
    await expect(page).toHaveURL(/\/pnbr_edit\/[\w-]+$/);
    await expect(status(page)).toHaveText('Черновик');
    const number = ((await heading(page).textContent()) ?? '').split(' ').at(-1) ?? '';
    expect(number).not.toBe('');

    await page.getByTestId('record-save-and-send').click();
    await expect(status(page)).toHaveText('Отправлено');
    await expect(page.getByTestId('record-read-only')).toBeVisible();
    await expect(page.getByTestId('record-save')).toBeHidden();
    await expect(page.getByTestId('record-details')).toContainText(place);
    await expect(page.getByTestId('detail-check-hot_work')).toContainText('Сварка без наряда-допуска');
    await expect(
      page.getByTestId('check-group-work_practices').getByTestId('detail-check-housekeeping'),
    ).toHaveText('Безопасно');

    // The list of findings shows it, its at-risk count highlighted.
    await page.goto(`/pnbr?at_risk=true&search=${encodeURIComponent(place)}`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.locator('[data-field="at_risk_count"]')).toHaveText('1');
    await expect(page.getByTestId('filter-at_risk')).toHaveAttribute('aria-pressed', 'true');

    // Without findings it is not listed.
    await page.getByTestId('filter-at_risk').click();
    await expect(page).not.toHaveURL(/at_risk=/);
    await page.goto(`/pnbr?at_risk=false&search=${encodeURIComponent(place)}`);
    await expect(page.getByText(/^Найдено: 0$/)).toBeVisible({ timeout: 20_000 });
  });

  test('filed by keyboard alone: a refused save names the empty fields and focuses the first', async ({
    page,
  }) => {
    await signInByApi(page, 'employee');
    await page.goto('/pnbr_create');
    await expect(heading(page)).toHaveText('Новое наблюдение ПНБР', { timeout: 20_000 });

    await tabTo(page, page.getByTestId('record-save'));
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('form-error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAttribute('role', 'alert');
    await expect(summary.getByRole('button', { name: /^Наблюдатель: / })).toBeVisible();
    await expect(field(page, 'observer')).toBeFocused();

    const place = `Куст ${unique()}`;
    await page.keyboard.type('Ахметов Арман');
    await tabTo(page, page.getByTestId('field-observed_at').getByRole('spinbutton').first());
    await page.keyboard.type(anHourAgo());
    await tabTo(page, field(page, 'place'));
    await page.keyboard.type(place);
    await tabTo(page, page.getByTestId('check-hot_work-safe'));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('check-hot_work-safe')).toHaveAttribute('aria-pressed', 'true');
    await expect(summary).toBeHidden();

    await tabTo(page, page.getByTestId('record-save'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pnbr_edit\/[\w-]+$/);
    await expect(status(page)).toHaveText('Черновик');
    await expect(page.getByTestId('field-place').getByRole('textbox')).toHaveValue(place);
  });

  test('the list of PNBR observations speaks Kazakh and English', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/pnbr');
    await expect(heading(page)).toHaveText('Наблюдения ПНБР', { timeout: 20_000 });
    await expect(page).toHaveTitle('ПНБР');

    await switchLanguage(page, 'kk');
    await expect(heading(page)).toHaveText('ҚМБ бақылаулары');
    await expect(page.getByRole('columnheader', { name: 'Қауіпті әрекеттер' })).toBeVisible();
    await expect(page.getByTestId('filter-at_risk')).toHaveText('Тек қауіпті әрекеттермен');
    await expect(page.getByRole('link', { name: 'Жаңа бақылау' })).toBeVisible();
    await expect(page).toHaveTitle('ҚМБ');

    await switchLanguage(page, 'en');
    await expect(heading(page)).toHaveText('PNBR observations');
    await expect(page.getByRole('columnheader', { name: 'At-risk findings' })).toBeVisible();
    await expect(page.getByText(/^Found: \d+$/)).toBeVisible();
    await expect(page).toHaveTitle('PNBR observations');
  });
});
