import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, loginForm, seedSession, seriousA11yIssues, test } from './fixtures';

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

/** No sideways scrolling at 320 px (WCAG 1.4.10), checked on the screen as it is now. */
async function expectReflow(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

/**
 * Axe on the new screens (the page's main content), once settled: a field focused on arrival
 * still fades its label in.
 */
const expectAxeClean = (page: Page) =>
  expect.poll(() => seriousA11yIssues(page, '#main-content')).toEqual([]);

async function typePassword(page: Page, login: string, password: string) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  const form = loginForm(page);
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
}

test.describe('the second factor', () => {
  // Enrolment, three sign-ins and axe on each screen: a long walk on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a user enrols an app, then signs in with its code and with a recovery code', async ({
    page,
    api,
  }) => {
    const user = await api.createUser({ roles: [] });
    await seedSession(page, await api.signIn(user.login, user.password));

    await page.goto('/personal-account');
    await page.getByTestId('mfa-start').click();
    const secretText = page.getByTestId('mfa-secret');
    await expect(secretText).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
    const secret = (await secretText.getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expectAxeClean(page);
    await expectReflow(page);

    await page.getByTestId('mfa-enrol-code').fill('000000');
    await page.getByTestId('mfa-enrol-submit').click();
    await expect(page.getByTestId('mfa-enrol-error')).toHaveText('Неверный код');
    await page.getByTestId('mfa-enrol-code').fill(totpOf(secret).generate());
    await page.getByTestId('mfa-enrol-submit').click();
    const codes = page.getByTestId('mfa-recovery-code');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allTextContents()).map((code) => code.trim());
    await expectAxeClean(page);
    await expectReflow(page);
    await page.getByTestId('mfa-recovery-done').click();
    await expect(page.getByTestId('mfa-on')).toContainText('Осталось резервных кодов: 10');

    // Signing in now asks for a code after the password.
    await typePassword(page, user.login, user.password);
    const code = page.getByTestId('mfa-verify-code');
    await expect(code).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAxeClean(page);
    await expectReflow(page);
    // The code of the enrolment is spent: the app's next one is accepted (one step of drift).
    await code.fill(totpOf(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByTestId('mfa-verify-submit').click();
    await expect(page).not.toHaveURL(/\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

    // A recovery code signs in once.
    await typePassword(page, user.login, user.password);
    await page.getByTestId('mfa-verify-code').fill(recovery[0] ?? '');
    await page.getByTestId('mfa-verify-submit').click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/personal-account');
    await expect(page.getByTestId('mfa-on')).toContainText('Осталось резервных кодов: 9');

    await typePassword(page, user.login, user.password);
    await page.getByTestId('mfa-verify-code').fill(recovery[0] ?? '');
    await page.getByTestId('mfa-verify-submit').click();
    await expect(page.getByTestId('mfa-verify-error')).toHaveText('Неверный код');
  });

  test('an administrator resets a user’s second factor', async ({ page, api }) => {
    const user = await api.createUser({ roles: [] });
    const { token } = await api.signIn(user.login, user.password);
    const { secret } = await api.call<{ secret: string }>('POST', '/api/profile/second-factor/setup/', {
      token,
      data: {},
    });
    await api.call('POST', '/api/profile/second-factor/confirm/', {
      token,
      data: { code: totpOf(secret).generate() },
    });

    await seedSession(page, await api.signIn('admin'));
    await page.goto(`/administration-edit-user/${user.id}`);
    await expect(page.getByTestId('user-mfa-status')).toHaveText('Второй фактор: подключён');
    await page.getByRole('button', { name: 'Сбросить второй фактор' }).click();
    await page.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByTestId('notification-success')).toContainText('Второй фактор сброшен');
    await expect(page.getByTestId('user-mfa-status')).toHaveText('Второй фактор: не подключён');
    const session = await api.signIn(user.login, user.password);
    expect(session.token).toBeTruthy();
  });
});
