import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoSeriousA11yIssues, signInByApi, switchLanguage, test } from './fixtures';

type TLang = 'ru' | 'kk' | 'en';
const LANGS: readonly TLang[] = ['ru', 'kk', 'en'];

/** The menu's names of the dashboards, which are their headings, in each language. */
const NAMES = Object.fromEntries(
  LANGS.map((lang) => {
    const file = path.join(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}/shell.json`);
    return [lang, JSON.parse(readFileSync(file, 'utf8')).menu.items as Record<string, string>];
  }),
) as Record<TLang, Record<string, string>>;

const DASHBOARDS = [
  ['/dashboard/old', 'dashboard_old'],
  ['/dashboard/new', 'dashboard_new'],
  ['/dashboard/mainIndicators', 'main_indicators'],
  ['/healthSafety', 'health_safety'],
  ['/environmentalProtection', 'environmental_protection'],
  ['/survey', 'survey'],
  ['/greenhouseEmissions', 'greenhouse_emissions'],
  ['/roadMaps', 'road_maps'],
  ['/eventsPlan', 'events_plan'],
  ['/advancedIndicators', 'advanced_indicators'],
  ['/reportForms', 'report_forms'],
  ['/allForms', 'all_forms'],
  ['/emg', 'emg'],
] as const;

test.describe('analytics dashboards', () => {
  // Each dashboard is opened, scanned at 320 px and read in three languages. The menu's sweep
  // (a11y-sweep.spec.ts) scans every dashboard at full width and checks it does not scroll
  // sideways at 320 px; it does not scan the narrow layout, where the filters fold.
  test.describe.configure({ timeout: 240_000 });

  for (const [route, item] of DASHBOARDS) {
    test(`${route} reads in ru, kk and en, and passes axe at 320 px`, async ({ page }) => {
      await signInByApi(page, 'admin');
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(route);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(NAMES.ru[item] ?? '', { timeout: 30_000 });
      // The figures, or what went wrong with them: the skeleton has gone.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expectNoSeriousA11yIssues(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const lang of ['kk', 'en'] as const) {
        await switchLanguage(page, lang);
        await expect(heading).toHaveText(NAMES[lang][item] ?? '');
        // Months are named, never "M01" (a browser without the language's calendar names).
        await expect(page.locator('main')).not.toContainText(/\bM\d{2}\b/);
      }
    });
  }

  test('all forms opens on a form’s first numeric field, with figures, and another form on its own', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/allForms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES.ru.all_forms ?? '', {
      timeout: 30_000,
    });
    const picker = page.getByTestId('field-picker').getByRole('combobox');
    await expect(picker).toContainText('Среднесписочная численность', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // The server's choice is shown, not written into the URL: the URL holds the reader's choices.
    expect(page.url()).not.toContain('field=');
    await page.getByRole('combobox', { name: /^Форма/ }).click();
    await page.getByRole('option', { name: /17$/ }).click();
    await expect(page).toHaveURL(/form_code=HSE_FRM_17/);
    await expect(picker).toContainText('CO2 (диоксид углерода)');
  });

  test('a filter lives in the URL, a figure opens its list, a chart exports', async ({ page }) => {
    await signInByApi(page, 'headdotos');
    await page.goto('/dashboard/mainIndicators');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES.ru.main_indicators ?? '', {
      timeout: 30_000,
    });
    const year = new Date().getFullYear() - 1;
    await page.getByTestId('filter-from').fill(`${year}-01`);
    await expect(page).toHaveURL(new RegExp(`from=${year}-01`));
    await page.reload();
    await expect(page.getByTestId('filter-from')).toHaveValue(`${year}-01`);
    const card = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await card.getByRole('button', { name: 'Показать таблицей' }).click();
    const table = card.getByRole('table');
    await expect(table).toBeVisible();
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Сохранить в Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const figure = table.getByRole('link').first();
    if ((await figure.count()) > 0) {
      await figure.click();
      await expect(page).not.toHaveURL(/mainIndicators/);
    }
  });
});
