import type { Page } from '@playwright/test';
import { expect, seriousA11yIssues, signInByApi, test } from './fixtures';

/**
 * Every screen of the menu, as admin (who sees the most of it), checked for what WCAG 2.1 AA asks
 * of every screen: no serious or critical axe violation, and no sideways scrolling at 320 px
 * (1.4.10, a phone at 400 % zoom). The screens come from the menu itself, so a new entry is
 * covered by being there. The shell is the same on every screen: it is checked whole on the home
 * screen, elsewhere only the page in `main`; the sweep is cut in parts that run side by side.
 */
test.describe.configure({ timeout: 600_000 });

const PARTS = 2;
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 320, height: 640 };

async function menuRoutes(page: Page): Promise<string[]> {
  await page.goto('/');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.hover();
  await expect(sidebar).toHaveAttribute('data-expanded', 'true');
  for (let round = 0; round < 40; round++) {
    const closed = sidebar.locator('[aria-expanded="false"]').first();
    if ((await closed.count()) === 0) break;
    await closed.click();
  }
  const hrefs = await sidebar
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href !== '/'))];
}

/** The page is there: its heading shown and no progress bar left. */
async function settled(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

/** What fails on one screen: its axe violations, then its width once narrowed to 320 px. */
async function screenIssues(page: Page, route: string, only?: string): Promise<string[]> {
  await settled(page, route);
  const issues = await seriousA11yIssues(page, only);
  await page.setViewportSize(NARROW);
  await expect(page.locator('main h1').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(WIDE);
  return width > NARROW.width ? [...issues, `is ${width} px wide at 320 px`] : issues;
}

/** Runs the check on every route and reports all the routes that fail it, not only the first. */
async function sweep(routes: string[], check: (route: string) => Promise<string[]>) {
  const failures: string[] = [];
  for (const route of routes) {
    const found = await check(route).catch((error: Error) => [error.message.split('\n')[0] ?? '']);
    failures.push(...found.map((line) => `${route} ${line}`));
  }
  expect(failures).toEqual([]);
}

for (let part = 0; part < PARTS; part++) {
  test(`every screen of the menu passes axe and reflows at 320 px, in Russian (${part + 1}/${PARTS})`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await signInByApi(page, 'admin');
    const routes = await menuRoutes(page);
    expect(routes.length).toBeGreaterThan(10);
    const mine = routes.filter((_, index) => index % PARTS === part);
    await sweep(part === 0 ? ['/', ...mine] : mine, (route) =>
      screenIssues(page, route, route === '/' ? undefined : 'main'),
    );
  });
}

test('the main screens pass axe and reflow in Kazakh and English', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await signInByApi(page, 'admin');
  for (const lang of ['kk', 'en'] as const) {
    await page.addInitScript((chosen) => window.sessionStorage.setItem('lang', chosen), lang);
    await sweep(['/', '/incident', '/audit'], async (route) => {
      const issues = await screenIssues(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      return issues;
    });
  }
});
