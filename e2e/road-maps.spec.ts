import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  expect,
  expectNoSeriousA11yIssues,
  field,
  selectOption,
  signInByApi,
  test,
  unique,
} from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A year no other map of the production subsidiary holds (a map per organization and year). */
const freeYear = () => 2030 + Math.floor(Math.random() * 70);

/** Types a day into a date picker key by key, as a person does: DD.MM.YYYY in Russian. */
async function typeDay(scope: Locator, name: string, ddmmyyyy: string) {
  await scope.getByTestId(`field-${name}`).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(ddmmyyyy.replaceAll('.', ''));
}

const fill = (scope: Page | Locator, name: string, value: string) => field(scope, name).first().fill(value);
const fillText = (scope: Locator, name: string, value: string) =>
  scope.getByTestId(`field-${name}`).locator('textarea').first().fill(value);

test.describe('road maps', () => {
  // The editor, the pickers and the grid download on first visits.
  test.describe.configure({ timeout: 240_000 });

  test('a subsidiary fills a road map and sends it, a missing field is refused beside its item, the holding approves it', async ({
    page,
    browser,
  }) => {
    const year = freeYear();
    const title = `Дорожная карта ${unique()}`;
    await signInByApi(page, 'employee');
    await page.goto('/road-map');
    await expect(heading(page)).toHaveText('Дорожная карта', { timeout: 60_000 });
    await expectNoSeriousA11yIssues(page);

    await page.getByTestId('record-create').click();
    await expect(page).toHaveURL(/\/road-map-create$/);
    await expect(heading(page)).toHaveText('Новая дорожная карта', { timeout: 20_000 });
    await fill(page, 'year', String(year));
    await fill(page, 'title', title);
    await page.getByTestId('record-save').click();
    await expect(page).toHaveURL(/\/road-map\/[\w-]+$/, { timeout: 20_000 });
    const id = page.url().split('/').at(-1) ?? '';
    await expect(page.getByTestId('status-chip')).toHaveText('Черновик');

    // An item of the plan; its money is labelled with the map's year.
    await page.getByTestId('item-add').click();
    const dialog = page.getByTestId('item-form');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText(`Бюджет ${year}, тыс. тенге`);
    await selectOption(page, 'category', 'Пожарная безопасность');
    await fill(dialog, 'event_number', '3.1');
    await selectOption(page, 'work_type', 'Техническое');
    await fillText(dialog, 'name', 'Перезарядка и освидетельствование огнетушителей');
    await fill(dialog, 'responsible', 'Инженер по пожарной безопасности');
    await fill(dialog, 'finish_form', 'Акт выполненных работ');
    await fill(dialog, 'count', '120');
    await fill(dialog, 'unit', 'шт.');
    await fill(dialog, 'budget', '720.5');
    await fill(dialog, 'needed_funding', '800');
    await selectOption(page, 'risk', 'Средний');
    await typeDay(dialog, 'due_on', `30.04.${year}`);
    await page.getByTestId('item-save').click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('item-item')).toHaveCount(1);

    // Its progress is still empty: the map is refused, the empty fields named beside the item.
    await page.getByTestId('workflow-action-send_to_agreement').click();
    const missing = page.getByTestId('road-map-item-missing');
    await expect(missing).toHaveText('Не заполнено: Факт, Выполнение, %, Комментарий', { timeout: 20_000 });
    await expect(missing).toBeFocused();
    await expect(page.getByTestId('workflow-error')).toContainText('Заполните все поля всех мероприятий');
    await expect(page.getByTestId('status-chip')).toHaveText('Черновик');
    await expectNoSeriousA11yIssues(page);

    await page.getByTestId('item-edit').click();
    await expect(dialog).toBeVisible();
    await fill(dialog, 'fact', '0');
    await fill(dialog, 'percent', '0');
    await fillText(dialog, 'comment', 'Планируется во II квартале');
    await page.getByTestId('item-save').click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(missing).toBeHidden();

    await page.getByTestId('workflow-action-send_to_agreement').click();
    await expect(page.getByTestId('status-chip')).toHaveText('На согласовании', { timeout: 20_000 });
    const summary = page.getByTestId('road-map-summary');
    await expect(summary).toContainText('Итого по дорожной карте');
    await expect(summary).toContainText('720,5');

    // The holding's HSE staff approve it; the agreed figures stand beside the actual ones.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const holding = await context.newPage();
    await signInByApi(holding, 'headdotos');
    await holding.goto(`/road-map/${id}`);
    await expect(holding.getByTestId('status-chip')).toHaveText('На согласовании', { timeout: 60_000 });
    await holding.getByTestId('workflow-action-approve').click();
    await holding.getByTestId('confirm-dialog-ok').click();
    await expect(holding.getByTestId('status-chip')).toHaveText('Утверждена', { timeout: 20_000 });
    await expect(holding.getByTestId('road-map-summary')).toContainText('Согласовано');
    await expectNoSeriousA11yIssues(holding);
    await holding.screenshot({ path: 'test-results/road-map-approved.png', fullPage: true });
    await context.close();
  });

  test('the list and a record pass axe at 320 px without sideways scrolling', async ({ page }) => {
    const session = await signInByApi(page, 'employee');
    const map = await callApi<{ id: string; number: string }>(page.request, 'POST', '/api/road-maps/', {
      token: session.token,
      expectStatus: 201,
      data: { organization_id: session.organization_id, year: freeYear(), title: `Карта ${unique()}` },
    });
    await callApi(page.request, 'POST', `/api/road-maps/${map.id}/items/`, {
      token: session.token,
      expectStatus: 201,
      data: {
        category: 'health',
        name: 'Периодический медицинский осмотр',
        budget: 1200,
        needed_funding: 1300,
      },
    });
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ['/road-map', `/road-map/${map.id}`]) {
      await page.goto(path);
      await expect(heading(page)).toBeVisible({ timeout: 60_000 });
      // The list on a phone: its rows without the grid (decision 103).
      if (path === '/road-map')
        await expect(page.getByTestId('record-row').first()).toBeVisible({ timeout: 60_000 });
      else await expect(page.getByTestId('road-map-summary')).toContainText('Итого', { timeout: 20_000 });
      await expectNoSeriousA11yIssues(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, path).toBe(false);
      await page.screenshot({
        path: `test-results/road-map-320${path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
    }
  });
});
