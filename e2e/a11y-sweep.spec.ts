import type { Page } from '@playwright/test';
import { englishNames, expect, seriousA11yIssues, signInByApi, test } from './fixtures';

/**
 * Every screen of the menu, as admin (who sees the most of it), checked for what WCAG 2.1 AA asks
 * of every screen: no serious or critical axe violation, and no sideways scrolling at 320 px
 * (1.4.10, a phone at 400 % zoom). The screens come from the menu itself, so a new entry is
 * covered by being there; the Russian sweep is cut in parts that run side by side. The shell (top
 * bar, menu) is the same around every screen: it is checked whole on the home screen, and only the
 * page's own region elsewhere, which keeps axe's work per screen small.
 */
test.describe.configure({ timeout: 600_000 });

const PARTS = 3;

/**
 * Menu entries that open one screen with another parameter (the documents of each area): the
 * first of them stands for all, as the others differ only in the rows they list.
 */
const ONE_SCREEN = [/^\/media\/[^/]+$/];

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
  const seen = new Set<string>();
  return ['/', ...hrefs].filter((href) => {
    const screen = ONE_SCREEN.find((pattern) => pattern.test(href))?.source ?? href;
    if (seen.has(screen)) return false;
    seen.add(screen);
    return true;
  });
}

/** The page is there: its heading shown and no progress bar left. */
async function settled(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The part of a screen axe reads: all of the home screen, the page's own region elsewhere. */
const regionOf = (route: string) => (route === '/' ? undefined : 'main');

/** Serious axe violations and, in Russian or Kazakh, names a reader would hear in English. */
async function screenIssues(page: Page, route: string, namesInLanguage: boolean) {
  const english = namesInLanguage ? await englishNames(page, regionOf(route)) : [];
  return [
    ...(await seriousA11yIssues(page, regionOf(route))),
    ...english.map((name) => `English name ${name}`),
  ];
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
  test(`every screen of the menu has no serious accessibility violation, in Russian (${part + 1}/${PARTS})`, async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    const routes = await menuRoutes(page);
    expect(routes.length).toBeGreaterThan(10);
    await sweep(
      routes.filter((_, index) => index % PARTS === part),
      async (route) => {
        await settled(page, route);
        return screenIssues(page, route, true);
      },
    );
  });
}

for (const lang of ['kk', 'en'] as const) {
  test(`the main screens have no serious accessibility violation in ${lang}`, async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.addInitScript((chosen) => window.sessionStorage.setItem('lang', chosen), lang);
    await sweep(
      ['/', '/incident', '/observation', '/audit', '/qorgau', '/administration-users'],
      async (route) => {
        await settled(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        return screenIssues(page, route, lang === 'kk');
      },
    );
  });
}

test('the main screens have no serious accessibility violation in the dark theme', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await sweep(['/', '/incident', '/message-create', '/pnbr_create', '/audit', '/qorgau'], async (route) => {
    await settled(page, route);
    await expect(page.locator('body')).toHaveCSS('background-color', /rgb\((\d|[1-5]\d), /);
    return screenIssues(page, route, false);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no screen of the menu scrolls sideways', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    const routes = await menuRoutes(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await sweep(routes, async (route) => {
      await settled(page, route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      return width > 320 ? [`is ${width} px wide at 320 px`] : [];
    });
  });
});
