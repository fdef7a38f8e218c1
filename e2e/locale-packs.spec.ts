import { expect, signInByApi, switchLanguage, test } from './fixtures';

/** The grid's and the map's own texts follow the interface language, Kazakh included. */
test('grid pager, column menu and map zoom speak Russian and Kazakh', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'admin');
  await page.goto('/incident');
  const header = page.getByRole('columnheader', { name: 'Номер' });
  await expect(header).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Следующая страница' })).toBeVisible();
  await header.hover();
  await header.getByRole('button', { name: 'Меню столбца «Номер»' }).click();
  await expect(page.getByRole('menuitem', { name: 'Скрыть столбец' })).toBeVisible();
  await page.keyboard.press('Escape');

  await switchLanguage(page, 'kk');
  const kkHeader = page.getByRole('columnheader', { name: 'Нөмірі' });
  await expect(page.getByRole('button', { name: 'Келесі бет' })).toBeVisible();
  await kkHeader.hover();
  await kkHeader.getByRole('button', { name: '«Нөмірі» бағанының мәзірі' }).click();
  await expect(page.getByRole('menuitem', { name: 'Бағанды жасыру' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/qorgau');
  await expect(page.getByRole('button', { name: 'Жақындату' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Алыстату' })).toBeVisible();
  await switchLanguage(page, 'ru');
  await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
});
