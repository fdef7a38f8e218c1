import type { Page } from '@playwright/test';
import {
  DEMO_ORGS,
  expect,
  field,
  invalidIin,
  JPEG_1X1,
  PNG_1X1,
  selectOption,
  signInByApi,
  signInByForm,
  test,
  unique,
  validIin,
} from './fixtures';

/** The record's history panel of the user editor. */
const historyPanel = (page: Page) =>
  page.locator('.MuiPaper-root').filter({ has: page.getByRole('heading', { name: 'История изменений' }) });

test.describe('administration of users', () => {
  // Journeys through several screens; the users list downloads the data grid on its first visit.
  test.describe.configure({ timeout: 60_000 });

  test('admin creates a user with every required field; the new user signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = unique();
    const login = `e2e.new.${id}`;
    const lastName = `Создаваемый${id}`;
    const password = `Pw-${id}`;
    await signInByApi(page, 'admin');

    await page.goto('/administration-create-user');
    // The editor's first visit downloads its code: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новый пользователь', {
      timeout: 30_000,
    });
    await field(page, 'last_name').fill(lastName);
    await field(page, 'first_name').fill('Тимур');
    await field(page, 'login').fill(login);
    await field(page, 'iin').fill(validIin());
    await selectOption(page, 'organization_id', DEMO_ORGS.production.ru);
    await page.getByRole('checkbox', { name: /Аудитор/ }).check();
    await field(page, 'password').fill(password);
    await field(page, 'password_confirm').fill(password);
    await page.getByTestId('user-form-submit').click();

    await expect(page.getByTestId('notification-success')).toHaveText('Успешно создано');
    await expect(page).toHaveURL(/\/administration-edit-user\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lastName} Тимур`);
    await expect(historyPanel(page).getByRole('listitem').first()).toContainText('Создание');

    // The new user signs in with the password the administrator gave.
    const context = await browser.newContext({ baseURL });
    const userPage = await context.newPage();
    await signInByForm(userPage, login, password);
    await expect(userPage.getByTestId('user-fio')).toHaveText(`${lastName} Тимур`);
    await expect(userPage.getByTestId('menu-group-audit')).toBeVisible();
    await expect(userPage.getByTestId('menu-group-administration')).toHaveCount(0);
    await context.close();
  });

  test('a JPEG photo is uploaded; a PNG shows the invalid file format message', async ({ page, api }) => {
    const user = await api.createUser();
    await signInByApi(page, 'admin');
    await page.goto(`/administration-edit-user/${user.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.fio);
    await expect(page.getByRole('img', { name: `Фотография: ${user.fio}` })).toHaveCount(0);

    const photoInput = page.getByTestId('photo-input');
    await photoInput.setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: JPEG_1X1 });
    await expect(historyPanel(page).getByRole('listitem').first()).toContainText('Изменение фотографии');
    await expect(page.getByRole('button', { name: 'Удалить фото' })).toBeVisible();
    await expect(page.getByRole('img', { name: `Фотография: ${user.fio}` })).toBeVisible();

    await photoInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('alert').filter({ hasText: 'Неверный формат файла' })).toHaveText(
      'Неверный формат файла: нужен снимок jpg не больше 300 КБ',
    );
  });

  test('admin finds a user by search, edits it, and the change shows in the history', async ({
    page,
    api,
  }) => {
    const user = await api.createUser({ post: 'Мастер участка', roles: ['auditor'] });
    await signInByApi(page, 'admin');

    await page.goto('/administration-users');
    await page.getByRole('searchbox', { name: 'Поиск по ФИО, логину, ИИН' }).fill(user.login);
    await expect(page).toHaveURL(new RegExp(`search=${user.login.replaceAll('.', '\\.')}`));
    await expect(page.getByText('1–1 из 1')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: user.login });
    await expect(row).toContainText(user.fio);
    await expect(row).toContainText(DEMO_ORGS.production.ru);
    await expect(row).toContainText('Аудитор');
    await row.getByRole('gridcell', { name: user.fio }).click();

    await expect(page).toHaveURL(new RegExp(`/administration-edit-user/${user.id}$`));
    await expect(field(page, 'post')).toHaveValue('Мастер участка');
    const post = `Начальник смены ${unique()}`;
    await field(page, 'post').fill(post);
    await page.getByTestId('user-form-submit').click();
    await expect(page.getByTestId('notification-success')).toHaveText('Успешно обновлено');

    const latest = historyPanel(page).getByRole('listitem').first();
    await expect(latest).toContainText('Изменение');
    await expect(latest).toContainText(`Должность: Мастер участка → ${post}`);
    await expect(latest).toContainText('Администратов Алмас');
    // Saved on the server, not only in the form.
    await page.reload();
    await expect(field(page, 'post')).toHaveValue(post);
  });

  test('the editor refuses an invalid IIN and mismatched passwords before saving', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/administration-create-user');
    await field(page, 'iin').fill(invalidIin());
    await field(page, 'password').fill('Long-enough-1');
    await field(page, 'password_confirm').fill('Long-enough-2');
    await page.getByTestId('user-form-submit').click();
    await expect(page.getByTestId('field-iin')).toContainText(
      'ИИН — 12 цифр: дата рождения, код века и пола, верная контрольная цифра',
    );
    await expect(page.getByTestId('field-password_confirm')).toContainText(
      'Пароли не совпадают, проверьте ввод',
    );
    await expect(page.getByTestId('field-last_name')).toContainText('Заполните поле');
    await expect(page).toHaveURL(/\/administration-create-user$/);
  });
});
