import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoSeriousA11yIssues, signInByApi, test } from './fixtures';

/** A year the demo's submissions and the forms spec do not reach. */
const YEAR = new Date().getUTCFullYear() - 5;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Form 1's table sheet with its cells set, as the file the user uploads. */
async function filled(workbook: ExcelJS.Workbook, cells: Record<string, ExcelJS.CellValue>) {
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  for (const [address, value] of Object.entries(cells)) sheet.getCell(address).value = value;
  return { name: 'form-1.xlsx', mimeType: XLSX, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

test.describe('periodic forms in Excel', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the template is downloaded, a file with an error is refused by cell, a valid one becomes the draft', async ({
    page,
  }) => {
    await signInByApi(page, 'employee');
    await page.goto('/forms/HSE_FRM_1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая форма', { timeout: 60_000 });
    await choose(page, 'form-year', String(YEAR));
    await choose(page, 'form-period', 'январь');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('form-excel-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`HSE_FRM_1_${YEAR}-01.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);

    await page
      .getByTestId('form-excel-file')
      .setInputFiles(await filled(workbook, { B5: 'много', C5: 16000 }));
    const summary = page.getByTestId('form-excel-errors');
    await expect(summary).toHaveText('В файле есть ошибки (1): ничего не сохранено');
    await expect(summary).toBeFocused();
    const table = page.getByRole('table', { name: 'Ошибки в файле' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('Введите число');
    await expectNoSeriousA11yIssues(page);

    await page
      .getByTestId('form-excel-file')
      .setInputFiles(await filled(workbook, { B5: 100, B6: 10, C6: 2000 }));
    await expect(page).toHaveURL(/\/form-edit\/[^/]+\/HSE_FRM_1$/, { timeout: 30_000 });
    await expect(page.getByTestId('cell-staff.0.headcount')).toHaveValue('100', { timeout: 30_000 });
    await expect(page.getByTestId('form-excel-export')).toBeVisible();
  });

  test('the holding consolidates a form and drills down to a subsidiary’s submission', async ({ page }) => {
    await signInByApi(page, 'dotos');
    await page.goto('/forms/consolidation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сводная по формам', {
      timeout: 60_000,
    });
    await expect(page).toHaveTitle('Сводная по формам');
    await choose(page, 'consolidation-from-year', String(new Date().getUTCFullYear() - 1));
    await page.getByTestId('consolidation-show').click();
    await expect(page.getByTestId('consolidation-result')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
    const drill = page.getByTestId('consolidation-drill').first();
    await drill.click();
    await expect(page).toHaveURL(/\/form-edit\/[^/]+\/HSE_FRM_1$/);
  });
});
