import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

/** Years the demo's two years of submissions do not reach: each run starts from a fresh database. */
const YEAR = new Date().getUTCFullYear() - 5;

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('the form designer', () => {
  test.describe.configure({ timeout: 300_000 });

  test('adds a table and a rule on its rows, publishes them, and the filler shows both', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/forms/designer/HSE_FRM_4');
    await expect(page.getByText(/Действующая версия: 1/)).toBeVisible({ timeout: 60_000 });

    // A table of fixed rows in the first section: its label, its row's and its column's.
    const section = page.getByTestId('designer-section-0');
    await section.getByRole('button', { name: 'Добавить таблицу с постоянными строками' }).click();
    const table = page.getByTestId('designer-table-table_1');
    await table.getByRole('textbox', { name: 'Подпись (ru)' }).first().fill('Огнетушители');
    await table
      .getByRole('group', { name: 'Строка «Новая строка»' })
      .getByRole('textbox', { name: 'Подпись (ru)' })
      .fill('Цех 1');
    const column = table.getByTestId('designer-field-column_1');
    await column.getByRole('textbox', { name: 'Подпись (ru)' }).fill('Неисправные');

    // A rule on each row of it: the column at most 10.
    await page.getByRole('button', { name: 'Добавить правило' }).click();
    const rule = page.locator('[data-testid^="designer-rule-"]').last();
    await rule.getByLabel('Где проверяется').selectOption({ label: 'Каждая строка таблицы «Огнетушители»' });
    await rule.getByLabel('Сравнение').selectOption('<=');
    const right = rule.getByRole('group', { name: /^Правая часть/ });
    await right.getByRole('textbox', { name: 'Число операнда 1' }).fill('10');
    await expect(right).toContainText('Формула: 10');
    await expect(rule.getByRole('group', { name: /^Левая часть/ })).toContainText('Формула: Неисправные');
    await rule
      .getByRole('textbox', { name: 'Сообщение (ru)' })
      .fill('Не больше 10 неисправных огнетушителей');
    await expectNoSeriousA11yIssues(page);

    await page.getByTestId('designer-publish').click();
    await expect(page.getByTestId('designer-published')).toHaveText('Опубликована версия 2', {
      timeout: 30_000,
    });

    // The subsidiary's form 4 now has the table, and the rule speaks under its cell.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const filler = await context.newPage();
    await signInByApi(filler, 'employee');
    await filler.goto('/forms/HSE_FRM_4');
    await expect(filler.getByRole('heading', { level: 1 })).toHaveText('Новая форма', { timeout: 60_000 });
    await choose(filler, 'form-year', String(YEAR));
    await choose(filler, 'form-period', 'март');
    await expect(filler.getByText('Огнетушители').first()).toBeVisible();
    await expect(filler.getByTestId('table-table_1').getByText('Цех 1')).toBeVisible();
    await filler.getByTestId('cell-table_1.0.column_1').fill('11');
    await expect(filler.getByTestId('rule-error-table_1.0.column_1')).toHaveText(
      'Не больше 10 неисправных огнетушителей',
    );
    await filler.getByTestId('cell-table_1.0.column_1').fill('3');
    await expect(filler.getByTestId('rule-error-table_1.0.column_1')).toHaveCount(0);
    await expectNoSeriousA11yIssues(filler);
    await context.close();
  });
});
