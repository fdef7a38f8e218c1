import type { Page } from '@playwright/test';
import { englishNames, expect, seriousA11yIssues, signInByApi, tabTo, test } from './fixtures';

/** The grid's "1–20 из 1234" line, which says which rows the page shows. */
const displayed = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/**
 * Each click of "next page" is one step of the browser's history, the address names the page,
 * and a page opened by its address stays that page: the same for every server-paged list,
 * since they share one grid and one way of keeping their state in the address.
 */
for (const list of ['/incident', '/pnbr'] as const) {
  test(`${list}: pages forward, opens a page by its address and goes back`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInByApi(page, 'admin');
    await page.goto(list);
    await expect(displayed(page)).toHaveText(/^1–20 из \d+/, { timeout: 20_000 });
    const historyBefore = await page.evaluate(() => window.history.length);

    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(displayed(page)).toHaveText(/^21–40 из/);
    // It stays there: no bounce back to the first page once the answer arrives.
    await page.waitForTimeout(1_000);
    await expect(displayed(page)).toHaveText(/^21–40 из/);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 1);

    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(displayed(page)).toHaveText(/^41–60 из/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 2);

    // Back, one step per click.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(displayed(page)).toHaveText(/^21–40 из/);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(displayed(page)).toHaveText(/^1–20 из/);

    // A page opened by its address.
    await page.goto(`${list}?page=3`);
    await expect(displayed(page)).toHaveText(/^41–60 из/, { timeout: 20_000 });
    await page.waitForTimeout(1_000);
    await expect(displayed(page)).toHaveText(/^41–60 из/);
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  });
}

test('a page past the end of the list shows the last page, and Back does not return to it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'admin');
  await page.goto('/pnbr?page=2');
  await expect(displayed(page)).toHaveText(/^21–40 из/, { timeout: 20_000 });
  await page.goto('/pnbr?page=999');
  await expect(displayed(page)).toHaveText(/^\d+–(\d+) из \1$/, { timeout: 20_000 });
  await expect(page).not.toHaveURL(/[?&]page=999/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(displayed(page)).toHaveText(/^21–40 из/);
});

/**
 * On a phone (below 600 px) a record list is its rows as cards without the data grid (decision
 * 103): the same paging and order in the address, each row a link reached by Tab and opened with
 * Enter, the filters (with their date pickers) fetched when unfolded, named in each language.
 */
test.describe('a record list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the rows, keeps its order and pages in the address and opens a row from the keyboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInByApi(page, 'admin');
    await page.goto('/incident');
    const rows = page.getByTestId('record-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Найдено: \d+$/ })).toBeVisible();
    expect(await seriousA11yIssues(page, 'main')).toEqual([]);

    // The order and the page size are native selects; each change lands in the address.
    await page.getByLabel('Сортировка').selectOption({ label: 'Номер: по возрастанию' });
    await expect(page).toHaveURL(/[?&]ordering=number(&|$)/);
    await page.getByLabel('Строк на странице').selectOption('10');
    await expect(page).toHaveURL(/[?&]page_size=10(&|$)/);
    await expect(rows).toHaveCount(10);
    // The pages' buttons from the keyboard too.
    const first = (await rows.first().textContent()) ?? '';
    await page.getByRole('navigation', { name: 'Страницы' }).getByRole('button', { name: /2/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows.first()).not.toHaveText(first);
    const second = await rows.first().textContent();
    await page.reload();
    await expect(rows.first()).toHaveText(second ?? '', { timeout: 30_000 });

    // The filters come when unfolded, the date pickers among them.
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await expect(page.getByTestId('filter-occurred_from')).toBeVisible({ timeout: 30_000 });
    // Read under the pointer that unfolded it too: a text button's hover shade keeps AA contrast.
    await page.getByRole('button', { name: 'Фильтры' }).hover();
    expect(await seriousA11yIssues(page, 'main')).toEqual([]);

    // Tab reaches the first row's link, Enter opens the record.
    const link = rows.first().getByRole('link');
    const href = await link.getAttribute('href');
    await tabTo(page, link, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  for (const [lang, sort, size] of [
    ['kk', 'Сұрыптау', 'Беттегі жолдар'],
    ['en', 'Sort by', 'Rows per page'],
  ] as const) {
    test(`is named in ${lang} and passes axe at 320 px`, async ({ page }) => {
      await signInByApi(page, 'admin');
      await page.addInitScript((chosen) => window.sessionStorage.setItem('lang', chosen), lang);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto('/incident');
      await expect(page.getByTestId('record-row').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel(sort)).toBeVisible();
      await expect(page.getByLabel(size)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await seriousA11yIssues(page, 'main')).toEqual([]);
      if (lang === 'kk') expect(await englishNames(page, 'main')).toEqual([]);
    });
  }
});

/**
 * A full load of a list asks for the rows the address names once, at start-up (decision 111): the
 * page finds the answer instead of asking again, on a phone's cards and in the grid alike.
 */
for (const width of [390, 1280] as const) {
  test(`a full load of a list at ${width} px asks for its rows once and shows them`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 844 });
    await signInByApi(page, 'admin');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/incidents/') asked.push(url.search);
    });
    await page.goto('/incident?page=2&page_size=10');
    if (width < 600) await expect(page.getByTestId('record-row')).toHaveCount(10, { timeout: 20_000 });
    else await expect(displayed(page)).toHaveText(/^11–20 из \d+/, { timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/[?&]page=2(&|$)/);
    expect(asked[0]).toMatch(/[?&]page_size=10(&|$)/);
  });
}
