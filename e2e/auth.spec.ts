import {
  DEMO_ORGS,
  expect,
  loginForm,
  readSession,
  readTimings,
  recordTimings,
  signInByApi,
  signInByForm,
  type TDemoLogin,
  test,
} from './fixtures';

/** Menu groups of spec §2 in their order, by the roles of spec §6. */
const EVERYONE = ['forms', 'incident', 'map', 'events', 'observation', 'media', 'documents'];
const withGroups = (extra: string[]) => {
  const order = ['administration', 'forms', 'incident', 'map', 'audit', 'events', 'observation', 'analytics'];
  const all = [...order, 'media', 'documents'];
  return all.filter((key) => EVERYONE.includes(key) || extra.includes(key));
};

const ACCOUNTS: { login: TDemoLogin; roles: string[]; fio: string; org: string; groups: string[] }[] = [
  {
    login: 'admin',
    roles: ['admin'],
    fio: 'Администратов Алмас',
    org: DEMO_ORGS.holding.ru,
    groups: withGroups(['administration', 'audit', 'analytics']),
  },
  {
    login: 'auditor',
    roles: ['auditor'],
    fio: 'Аудиторова Айгерим',
    org: DEMO_ORGS.holding.ru,
    groups: withGroups(['audit']),
  },
  {
    login: 'dotos',
    roles: ['dotos'],
    fio: 'Досымов Данияр',
    org: DEMO_ORGS.holding.ru,
    groups: withGroups(['analytics']),
  },
  {
    login: 'headdotos',
    roles: ['headdotos'],
    fio: 'Главнов Ғалым',
    org: DEMO_ORGS.holding.ru,
    groups: withGroups(['analytics']),
  },
  {
    login: 'employee',
    roles: [],
    fio: 'Работников Ерболат',
    org: DEMO_ORGS.production.ru,
    groups: withGroups([]),
  },
  {
    login: 'employee2',
    roles: [],
    fio: 'Сотрудникова Жанар',
    org: DEMO_ORGS.refining.ru,
    groups: withGroups([]),
  },
];

test.describe('sign-in through the login form', () => {
  for (const account of ACCOUNTS) {
    test(`${account.login} signs in and sees the menu groups of their roles`, async ({ page }) => {
      await signInByForm(page, account.login);
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('user-fio')).toHaveText(account.fio);

      const groups = page.getByTestId('sidebar').locator('[data-testid^="menu-group-"]');
      await expect(groups).toHaveCount(account.groups.length);
      const keys = await groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
      expect(keys).toEqual(account.groups.map((key) => `menu-group-${key}`));

      const session = await readSession(page);
      expect(session.token).toMatch(/\S{20,}/);
      expect(session.user_id).toBeTruthy();
      expect(JSON.parse(session.user_role ?? 'null')).toEqual(account.roles);
      expect(session.organization_name).toBe(account.org);
      expect(session.organization_id).toBeTruthy();
      expect(session.fio).toBe(account.fio);
    });
  }

  test('a wrong password shows the server text and keeps the typed login', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.login.fill('employee');
    await form.password.fill('Wrong-password-1');
    await form.submit.click();
    await expect(page.getByTestId('login-error')).toHaveText('Неверный логин или пароль');
    await expect(page).toHaveURL(/\/login$/);
    await expect(form.login).toHaveValue('employee');
    expect((await readSession(page)).token).toBeNull();
  });
});

test.describe('guest redirect and document title', () => {
  test('a guest on /administration-users lands on /login after about 800 ms', async ({ page }) => {
    await recordTimings(page);
    await page.goto('/administration-users');
    // Nothing of the protected screen shows meanwhile.
    await expect(page.getByRole('heading', { name: 'Пользователи' })).toHaveCount(0);
    await page.waitForURL(/\/login$/);
    const { mountedAt, loginAt } = await readTimings(page);
    expect(mountedAt).not.toBeNull();
    const waited = (loginAt ?? 0) - (mountedAt ?? 0);
    test.info().annotations.push({ type: 'redirect after', description: `${Math.round(waited)} ms` });
    // The timer starts when the app renders: never before 800 ms after the page's own start.
    expect(loginAt ?? 0).toBeGreaterThanOrEqual(800);
    expect(waited).toBeGreaterThanOrEqual(600);
    expect(waited).toBeLessThan(3000);
    await expect(page).toHaveTitle('Авторизация');
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  test('signing in after the redirect returns to the screen asked for', async ({ page }) => {
    await page.goto('/administration-users');
    await page.waitForURL(/\/login$/);
    const form = loginForm(page);
    await form.login.fill('admin');
    await form.password.fill('Demo1234!');
    await form.submit.click();
    await expect(page).toHaveURL(/\/administration-users$/);
    await expect(page.getByRole('heading', { name: 'Пользователи', level: 1 })).toBeVisible();
  });

  test('the register link is told apart from its sentence by more than colour', async ({ page }) => {
    await page.goto('/login');
    const link = page.getByTestId('register-link');
    await expect(link).toBeVisible();
    // WCAG 1.4.1: a link inside running text needs a sign besides its colour while not hovered.
    const decoration = await link.evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(decoration).toContain('underline');
  });

  test('the document title follows the route title', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Авторизация');
    await page.getByTestId('register-link').click();
    await expect(page).toHaveTitle('Регистрация');
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Главная');

    await signInByApi(page, 'admin');
    await page.goto('/administration-users');
    await expect(page).toHaveTitle('Пользователи');
    await page.getByTestId('user-fio').click();
    await expect(page).toHaveURL(/\/personal-account$/);
    await expect(page).toHaveTitle('Профиль');
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notifications-show-all').click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page).toHaveTitle('Уведомления');
  });
});

test.describe('logout dialog', () => {
  test('"Нет" keeps the session, "Да" ends it on the server and in the browser', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/personal-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Работников Ерболат' })).toBeVisible();
    const { token } = await readSession(page);
    expect(token).toBeTruthy();

    await page.getByTestId('logout').click();
    const dialog = page.getByRole('dialog', { name: 'Вы уверены, что хотите выйти?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Да' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Нет' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/personal-account$/);
    expect((await readSession(page)).token).toBe(token);

    await page.getByTestId('logout').click();
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('login-button')).toBeVisible();
    const after = await readSession(page);
    for (const [key, value] of Object.entries(after)) expect(value, key).toBeNull();

    const response = await page.request.get('/api/profile/', {
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status()).toBe(401);

    // A reload stays signed out.
    await page.reload();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });

  test('a failed logout shows the server text and still ends the session', async ({ page }) => {
    const session = await signInByApi(page, 'auditor');
    await page.goto('/personal-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Аудиторова Айгерим' })).toBeVisible();
    // The server no longer knows the token, so the logout call itself fails with 401.
    const revoked = await page.request.get('/api/api-token-logout/', {
      headers: { Authorization: `Token ${session.token}` },
    });
    expect(revoked.status()).toBe(204);

    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByTestId('notification-error').filter({ hasText: 'Требуется вход в систему' }),
    ).toBeVisible();
    expect((await readSession(page)).token).toBeNull();
  });
});

test.describe('an answer 401 on a GET', () => {
  test('shows the authorization error, then opens /login after about 1.5 s', async ({ page }) => {
    const session = await signInByApi(page, 'employee2');
    await page.goto('/');
    await expect(page.getByTestId('home-user')).toBeVisible();

    // The token is revoked behind the app's back.
    const revoked = await page.request.get('/api/api-token-logout/', {
      headers: { Authorization: `Token ${session.token}` },
    });
    expect(revoked.status()).toBe(204);

    await recordTimings(page);
    await page.reload();
    await expect(
      page
        .getByTestId('notification-error')
        .filter({ hasText: 'Ошибка авторизации. Вы будете перенаправлены на главную страницу.' }),
    ).toBeVisible();
    await page.waitForURL(/\/login$/);
    const { errorAt, loginAt } = await readTimings(page);
    expect(errorAt).not.toBeNull();
    const waited = (loginAt ?? 0) - (errorAt ?? 0);
    test.info().annotations.push({ type: 'redirect after', description: `${Math.round(waited)} ms` });
    expect(waited).toBeGreaterThanOrEqual(1200);
    expect(waited).toBeLessThan(4000);
    expect((await readSession(page)).token).toBeNull();
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });
});
