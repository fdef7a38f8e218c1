import type { Page } from '@playwright/test';
import { DEMO_ORGS, expect, PNG_1X1, selectOption, signInByApi, test, unique } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const text = (page: Page, name: string) => page.getByTestId(`field-${name}`).locator('textarea').first();
const input = (page: Page, name: string) => page.getByTestId(`field-${name}`).locator('input');
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A guest fills a card: an electrical hazard at Demo Production, placed on the map, with a photo. */
async function fileCardAsGuest(page: Page, description: string) {
  await page.goto('/qorgau-create');
  await expect(heading(page)).toHaveText('Новая карточка Коргау', { timeout: 20_000 });
  await expect(page).toHaveTitle('Новая карточка Коргау');
  await selectOption(page, 'observation_type', 'Опасный фактор');
  await page.getByTestId('category-electrical').click();
  await text(page, 'description').fill(description);
  await selectOption(page, 'organization_id', DEMO_ORGS.production.ru);
  // The organization's site places the card at once; a click on the map moves it there.
  await expect(page.getByTestId('place-text')).toContainText('Место:');
  const map = page.getByTestId('place-picker');
  const box = await map.boundingBox();
  if (!box) throw new Error('The place picker has no box');
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
  await expect(page.locator('.qorgau-place')).toHaveCount(1);
  // A hazard needs to say whom it was reported to.
  await input(page, 'reported_to').fill('Мастеру участка');
  // Of two files picked together the photo is taken and the program is named as refused.
  await page.getByTestId('qorgau-file-input').setInputFiles([
    { name: 'щит.png', mimeType: 'image/png', buffer: PNG_1X1 },
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(page.getByTestId('qorgau-file')).toHaveCount(1);
  await expect(page.getByText('Файл «setup.exe» не добавлен')).toBeVisible();
  await input(page, 'author_name').fill('Гость Проверочный');
  // A phone the guest writes wrong is met with the format it should have.
  await input(page, 'author_phone').fill('позвоните мне');
  await page.getByTestId('qorgau-submit').click();
  await expect(page.getByTestId('field-author_phone')).toContainText('например +7 701 234-56-78');
  await input(page, 'author_phone').fill('');
  await page.getByTestId('qorgau-submit').click();
  const filed = page.getByTestId('qorgau-filed');
  await expect(filed).toBeVisible({ timeout: 15_000 });
  const number = ((await filed.getByRole('heading').textContent()) ?? '').match(/QRG-[\w-]+/)?.[0] ?? '';
  expect(number).toMatch(/^QRG-DOG-P-\d{4}-\d{5}$/);
  return number;
}

test.describe('Qorgau', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest files a card with a photo and a place; dotos finds it on the map, assigns it, closes it', async ({
    page,
    browser,
  }) => {
    const description = `Открытый щит у насосной ${unique()}`;
    const number = await fileCardAsGuest(page, description);

    // The guest sees the card they filed, with its photo, and no names of the staff.
    await page.getByTestId('qorgau-filed-view').click();
    await expect(heading(page)).toContainText(number);
    await expect(page.getByTestId('qorgau-photo')).toHaveCount(1);
    await expect(page.getByTestId('detail-created_by_fio')).toHaveCount(0);
    await expect(page.getByTestId('qorgau-handling')).toHaveCount(0);

    // dotos, signed in, narrows the map to today's electrical cards and finds it in the list.
    const staff = await browser.newPage();
    await signInByApi(staff, 'dotos');
    await staff.goto('/qorgau');
    await expect(heading(staff)).toHaveText('Коргау: карта наблюдений', { timeout: 20_000 });
    await staff.getByTestId('filter-dateFrom').locator('input').fill(today());
    await staff.getByRole('combobox', { name: 'Категория' }).click();
    await staff.getByRole('option', { name: 'Электробезопасность', exact: true }).click();
    await expect(staff).toHaveURL(/category=electrical/);
    await expect(staff).toHaveURL(/date_from=/);
    const item = staff.getByTestId('qorgau-list-item').filter({ hasText: number });
    await expect(item).toBeVisible({ timeout: 15_000 });
    // Its marker is on the map, coloured by its category; nothing else filtered in is a cluster of thousands.
    await expect(staff.locator('.qorgau-point, .qorgau-cluster').first()).toBeVisible();
    await item.click();
    await expect(heading(staff)).toContainText(number);
    await expect(staff.getByTestId('detail-created_by_fio')).toHaveText('Гость Проверочный');

    // Sent to work with the demo employee as the responsible person.
    const assignee = staff.getByTestId('qorgau-handling').getByRole('combobox');
    await assignee.fill('Работников');
    await staff.getByRole('option', { name: /Работников Ерболат/ }).click();
    await staff.getByTestId('qorgau-send-to-work').click();
    await expect(staff.getByTestId('status-chip').first()).toHaveText('В работе');
    await expect(staff.getByTestId('detail-assignee_fio')).toContainText('Работников');

    // Closed with the measure taken; the guest's view shows the closing, not who did it.
    await staff.getByTestId('qorgau-measure').fill('Щит закрыт на замок, вывешена бирка');
    await staff.getByTestId('qorgau-close').click();
    await expect(staff.getByTestId('status-chip').first()).toHaveText('Закрыта');
    await page.reload();
    await expect(page.getByTestId('status-chip').first()).toHaveText('Закрыта');
    await expect(page.getByTestId('detail-resolution')).toHaveText('Щит закрыт на замок, вывешена бирка');
    await expect(page.getByTestId('detail-assignee_fio')).toHaveCount(0);
    await staff.close();
  });

  test('only the card’s own organization is offered the comment form; other staff read the discussion', async ({
    api,
    browser,
  }) => {
    const employee = await api.signIn('employee');
    const card = await api.call<{ id: string; number: string }>('POST', '/api/qorgau/cards/', {
      token: employee.token,
      data: {
        observation_type: 'unsafe_condition',
        observed_at: new Date(Date.now() - 3_600_000).toISOString(),
        organization_id: await api.organizationId('production'),
        department: 'Цех добычи',
        observed_company: '',
        site: 'Куст 7',
        object: 'Задвижка',
        categories: ['housekeeping'],
        vital_rule: 'line_of_fire',
        description: `Разлив масла у задвижки ${unique()}`,
        consequences: '',
        measures_taken: '',
        discussed: false,
        reported_to: 'Мастеру участка',
        eliminated: false,
        latitude: 47.1,
        longitude: 51.9,
        anonymous: false,
        author_name: '',
        author_phone: '',
      },
    });
    const remark = `Огородили лентой ${unique()}`;

    // An employee of the card's organization writes in its discussion.
    const insider = await browser.newPage();
    await signInByApi(insider, 'employee');
    await insider.goto(`/qorgau-view/${card.id}`);
    await expect(heading(insider)).toContainText(card.number, { timeout: 20_000 });
    const ownPanel = insider.getByTestId('comments-panel');
    await ownPanel.getByRole('textbox', { name: 'Новый комментарий' }).fill(remark);
    await ownPanel.getByRole('button', { name: 'Отправить' }).click();
    await expect(ownPanel.getByText(remark)).toBeVisible();
    await expect(ownPanel.getByTestId('comments-not-allowed')).toHaveCount(0);
    await insider.close();

    // An employee of another subsidiary reads the card and its discussion, and is told why there is no form.
    const outsider = await browser.newPage();
    await signInByApi(outsider, 'employee2');
    await outsider.goto(`/qorgau-view/${card.id}`);
    await expect(heading(outsider)).toContainText(card.number, { timeout: 20_000 });
    const panel = outsider.getByTestId('comments-panel');
    await expect(panel.getByText(remark)).toBeVisible();
    await expect(panel.getByTestId('comments-not-allowed')).toHaveText(
      'Комментировать запись могут только сотрудники её организации',
    );
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
    await outsider.close();
  });

  test('the Qorgau pages work on a phone: filters fold, the map and the form fit', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto('/qorgau');
    await expect(heading(phone)).toHaveText('Коргау: карта наблюдений', { timeout: 20_000 });
    await expect(phone.getByTestId('qorgau-map')).toBeVisible();
    await expect(phone.getByTestId('filter-dateFrom')).toBeHidden();
    const widths = await phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
    await phone.getByTestId('qorgau-create').click();
    await expect(heading(phone)).toHaveText('Новая карточка Коргау');
    await expect(phone.getByTestId('place-picker')).toBeVisible();
    const formWidths = await phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(formWidths[0]).toBeLessThanOrEqual(formWidths[1] as number);
    await phone.close();
  });
});
