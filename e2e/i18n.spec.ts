import { expect, field, invalidIin, signInByApi, switchLanguage, test } from './fixtures';

const storedLanguage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.sessionStorage.getItem('lang'));

test.describe('language switch РУС / ҚАЗ / ENG', () => {
  test('changes the interface texts and is kept in sessionStorage "lang"', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/administration-users');
    const heading = page.getByRole('heading', { level: 1 });
    // The list's first visit downloads the data grid: slow on a busy machine.
    await expect(heading).toHaveText('Пользователи', { timeout: 30_000 });
    await expect(page.getByTestId('lang-ru')).toHaveText('РУС');
    await expect(page.getByTestId('lang-kk')).toHaveText('ҚАЗ');
    await expect(page.getByTestId('lang-en')).toHaveText('ENG');
    expect(await storedLanguage(page)).toBeNull();

    await switchLanguage(page, 'kk');
    await expect(heading).toHaveText('Пайдаланушылар');
    await expect(page.getByTestId('menu-group-administration')).toHaveAccessibleName('Әкімшілендіру');
    await expect(page.getByTestId('lang-kk')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveTitle('Пайдаланушылар');
    expect(await storedLanguage(page)).toBe('kk');

    await switchLanguage(page, 'en');
    await expect(heading).toHaveText('Users');
    await expect(page.getByTestId('menu-group-administration')).toHaveAccessibleName('Administration');
    await expect(page.getByTestId('menu-group-documents')).toHaveAccessibleName('Documents');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page).toHaveTitle('Users');
    expect(await storedLanguage(page)).toBe('en');

    // The choice outlives a reload of the tab.
    await page.reload();
    await expect(heading).toHaveText('Users');
    await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'true');

    await switchLanguage(page, 'ru');
    await expect(heading).toHaveText('Пользователи');
    expect(await storedLanguage(page)).toBe('ru');
  });

  test('applies on the public pages too', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авторизация');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await switchLanguage(page, 'kk');
    await expect(page.getByTestId('login-submit')).toHaveText('Кіру');
    await expect(page.getByTestId('field-password')).toContainText('Құпиясөз');
  });
});

test.describe('texts per language', () => {
  test('the sign-in page downloads the texts of its language only; another comes when chosen', async ({
    page,
  }) => {
    const textChunks: string[] = [];
    page.on('request', (request) => {
      const lang = /\/assets\/(ru|kk|en)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (lang) textChunks.push(lang);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авторизация');
    // A language's texts are two chunks (decision 070): the sign-in page's, then, once the page is
    // idle, the other screens'. On a slow machine that second one may come after a quick switch.
    await expect.poll(() => textChunks.length, { timeout: 10_000 }).toBe(2);
    expect(new Set(textChunks)).toEqual(new Set(['ru']));
    const russian = textChunks.length;

    await switchLanguage(page, 'kk');
    await expect(page.getByTestId('login-submit')).toHaveText('Кіру');
    expect(new Set(textChunks.slice(russian))).toEqual(new Set(['kk']));
    const kazakh = textChunks.length;

    // A language already fetched is not fetched again.
    await switchLanguage(page, 'ru');
    await expect(page.getByTestId('login-submit')).toHaveText('Войти');
    expect(textChunks).toHaveLength(kazakh);
  });
});

test.describe('validation errors follow the language', () => {
  test('an invalid IIN on /register in ru, then kk, then en', async ({ page }) => {
    await page.goto('/register');
    const iin = page.getByTestId('field-iin');
    await field(page, 'iin').fill(invalidIin());
    await expect(iin).toContainText(
      'ИИН — 12 цифр: дата рождения, код века и пола, верная контрольная цифра',
    );
    await expect(field(page, 'iin')).toHaveAttribute('aria-invalid', 'true');

    await switchLanguage(page, 'kk');
    await expect(iin).toContainText('ЖСН — 12 цифр: туған күні, ғасыр мен жыныс коды, дұрыс бақылау саны');

    await switchLanguage(page, 'en');
    await expect(iin).toContainText('IIN is 12 digits: birth date, century and sex digit, valid check digit');
  });

  test('a short password in the user editor in ru, then kk, then en', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/administration-create-user');
    const password = page.getByTestId('field-password');
    await field(page, 'password').fill('short');
    await expect(password).toContainText('Пароль должен содержать не менее 8 символов');

    await switchLanguage(page, 'kk');
    await expect(password).toContainText('Құпиясөз кемінде 8 таңбадан тұруы керек');

    await switchLanguage(page, 'en');
    await expect(password).toContainText('The password must be at least 8 characters long');
  });
});
