/**
 * Screenshots for review, not a test: `node --import tsx e2e/screenshots.ts` against a running
 * server (BASE_URL, default http://localhost:3100, with the demo data). Writes
 * /tmp/hse-shots/<lang>-<width>x<height>-<screen>.png for ru, kk and en at 1440×900 and 375×812.
 * The sign-in and registration screens are taken as a guest (a signed-in visit to /login goes
 * home); the home screen both as a guest and as admin; the rest as admin.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT_DIR = process.env.SHOTS_DIR ?? '/tmp/hse-shots';
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LANGUAGES = ['ru', 'kk', 'en'] as const;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;
const GUEST_SCREENS = ['/', '/login', '/register'];
const ADMIN_SCREENS = [
  '/',
  '/administration-users',
  '/administration-create-user',
  '/administration-organizations',
  '/administration-roles',
  '/personal-account',
  '/notifications',
];

type TSession = {
  token: string;
  user_id: string;
  roles: string[];
  organization_name: string;
  organization_id: string;
  fio: string;
};

async function signIn(login: string, password: string): Promise<TSession> {
  const response = await fetch(`${BASE_URL}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${login} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TSession;
}

function slug(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^\w-]+/g, '_');
}

/** Waits until the screen stopped loading: no requests in flight, no progress bars, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.MuiLinearProgress-root, .MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'hidden' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(
  browser: Browser,
  viewport: { width: number; height: number },
  lang: string,
  session: TSession | null,
  routes: readonly string[],
  prefix: string,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: 'ru-RU' });
  await context.addInitScript(
    ({ language, s }: { language: string; s: TSession | null }) => {
      window.sessionStorage.setItem('lang', language);
      if (!s) return;
      window.localStorage.setItem('token', s.token);
      window.localStorage.setItem('user_id', s.user_id);
      window.localStorage.setItem('user_role', JSON.stringify(s.roles));
      window.localStorage.setItem('organization_name', s.organization_name);
      window.localStorage.setItem('organization_id', s.organization_id);
      window.localStorage.setItem('fio', s.fio);
    },
    { language: lang, s: session },
  );
  const page = await context.newPage();
  const written: string[] = [];
  try {
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      const file = path.join(
        OUT_DIR,
        `${lang}-${viewport.width}x${viewport.height}-${prefix}${slug(route)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
    }
  } finally {
    await context.close();
  }
  return written;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const admin = await signIn(process.env.SHOTS_LOGIN ?? 'admin', process.env.SHOTS_PASSWORD ?? 'Demo1234!');
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let count = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const lang of LANGUAGES) {
        count += (await shoot(browser, viewport, lang, null, GUEST_SCREENS, 'guest-')).length;
        count += (await shoot(browser, viewport, lang, admin, ADMIN_SCREENS, '')).length;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${count} screenshots in ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
