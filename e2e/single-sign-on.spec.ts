import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestProvider, type TTestProvider } from '../apps/server/src/test/oidc-test-provider.ts';
import { readSession, seriousA11yIssues } from './fixtures';

/**
 * Single sign-on in the browser (issue 19), through a real OpenID provider started here and a
 * server of its own configured for it, so the shared e2e server stays as it is.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BASE = `http://localhost:${PORT}`;

let provider: TTestProvider;
let server: ChildProcess;
let dataDir: string;

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (server.exitCode !== null) throw new Error(`The SSO server stopped with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The SSO server did not start');
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  provider = await startTestProvider({
    redirectBase: BASE,
    accounts: [{ sub: 'u-dotos', preferred_username: 'dotos', family_name: 'Dotos', given_name: 'D' }],
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'hse-e2e-sso-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
      VALIDATE_RESPONSES: 'true',
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_BASE: BASE,
      OIDC_ORGANIZATION_NAME: 'Demo Oil & Gas',
      OIDC_ALLOW_HTTP: 'true',
    },
  });
  await waitForHealth(Date.now() + 180_000);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('signs in through the organization’s provider and signs out there too', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto('/login');
  const button = page.getByTestId('sso-sign-in');
  await expect(button).toHaveText('Войти через Demo Oil & Gas');
  // The password form stays for accounts without single sign-on.
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await seriousA11yIssues(page, '[data-testid="sso-sign-in"]')).toEqual([]);
  // WCAG 1.4.10: the button reflows at 320 px rather than scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1440, height: 900 });

  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('u-dotos');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(`${BASE}/`);
  const session = await readSession(page);
  expect(session.token).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.parse(session.user_role ?? '[]')).toContain('dotos');
  expect(session.organization_id).toBeTruthy();
  // The way back carried a one-time code, never the token.
  expect(visited.some((url) => url.includes('sso_code='))).toBe(true);
  for (const url of visited) expect(url).not.toContain(session.token ?? '-');

  await page.getByTestId('logout').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  const response = await page.request.get(`${BASE}/api/profile/`, {
    headers: { Authorization: `Token ${session.token}` },
  });
  expect(response.status()).toBe(401);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${BASE}/login`);
  await expect(page.getByTestId('sso-sign-in')).toBeVisible();
  for (const [key, value] of Object.entries(await readSession(page))) expect(value, key).toBeNull();
});
