import { callApi, expect, seedSession, signInByApi, switchLanguage, test } from './fixtures';

test.describe('bell and popover', () => {
  test('a demo account sees its welcome notification under the bell', async ({ page }) => {
    const session = await signInByApi(page, 'dotos');
    // Other journeys write to this account too; the bell shows the latest unread ones, so the
    // welcome is there only while it is among them: read it to find out which the bell shows.
    const latest = await callApi<{ title: { kk: string } }[]>(
      page.request,
      'GET',
      '/api/stm/notification/short/',
      {
        token: session.token,
      },
    );
    const welcome = 'ЕҚ, ӨҚ және ҚОҚ платформасына қош келдіңіз';
    const expected = latest.some((n) => n.title.kk === welcome) ? welcome : latest[0]?.title.kk;
    expect(expected).toBeTruthy();
    await page.goto('/');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(/^[1-9]\d*$/);

    await switchLanguage(page, 'kk');
    await page.getByTestId('notification-bell').click();
    const popover = page.getByRole('dialog', { name: 'Хабарландырулар' });
    await expect(popover).toBeVisible();
    await expect(popover.getByTestId('notification-short-list')).toContainText(expected ?? '');
    await expect(popover.getByTestId('notifications-show-all')).toHaveText('Барлығын көрсету');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test('unread count, titles in the current language, show-all, and marking read', async ({ page, api }) => {
    // A user of this test alone: two notifications addressed to them and no one else's.
    let user = await api.createUser();
    user = { ...(await api.updateUser(user, { roles: ['auditor'] })), password: user.password };
    user = { ...(await api.setActive(user, false)), password: user.password };
    await api.setActive(user, true);
    await seedSession(page, await api.signIn(user.login, user.password));

    await page.goto('/');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('2');
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Уведомления, непрочитанных: 2');

    await page.getByTestId('notification-bell').click();
    let popover = page.getByRole('dialog', { name: 'Уведомления' });
    const list = popover.getByTestId('notification-short-list');
    await expect(list.getByRole('link')).toHaveText([
      'Ваша учётная запись активирована',
      'Ваши роли изменены',
    ]);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    await switchLanguage(page, 'en');
    await page.getByTestId('notification-bell').click();
    popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByTestId('notification-short-list').getByRole('link')).toHaveText([
      'Your account has been activated',
      'Your roles have been changed',
    ]);
    const showAll = popover.getByTestId('notifications-show-all');
    await expect(showAll).toHaveText('Show all');
    await showAll.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(popover).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');

    const markRead = page.getByRole('button', { name: 'Mark as read' });
    await expect(markRead).toHaveCount(2);
    await markRead.first().click();
    await expect(badge).toHaveText('1');
    await expect(markRead).toHaveCount(1);
    await markRead.click();
    await expect(markRead).toHaveCount(0);
    await expect(badge).toBeHidden();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

    // The bell's list is empty now.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No new notifications');
  });
});
