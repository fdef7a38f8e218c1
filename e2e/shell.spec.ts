import { expect, seriousA11yIssues, signInByApi, test } from './fixtures';

test.describe('wide screen', () => {
  test('the sidebar rail expands on hover and its entries navigate', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
    await expect(sidebar).toHaveAttribute('data-expanded', 'false');

    await sidebar.hover();
    await expect(sidebar).toHaveAttribute('data-expanded', 'true');
    await page.getByTestId('menu-group-administration').click();
    await sidebar.getByRole('link', { name: 'Роли' }).click();
    await expect(page).toHaveURL(/\/administration-roles$/);
    await expect(page).toHaveTitle('Роли');
    await expect(sidebar.getByRole('link', { name: 'Роли' })).toHaveAttribute('aria-current', 'page');
    // The current entry keeps its label readable on the expanded rail.
    expect(await seriousA11yIssues(page, '[data-testid="sidebar"]')).toEqual([]);

    // Leaving the rail folds it again.
    await page.mouse.move(1000, 600);
    await expect(sidebar).toHaveAttribute('data-expanded', 'false');
  });

  test('a guest sees no sidebar, only the login button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-guest')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('mobile-menu-toggle')).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    await page.getByTestId('login-button').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a guest's home leads to the public questionnaire and the Qorgau map", async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('home-questionnaire').click();
    await expect(page).toHaveURL(/\/questionnaire_create$/);
    await expect(page.getByRole('heading', { name: 'Анкеты по жизненно важным правилам' })).toBeVisible();
    await page.goto('/');
    await page.getByTestId('home-qorgau-map').click();
    // The map writes the view it settles on into the address, sooner or later.
    await expect(page).toHaveURL(/\/qorgau(\?view=[^&]+)?$/);
    await expect(page).toHaveTitle('Коргау');
  });

  test('an employee opens the questionnaires from the menu and from a home card', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/');
    await page
      .getByTestId('home-user')
      .getByRole('link', { name: /Анкеты/ })
      .click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page).toHaveTitle('Анкета командируемых');

    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.hover();
    await page.getByTestId('menu-group-forms').click();
    await sidebar.getByRole('link', { name: 'Анкеты' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(sidebar.getByRole('link', { name: 'Анкеты' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first Tab stop and leads into the page', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/');
    await expect(page.getByTestId('home-user')).toBeVisible();
    const skip = page.getByTestId('skip-link');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Перейти к содержимому');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next stop lies in the page, not back in the menus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('a route change puts the focus on the new heading and announces the title', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/');
    await expect(page.getByTestId('home-user')).toBeVisible();
    await expect(page.getByTestId('route-announcer')).toHaveText('');
    await page
      .getByTestId('home-user')
      .getByRole('link', { name: /Профиль/ })
      .press('Enter');
    await expect(page).toHaveURL(/\/personal-account$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  });

  test('the avatar link shows a focus ring when reached by keyboard', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/');
    await expect(page.getByTestId('home-user')).toBeVisible();
    const avatar = page.getByRole('link', { name: 'Личный кабинет' });
    for (let stop = 0; stop < 40 && !(await avatar.evaluate((el) => el === document.activeElement)); stop++) {
      await page.keyboard.press('Tab');
    }
    await expect(avatar).toBeFocused();
    expect(await avatar.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });
});

test.describe('narrow screen (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is hidden; the menu toggle opens the menu and a link in it navigates', async ({
    page,
  }) => {
    await signInByApi(page, 'admin');
    await page.goto('/');
    await expect(page.getByTestId('home-user')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeHidden();

    const toggle = page.getByTestId('mobile-menu-toggle');
    await expect(toggle).toBeVisible();
    await expect(page.getByTestId('mobile-sidebar')).toBeHidden();
    await toggle.click();
    const menu = page.getByTestId('mobile-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('menu-group-documents')).toBeVisible();

    await menu.getByTestId('menu-group-administration').click();
    await menu.getByRole('link', { name: 'Организации' }).click();
    await expect(page).toHaveURL(/\/administration-organizations$/);
    await expect(page).toHaveTitle('Организации');
    // The drawer closes after the navigation.
    await expect(menu).toBeHidden();
  });
});
