import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('the completeness matrix of the forms', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the holding opens the matrix from the forms, changes the period and opens a cell', async ({
    page,
  }) => {
    await signInByApi(page, 'dotos');
    await page.goto('/forms');
    await page.getByTestId('form-completeness').click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/forms\/completeness$/);
    await expect(page).toHaveTitle('Сдача форм');
    await expect(heading(page)).toHaveText('Сдача форм');
    const table = page.getByTestId('completeness-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    // The demo's three subsidiaries are the rows; each cell says its state in words.
    await expect(table.getByRole('rowheader')).toHaveCount(3);

    // June of last year: every form was filled by then; the period goes into the address.
    const lastYear = new Date().getUTCFullYear() - 1;
    await choose(page, 'completeness-year', String(lastYear));
    await choose(page, 'completeness-period', 'июнь');
    await expect(page).toHaveURL(new RegExp(`period=${lastYear}-06`));
    const accepted = table.locator('td[data-state="accepted"] a').first();
    await expect(accepted).toHaveText(/Принята/);
    await accepted.click();
    await expect(page).toHaveURL(/\/form-edit\/[0-9a-f-]+\/HSE_FRM_\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`period=${lastYear}-06`));

    // A quarter: the quarterly forms are the columns.
    await choose(page, 'completeness-periodicity', 'Ежеквартальные');
    await expect(page).toHaveURL(/period=\d{4}-Q[1-4]/);
    await expect(table.getByRole('columnheader').nth(1)).toContainText('Ф');

    // This month has not ended: nothing is filled yet; a cell opens the new form for its place.
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    await page.goto(`/forms/completeness?period=${now.getUTCFullYear()}-${month}`);
    const missing = page.getByTestId('completeness-table').locator('td[data-state="missing"] a').first();
    await expect(missing).toHaveText('Не сдана');
    await missing.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/forms/HSE_FRM_1\\?organization_id=.+&year=${now.getUTCFullYear()}&period=${now.getUTCMonth() + 1}`,
      ),
    );
    await expect(heading(page)).toHaveText('Новая форма', { timeout: 30_000 });
    await expect(page.getByTestId('form-year').getByRole('combobox')).toHaveText(
      String(now.getUTCFullYear()),
    );
  });

  test('at 320 px the table scrolls in its own box, the page does not, and nothing serious fails axe', async ({
    page,
  }) => {
    await signInByApi(page, 'dotos');
    await page.setViewportSize({ width: 320, height: 720 });
    const lastYear = new Date().getUTCFullYear() - 1;
    await page.goto(`/forms/completeness?period=${lastYear}-06`);
    const region = page.getByTestId('completeness-region');
    await expect(page.getByTestId('completeness-table')).toBeVisible({ timeout: 60_000 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    // The organization column stays where it is while the forms scroll under it.
    const header = page.getByRole('rowheader').first();
    const before = await header.boundingBox();
    await region.evaluate((box) => box.scrollBy(400, 0));
    expect((await header.boundingBox())?.x).toBe(before?.x);
    await region.focus();
    await expect(region).toBeFocused();
    await expectNoSeriousA11yIssues(page);
  });
});
