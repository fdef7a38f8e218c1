import type { Page } from '@playwright/test';
import {
  callApi,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  loginForm,
  signInByApi,
  switchLanguage,
  test,
  unique,
  validIin,
} from './fixtures';

/** A self-registration as a guest files it: an inactive account waiting on /requests. */
async function registerGuest(page: Page, organizationId: string, lastName: string) {
  const login = `e2e.req.${unique()}`;
  await callApi(page.request, 'POST', '/api/register/', {
    data: {
      last_name: lastName,
      first_name: 'Айжан',
      login,
      iin: validIin(),
      organization_id: organizationId,
      password: DEMO_PASSWORD,
      password_confirm: DEMO_PASSWORD,
    },
  });
  return login;
}

/** Opens the request of this last name from the waiting list. */
async function openRequest(page: Page, lastName: string) {
  await page.goto(`/requests?search=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявки на регистрацию', {
    timeout: 30_000,
  });
  await page.getByRole('gridcell', { name: new RegExp(lastName) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText(lastName);
  return dialog;
}

test.describe('registration requests', () => {
  test.describe.configure({ timeout: 90_000 });

  test('admin refuses a request with a reason, which the person reads at sign-in; approves another', async ({
    page,
    browser,
    baseURL,
    api,
  }) => {
    const organizationId = await api.organizationId('production');
    const refusedName = `Отказанова${unique()}`;
    const approvedName = `Принятова${unique()}`;
    const refusedLogin = await registerGuest(page, organizationId, refusedName);
    const approvedLogin = await registerGuest(page, organizationId, approvedName);
    await signInByApi(page, 'admin');

    const dialog = await openRequest(page, refusedName);
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await dialog.getByRole('button', { name: 'Отклонить заявку' }).click();
    await expect(dialog.getByText('Заполните поле')).toBeVisible();
    const reason = 'Нет подтверждения от отдела кадров';
    await dialog.getByRole('textbox', { name: 'Причина отказа' }).fill(reason);
    await dialog.getByRole('button', { name: 'Отклонить заявку' }).click();
    await expect(page.getByTestId('notification-success')).toHaveText('Заявка отклонена');
    await expect(page.getByRole('gridcell', { name: new RegExp(refusedName) })).toHaveCount(0);

    // The refused list keeps it with its reason.
    await page.goto(`/requests?state=refused&search=${encodeURIComponent(refusedName)}`);
    await expect(page.getByRole('gridcell', { name: reason })).toBeVisible({ timeout: 30_000 });

    const approve = await openRequest(page, approvedName);
    await approve.getByRole('button', { name: 'Одобрить' }).click();
    await expect(page.getByTestId('notification-success')).toHaveText(
      'Заявка одобрена, учётная запись активирована',
    );

    const context = await browser.newContext({ baseURL });
    const guest = await context.newPage();
    await guest.goto('/login');
    const form = loginForm(guest);
    await form.login.fill(refusedLogin);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(guest.getByTestId('login-error')).toHaveText(
      `Администратор отклонил заявку на регистрацию. Причина: ${reason}`,
    );
    await form.login.fill(approvedLogin);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(guest).not.toHaveURL(/\/login/);
    await context.close();
  });
});

test.describe('reference, management and documentation', () => {
  test.describe.configure({ timeout: 90_000 });

  test('everyone reads the reference books, tab by tab', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/reference');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Справочники', { timeout: 30_000 });
    await expect(page.getByRole('tabpanel')).toContainText('Работы на высоте');
    await page.getByRole('tab', { name: 'Классы IOGP' }).click();
    await expect(page).toHaveURL(/tab=iogp/);
    await expect(page.getByRole('tabpanel')).toContainText('С потерей рабочего времени (LWDC)');
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('tab', { name: 'Каталог форм' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(26);
    await page.getByRole('tab', { name: 'Производственный календарь' }).click();
    await expect(page.getByRole('combobox', { name: 'Год' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // The administrator's pages are not the employee's.
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Управление');
  });

  test('the administrator finds the reference data on /management', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Управление', { timeout: 30_000 });
    for (const [name, href] of [
      ['Производственный календарь', '/administration-holidays'],
      ['Видеохостинги', '/media-video-hosts'],
      ['Организации', '/administration-organizations'],
      ['Роли', '/administration-roles'],
      ['Определения форм', '/forms'],
      ['Заявки на регистрацию', '/requests'],
    ] as const)
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: /^Заявки на регистрацию/ }).click();
    await expect(page).toHaveURL(/\/requests$/);
  });

  test('the user guide reads in the chosen language, with its contents', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Документация', { timeout: 30_000 });
    const contents = page.getByRole('navigation', { name: 'Содержание' });
    await contents.getByRole('link', { name: 'Справочники' }).click();
    await expect(page).toHaveURL(/#guide-reference$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Справочники' })).toBeInViewport();
    // The guide's screenshots are there (e2e/guide-screenshots.ts makes them).
    const shot = page.getByRole('img', { name: 'Справочники: вкладка классов IOGP' });
    await expect(shot).toBeVisible();
    expect(await shot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yIssues(page);
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
    await expect(page.getByRole('navigation', { name: 'Contents' })).toContainText('Getting started');
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('none of the four pages scrolls sideways', async ({ page }) => {
      await signInByApi(page, 'admin');
      for (const [route, title] of [
        ['/requests', 'Заявки на регистрацию'],
        ['/reference?tab=forms', 'Справочники'],
        ['/management', 'Управление'],
        ['/documentation', 'Документация'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, route).toBeLessThanOrEqual(320);
      }
    });
  });
});
