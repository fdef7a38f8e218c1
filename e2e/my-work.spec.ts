import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInByApi, switchLanguage, test, unique } from './fixtures';

type TRecord = { id: string; number: string; version: number; status: string };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('my work', () => {
  // The home page, the list and the message's page download on first visits.
  test.describe.configure({ timeout: 180_000 });

  test('a sent message waits for the HSE staff on their home page and list; returned, it waits for its author', async ({
    page,
    browser,
    baseURL,
    api,
  }) => {
    // The employee's message, filed and sent through the API to save time.
    const employee = await api.signIn('employee');
    const description = `Разлив масла у задвижки ${unique()}`;
    const draft = await api.call<TRecord>('POST', '/api/incidents/', {
      token: employee.token,
      data: {
        kind: 'accident',
        organization_id: employee.organization_id,
        occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
        location: 'Куст 12',
        description,
        victims: [
          { full_name: 'Сейтқали Нұрлан', birth_year: 1985, injury_severity: 'light', outcome: 'mtc' },
        ],
      },
    });
    const sent = await api.call<TRecord>('POST', `/api/incidents/${draft.id}/actions/save_and_send/`, {
      token: employee.token,
      data: { version: draft.version },
    });

    // An HSE specialist of that subsidiary sees it counted on the home page.
    const specialist = await api.createUser({ roles: ['dotos'], org: 'production' });
    const session = await signInByApi(page, specialist.login, specialist.password);
    await page.goto('/');
    const card = page.getByTestId('my-work-card');
    await expect(card.getByTestId('my-work-count-incidents')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('my-work-total')).toContainText('Ждут вашего действия');
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: 'test-results/my-work-home.png' });

    // Its count leads to the list filtered to messages, the filter kept in the address.
    await card.getByTestId('my-work-count-incidents').click();
    await expect(page).toHaveURL(/\/my-work\?module=incidents$/);
    await expect(page).toHaveTitle('Моя работа');
    await expect(heading(page)).toHaveText('Моя работа');
    const item = page.getByTestId(`my-work-item-${sent.id}`);
    await expect(item).toContainText(sent.number);
    await expect(item).toContainText(description);
    await expect(item).toContainText('Отправлено');
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: 'test-results/my-work-list.png' });

    // The order is kept in the address too; the item opens the message.
    await page.getByTestId('my-work-ordering').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Сначала новые' }).click();
    await expect(page).toHaveURL(/\/my-work\?module=incidents&ordering=-since$/);
    await page.getByTestId(`my-work-item-${sent.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/incident-view/${sent.id}$`));

    // Returned for revision, it leaves the specialist's work and comes to its author's.
    await api.call('POST', `/api/incidents/${sent.id}/actions/for_revision/`, {
      token: session.token,
      data: { version: sent.version, comment: 'Уточните место' },
    });
    await page.goto('/my-work?module=incidents');
    await expect(page.getByTestId('my-work-list').or(page.getByTestId('my-work-empty'))).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId(`my-work-item-${sent.id}`)).toHaveCount(0);

    // The author, in a browser of their own, finds it waiting for them.
    const context = await browser.newContext({ baseURL });
    const author = await context.newPage();
    await signInByApi(author, 'employee');
    await author.goto('/my-work?module=incidents&ordering=-since');
    await expect(author.getByTestId(`my-work-item-${sent.id}`)).toContainText('На доработке', {
      timeout: 20_000,
    });

    // In the other languages the page and its states read in them, without a serious finding.
    for (const [lang, state] of [
      ['kk', 'Пысықтауда'],
      ['en', 'For revision'],
    ] as const) {
      await switchLanguage(author, lang);
      await expect(heading(author)).toHaveText(lang === 'kk' ? 'Менің жұмысым' : 'My work');
      await expect(author.getByTestId(`my-work-item-${sent.id}`)).toContainText(state);
      await expectNoSeriousA11yIssues(author);
    }
    await context.close();
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the home card and the list reflow without scrolling sideways', async ({ page }) => {
      await signInByApi(page, 'headdotos');
      await page.goto('/');
      await expect(page.getByTestId('my-work-open')).toBeVisible({ timeout: 20_000 });
      expect(await sideways(page)).toBeLessThanOrEqual(320);
      await page.getByTestId('my-work-open').click();
      await expect(heading(page)).toHaveText('Моя работа');
      await expect(page.getByTestId('my-work-list').or(page.getByTestId('my-work-empty'))).toBeVisible({
        timeout: 20_000,
      });
      expect(await sideways(page)).toBeLessThanOrEqual(320);
      await expectNoSeriousA11yIssues(page);
      await page.screenshot({ path: 'test-results/my-work-320.png', fullPage: true });
    });
  });
});
