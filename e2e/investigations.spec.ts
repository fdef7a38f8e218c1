import type { Browser, Page } from '@playwright/test';
import { DEMO_ORGS, expect, field, signInByApi, switchLanguage, test, unique } from './fixtures';

type TRecord = { id: string; number: string; version: number };

async function pageOf(browser: Browser, baseURL: string | undefined, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInByApi(page, login);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const status = (page: Page) => heading(page).locator('..').getByTestId('status-chip');
const textarea = (page: Page, name: string) => page.getByTestId(`field-${name}`).locator('textarea').first();

/** The number a document's heading shows ("Акт ACT-…"). */
async function numberOf(page: Page): Promise<string> {
  const text = (await heading(page).textContent()) ?? '';
  return text.split(' ').at(-1) ?? '';
}

/** The head of HSE approves what is on the screen, confirming in the dialog. */
async function approve(page: Page) {
  await page.getByTestId('workflow-action-approve').click();
  const dialog = page.getByRole('dialog', { name: 'Утвердить' });
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Утверждён');
}

/** Opens the notification about `text` from the bell's popover. */
async function openNotice(page: Page, text: string) {
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const notice = page.getByRole('dialog', { name: 'Уведомления' }).getByRole('link', { name: text });
  await expect(notice).toBeVisible();
  await notice.click();
}

test.describe('investigation documents', () => {
  // A journey through four sessions; the editor and the data grid download on first visits.
  test.describe.configure({ timeout: 180_000 });

  test('an act is written, returned, corrected and approved; a bulletin reaches another subsidiary', async ({
    page,
    browser,
    baseURL,
    api,
  }) => {
    // The employee's accident message, filed and sent through the API to save time.
    const employee = await api.signIn('employee');
    const location = `Куст ${unique()}, скважина 7`;
    const draft = await api.call<TRecord>('POST', '/api/incidents/', {
      token: employee.token,
      data: {
        kind: 'accident',
        organization_id: employee.organization_id,
        occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
        location,
        description: 'Падение с лестницы при осмотре резервуара',
        victims: [
          { full_name: 'Сейтқали Нұрлан', birth_year: 1985, injury_severity: 'severe', outcome: 'lwdc' },
        ],
      },
    });
    const message = await api.call<TRecord>('POST', `/api/incidents/${draft.id}/actions/save_and_send/`, {
      token: employee.token,
      data: { version: draft.version },
    });

    // The HSE specialist writes the special investigation act from the message's Documents section.
    await signInByApi(page, 'dotos');
    await page.goto(`/incident-view/${message.id}`);
    await page.getByTestId('create-document-act').click({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/investigation-create/${message.id}$`));
    await expect(page).toHaveTitle('Новый акт специального расследования');
    await expect(page.getByTestId('document-incident')).toContainText(message.number);
    await expect(textarea(page, 'victims')).toHaveValue('Сейтқали Нұрлан');
    const title = `Падение с высоты ${unique()}`;
    await field(page, 'title').fill(title);
    await textarea(page, 'direct_cause').fill('Неисправная лестница');
    await page.getByTestId('add-guilt').click();
    await field(page, 'guilt.0.full_name').fill('Сейтқали Нұрлан');
    await field(page, 'guilt.0.percent').fill('60');
    await page.getByTestId('add-guilt').click();
    await field(page, 'guilt.1.full_name').fill('Мастер участка Ким В.');
    await field(page, 'guilt.1.percent').fill('40');
    await expect(page.getByTestId('guilt-total')).toHaveText('Итого: 100 %');
    await field(page, 'chairman.full_name').fill('Ахметов Арман');
    await field(page, 'chairman.position').fill('Главный инженер');
    await page.getByTestId('record-save-and-send').click();
    await expect(page).toHaveURL(new RegExp(`/investigation-view/${message.id}/[\\w-]+$`));
    await expect(status(page)).toHaveText('На утверждении');
    const actUrl = new URL(page.url()).pathname;
    const act = await numberOf(page);
    expect(act).toMatch(/^ACT-/);
    await expect(page.getByTestId('detail-guilt-1-percent')).toHaveText('40 %');

    // The head of HSE returns it: an empty comment is refused, then one is given.
    const head = await pageOf(browser, baseURL, 'headdotos');
    await head.goto(actUrl);
    await head.getByTestId('workflow-action-for_revision').click();
    const dialog = head.getByRole('dialog', { name: 'На доработку' });
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect(dialog).toContainText('Для этого действия нужен комментарий');
    const comment = `Укажите состав комиссии ${unique()}`;
    await dialog.getByTestId('workflow-comment').fill(comment);
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect(dialog).toBeHidden();
    await expect(status(head)).toHaveText('На доработке');

    // The author hears of it under the bell, adds a member and sends it again.
    await openNotice(page, `Документ ${act} возвращён на доработку: ${comment}`);
    await expect(page).toHaveURL(new RegExp(`${actUrl}$`));
    await page.getByRole('link', { name: 'Изменить' }).click();
    await expect(page).toHaveURL(/\/investigation-edit\//);
    await page.getByTestId('add-members').click();
    await field(page, 'members.0.full_name').fill('Серикова Айгерим');
    await field(page, 'members.0.position').fill('Инженер по охране труда');
    await page.getByTestId('record-save-and-send').click();
    await expect(page).toHaveURL(new RegExp(`${actUrl}$`));
    await expect(status(page)).toHaveText('На утверждении');
    await expect(page.getByTestId('detail-members')).toHaveText('Серикова Айгерим, Инженер по охране труда');

    await head.reload();
    await approve(head);

    // A bulletin of the same message, addressed to the refining subsidiary.
    await page.goto(`/incident-view/${message.id}`);
    await expect(page.getByTestId('incident-document-act').getByTestId('status-chip')).toHaveText(
      'Утверждён',
    );
    await page.getByTestId('create-document-bulletin').click();
    await expect(page).toHaveURL(new RegExp(`/bulletin-create/${message.id}$`));
    const lesson = `Проверяйте лестницы перед подъёмом ${unique()}`;
    await field(page, 'title').fill(`Урок: ${title}`);
    await textarea(page, 'what_happened').fill('Работник упал с неисправной лестницы');
    await textarea(page, 'lessons').fill(lesson);
    await page.getByTestId('field-target_organization_ids').getByRole('combobox').click();
    await page.getByRole('option', { name: DEMO_ORGS.refining.ru, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('field-target_organization_ids')).toContainText(DEMO_ORGS.refining.ru);
    await page.getByTestId('record-save-and-send').click();
    await expect(page).toHaveURL(/\/bulletin-view\/[\w-]+$/);
    await expect(status(page)).toHaveText('На утверждении');
    const bulletinUrl = new URL(page.url()).pathname;
    const bulletin = await numberOf(page);

    await head.goto(bulletinUrl);
    await approve(head);
    await head.context().close();

    // Someone of the refining subsidiary is told, opens it from the bell and reads the lesson.
    const reader = await pageOf(browser, baseURL, 'employee2');
    await openNotice(reader, `Новый информационный бюллетень ${bulletin}: извлеките уроки`);
    await expect(reader).toHaveURL(new RegExp(`${bulletinUrl}$`));
    await expect(heading(reader)).toHaveText(`Бюллетень ${bulletin}`);
    await expect(reader.getByTestId('detail-lessons')).toHaveText(lesson);
    await expect(reader.getByTestId('workflow-action-approve')).toBeHidden();
    await reader.context().close();
  });

  test('a bulletin is not sent addressed to nobody; "my organization only" sends it', async ({
    page,
    api,
  }) => {
    const employee = await api.signIn('employee');
    const draft = await api.call<TRecord>('POST', '/api/incidents/', {
      token: employee.token,
      data: {
        kind: 'fire',
        organization_id: employee.organization_id,
        occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
        location: `Резервуар ${unique()}`,
        description: 'Возгорание ветоши',
      },
    });
    const message = await api.call<TRecord>('POST', `/api/incidents/${draft.id}/actions/save_and_send/`, {
      token: employee.token,
      data: { version: draft.version },
    });
    await signInByApi(page, 'dotos');
    await page.goto(`/bulletin-create/${message.id}`);
    await field(page, 'title').fill(`Урок: ветошь ${unique()}`);
    await textarea(page, 'lessons').fill('Убирайте ветошь из зоны огневых работ');
    await page.getByTestId('record-save-and-send').click();
    await expect(
      page
        .getByText('Выберите организации-получатели бюллетеня или отметьте «Только моя организация»')
        .first(),
    ).toBeVisible();
    // Saved, not sent: the draft waits for its addressees.
    await expect(page).toHaveURL(/\/bulletin-view\/[\w-]+$/);
    await expect(status(page)).toHaveText('Черновик');

    await page.getByRole('link', { name: 'Изменить' }).click();
    await page.getByTestId('field-own_organization_only').click();
    await expect(page.getByTestId('field-target_organization_ids').getByRole('combobox')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByTestId('record-save-and-send').click();
    await expect(page).toHaveURL(/\/bulletin-view\/[\w-]+$/);
    await expect(status(page)).toHaveText('На утверждении');
    await expect(page.getByTestId('detail-target_organization_ids')).toHaveText('Только моя организация');
  });

  test('the list of acts speaks Kazakh and English', async ({ page }) => {
    await signInByApi(page, 'dotos');
    await page.goto('/investigation');
    await expect(heading(page)).toHaveText('Акты специального расследования', { timeout: 20_000 });
    await expect(page).toHaveTitle('Акт специального расследования');

    await switchLanguage(page, 'kk');
    await expect(heading(page)).toHaveText('Арнайы тергеу актілері');
    await expect(page.getByRole('columnheader', { name: 'Тақырыбы' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excel-ге экспорттау' })).toBeVisible();
    await expect(page).toHaveTitle('Арнайы тергеу актісі');

    await switchLanguage(page, 'en');
    await expect(heading(page)).toHaveText('Special investigation acts');
    await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(page.getByText(/^Found: \d+$/)).toBeVisible();
    await expect(page).toHaveTitle('Special investigation act');
  });
});
