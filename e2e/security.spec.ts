import { expect, expectNoSeriousA11yIssues, seedSession, signInByApi, test, unique } from './fixtures';

test.describe('the security log', () => {
  test('an auditor finds a failed sign-in from the menu, filters by event and exports', async ({ page }) => {
    // Sign-in, a filtered search, an axe scan and an export: more than 30 s beside the other specs.
    test.slow();
    const login = `intruder.${unique()}`;
    const refused = await page.request.post('/api/api-token-auth/', {
      data: { login, password: 'Not-the-password-1' },
    });
    expect(refused.status()).toBe(400);

    await signInByApi(page, 'auditor');
    await page.goto('/');
    await page.getByTestId('menu-group-audit').click();
    await page.getByRole('link', { name: 'Журнал безопасности' }).click();
    await expect(page).toHaveURL(/\/security-log$/);
    await expect(page).toHaveTitle('Журнал безопасности');

    await page.getByTestId('filter-event').click();
    await page.getByRole('option', { name: 'Неудачный вход' }).click();
    await expect(page).toHaveURL(/event=sign_in_failed/);
    await page.getByRole('searchbox').fill(login);
    const row = page.getByRole('row').filter({ hasText: login });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Неудачный вход');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    const download = page.waitForEvent('download');
    await page.getByTestId('security-log-export').click();
    expect((await download).suggestedFilename()).toMatch(/^Журнал безопасности \d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('is not open to an employee', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/security-log');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Журнал безопасности');
    await expect(page.getByTestId('menu-group-audit')).toHaveCount(0);
  });
});

test.describe('sessions', () => {
  test('a user sees where they are signed in and signs the other devices out', async ({ page, api }) => {
    const user = await api.createUser({ roles: [] });
    // Another device signed in earlier: its token must stop working.
    const other = await api.signIn(user.login, user.password);
    await seedSession(page, await api.signIn(user.login, user.password));

    await page.goto('/personal-account');
    const items = page.getByTestId('session-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Этот сеанс' })).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Завершить все другие сеансы' }).click();
    await page.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByTestId('notification-success')).toContainText('Сеанс завершён');
    await expect(items).toHaveCount(1);
    const stale = await page.request.get('/api/profile/', {
      headers: { Authorization: `Token ${other.token}` },
    });
    expect(stale.status()).toBe(401);
  });
});
