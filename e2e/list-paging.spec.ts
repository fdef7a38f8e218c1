import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

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
