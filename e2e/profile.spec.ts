import {
  DEMO_ORGS,
  expect,
  field,
  loginForm,
  seedSession,
  selectOption,
  test,
  unique,
  validIin,
} from './fixtures';

test.describe('personal account', () => {
  test("shows the signed-in user's own data", async ({ page, api }) => {
    const id = unique();
    const user = await api.createUser({
      last_name: `Профилев${id}`,
      first_name: 'Асель',
      post: 'Эколог',
      division: 'Служба экологии',
      personnel_number: `T-${id}`,
      city: 'Атырау',
      roles: ['dotos'],
      org: 'refining',
    });
    await seedSession(page, await api.signIn(user.login, user.password));

    await page.goto('/');
    await page.getByTestId('user-fio').click();
    await expect(page).toHaveURL(/\/personal-account$/);
    await expect(page).toHaveTitle('Профиль');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Профилев${id} Асель`);
    await expect(field(page, 'last_name')).toHaveValue(`Профилев${id}`);
    await expect(field(page, 'first_name')).toHaveValue('Асель');
    await expect(field(page, 'city')).toHaveValue('Атырау');

    const employment = page.locator('dl');
    for (const text of [
      user.login,
      DEMO_ORGS.refining.ru,
      'Служба экологии',
      'Эколог',
      `T-${id}`,
      user.iin,
      'Специалист ДОТОС',
    ]) {
      await expect(employment).toContainText(text);
    }
  });
});

test.describe('self-registration', () => {
  // Two sessions (the applicant's and the administrator's), each loading its screens first.
  test.describe.configure({ timeout: 60_000 });

  test('a new account awaits activation and the administrator is notified', async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    const id = unique();
    const lastName = `Заявкин${id}`;
    const login = `e2e.reg.${id}`;
    const password = `Pw-${id}`;

    // Registrations are told to an administrator once per batch until read (decision 044): this
    // one must start a batch, whatever other tests registered before.
    await api.call('POST', '/api/stm/notification/read-all/', { token: await api.admin() });

    await page.goto('/login');
    await page.getByTestId('register-link').click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle('Регистрация');
    await field(page, 'last_name').fill(lastName);
    await field(page, 'first_name').fill('Ерлан');
    await field(page, 'iin').fill(validIin());
    await selectOption(page, 'organization_id', DEMO_ORGS.production.ru);
    await field(page, 'post').fill('Слесарь-ремонтник');
    await field(page, 'login').fill(login);
    await field(page, 'password').fill(password);
    await field(page, 'password_confirm').fill(password);
    await page.getByTestId('register-submit').click();

    const success = page.getByTestId('register-success');
    await expect(success).toContainText('Заявка на регистрацию отправлена');
    await expect(success).toContainText('ожидает активации администратором');

    // Not active yet: the right password is told the account awaits activation.
    await page.goto('/login');
    const form = loginForm(page);
    await form.login.fill(login);
    await form.password.fill(password);
    await form.submit.click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Учётная запись ещё не активирована администратором. Войти можно будет после активации',
    );
    await expect(page).toHaveURL(/\/login$/);

    // The administrator finds the request among the notifications and opens it.
    const context = await browser.newContext({ baseURL });
    const adminPage = await context.newPage();
    await seedSession(adminPage, await api.signIn('admin'));
    await adminPage.goto('/notifications?filter=unread');
    const item = adminPage
      .getByRole('listitem')
      .filter({ hasText: `Новая заявка на регистрацию: ${lastName} Ерлан` });
    await expect(item).toHaveCount(1);
    await item.getByText(`Новая заявка на регистрацию: ${lastName} Ерлан`).click();
    await expect(adminPage).toHaveURL(/\/administration-edit-user\/[\w-]+$/);
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`${lastName} Ерлан`);
    await expect(adminPage.getByRole('button', { name: 'Активировать' })).toBeVisible();
    await context.close();
  });
});
