import type { Browser, Page } from '@playwright/test';
import {
  callApi,
  DEMO_ORGS,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  field,
  JPEG_1X1,
  selectOption,
  signInByApi,
  test,
  unique,
} from './fixtures';

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

async function typeDay(page: Page, name: string, ddmmyyyy: string) {
  await page.getByTestId(`field-${name}`).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replaceAll('.', ''));
}

async function pickPerson(page: Page, name: string, surname: string) {
  await field(page, name).fill(surname);
  await page.getByRole('option').filter({ hasText: surname }).first().click();
}

/** A workflow action; approving asks first. */
async function act(page: Page, action: string) {
  await page.getByTestId(`workflow-action-${action}`).click();
  if (action !== 'approve') return;
  await page.getByRole('dialog').getByTestId('confirm-dialog-ok').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.describe('events', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an event raised from an incident is reported done with a photo and approved; the source shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The employee's message, sent on, is the source.
    const employee = await signInByApi(page, 'employee');
    const draft = await callApi<TRecord>(page.request, 'POST', '/api/incidents/', {
      token: employee.token,
      data: {
        kind: 'near_miss',
        organization_id: (
          await callApi<{ id: string; short_name: string }[]>(page.request, 'GET', '/api/organizations/')
        ).find((o) => o.short_name === 'DOG-P')?.id,
        occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
        location: 'Куст 12',
        description: `Незакреплённая лестница ${unique()}`,
        measures: 'Лестница снята',
        victims: [],
      },
      expectStatus: 201,
    });
    const incident = await callApi<TRecord>(
      page.request,
      'POST',
      `/api/incidents/${draft.id}/actions/save_and_send/`,
      {
        token: employee.token,
        data: { version: draft.version },
      },
    );

    // The HSE specialist raises an event from the message in one click: title, organization, source filled.
    const hse = await pageOf(browser, baseURL, 'dotos');
    await hse.goto(`/incident-view/${incident.id}`);
    await hse.getByTestId('raise-event').click({ timeout: 30_000 });
    await expect(hse).toHaveURL(/\/event-create\?source_type=incident/);
    await expect(hse.getByTestId('event-source')).toContainText(incident.number, { timeout: 20_000 });
    await expect(field(hse, 'title')).toHaveValue(new RegExp(incident.number));
    await expect(hse.getByTestId('field-organization_id')).toContainText(DEMO_ORGS.production.ru);
    await pickPerson(hse, 'responsible_id', 'Работников');
    await pickPerson(hse, 'approver_id', 'Главнов');
    await typeDay(hse, 'due_on', '31.12.2027');
    await selectOption(hse, 'execution_status', 'В работе');
    await expectNoSeriousA11yIssues(hse);
    await hse.getByTestId('record-save').click();
    await expect(hse).toHaveURL(/\/events-view\/[\w-]+$/, { timeout: 20_000 });
    const id = hse.url().split('/').at(-1) ?? '';
    await expect(status(hse)).toHaveText('В работе');

    // The responsible person reports: what was done, when, a photo; then sends it for approval.
    await page.goto(`/event-approval/${id}`);
    await expect(heading(page)).toContainText('Мероприятие', { timeout: 20_000 });
    await textarea(page, 'report').fill('Лестница закреплена, персонал проинструктирован');
    await typeDay(page, 'done_on', '20.11.2026');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('notification-success').first()).toBeVisible();
    await page.getByTestId('attachments-input').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: JPEG_1X1,
    });
    await expect(page.getByTestId('attachment-item').filter({ hasText: 'photo.jpg' })).toBeVisible();
    await act(page, 'send_for_approval');
    await expect(status(page)).toHaveText('На утверждении');

    // The approver accepts it.
    const head = await pageOf(browser, baseURL, 'headdotos');
    await head.goto(`/event-for-approve/${id}`);
    await expect(status(head)).toHaveText('На утверждении', { timeout: 20_000 });
    await expectNoSeriousA11yIssues(head);
    await act(head, 'approve');
    await expect(status(head)).toHaveText('Утверждено');
    await head.screenshot({ path: 'test-results/events-approved.png', fullPage: true });

    // The message shows its event and its state.
    await hse.goto(`/incident-view/${incident.id}`);
    const line = hse.getByTestId('record-event');
    await expect(line).toHaveCount(1, { timeout: 20_000 });
    await expect(line.getByTestId('status-chip')).toHaveText('Утверждено');
    await expectNoSeriousA11yIssues(hse);
    await hse.setViewportSize({ width: 320, height: 800 });
    await hse.screenshot({ path: 'test-results/events-source-320.png', fullPage: true });
  });

  test('an event raised from a measure of an act is reported done with a photo and approved; the act shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const employee = await signInByApi(page, 'employee');
    const organizations = await callApi<{ id: string; short_name: string }[]>(
      page.request,
      'GET',
      '/api/organizations/',
    );
    const draft = await callApi<TRecord>(page.request, 'POST', '/api/incidents/', {
      token: employee.token,
      data: {
        kind: 'near_miss',
        organization_id: organizations.find((o) => o.short_name === 'DOG-P')?.id,
        occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
        location: 'Куст 7',
        description: `Падение инструмента с высоты ${unique()}`,
        measures: 'Зона огорожена',
        victims: [],
      },
      expectStatus: 201,
    });
    const incident = await callApi<TRecord>(
      page.request,
      'POST',
      `/api/incidents/${draft.id}/actions/save_and_send/`,
      { token: employee.token, data: { version: draft.version } },
    );
    // The commission's act names its corrective measures, each with a deadline.
    const hse = await pageOf(browser, baseURL, 'dotos');
    const hseToken = (
      await callApi<{ token: string }>(hse.request, 'POST', '/api/api-token-auth/', {
        data: { login: 'dotos', password: DEMO_PASSWORD },
      })
    ).token;
    const measure = `Оборудовать страховочные сетки ${unique()}`;
    const actRecord = await callApi<TRecord>(hse.request, 'POST', '/api/investigation-acts/', {
      token: hseToken,
      data: {
        incident_id: incident.id,
        title: 'Акт расследования падения инструмента',
        measures: [
          {
            description: 'Провести внеплановый инструктаж',
            responsible: 'Мастер участка',
            deadline: '2027-02-01',
          },
          { description: measure, responsible: 'Главный механик', deadline: '2027-03-01' },
        ],
      },
      expectStatus: 201,
    });

    // One click on the second measure: its description is the title, its deadline the due date.
    await hse.goto(`/investigation-view/${incident.id}/${actRecord.id}`);
    const row = hse.getByTestId('measures-1');
    await row.getByTestId('raise-item-event').click({ timeout: 30_000 });
    await expect(hse).toHaveURL(
      /\/event-create\?source_type=investigation_act&source_id=[\w-]+&source_row=measures\.1/,
    );
    await expect(hse.getByTestId('event-source')).toContainText(actRecord.number, { timeout: 20_000 });
    await expect(field(hse, 'title')).toHaveValue(measure);
    await pickPerson(hse, 'responsible_id', 'Работников');
    await pickPerson(hse, 'approver_id', 'Главнов');
    await selectOption(hse, 'execution_status', 'В работе');
    await hse.screenshot({ path: 'test-results/events-from-measure.png', fullPage: true });
    await hse.getByTestId('record-save').click();
    await expect(hse).toHaveURL(/\/events-view\/[\w-]+$/, { timeout: 20_000 });
    const id = hse.url().split('/').at(-1) ?? '';
    const saved = await callApi<{ due_on: string; source_row: string }>(
      hse.request,
      'GET',
      `/api/events/${id}/`,
      {
        token: hseToken,
      },
    );
    expect(saved).toMatchObject({ due_on: '2027-03-01', source_row: 'measures.1' });

    // The responsible person reports it done with a photo.
    await page.goto(`/event-approval/${id}`);
    await expect(heading(page)).toContainText('Мероприятие', { timeout: 20_000 });
    await textarea(page, 'report').fill('Сетки установлены на отметке +12');
    await typeDay(page, 'done_on', '20.11.2026');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('notification-success').first()).toBeVisible();
    await page.getByTestId('attachments-input').setInputFiles({
      name: 'nets.jpg',
      mimeType: 'image/jpeg',
      buffer: JPEG_1X1,
    });
    await expect(page.getByTestId('attachment-item').filter({ hasText: 'nets.jpg' })).toBeVisible();
    await act(page, 'send_for_approval');
    await expect(status(page)).toHaveText('На утверждении');

    // The approver approves it.
    const head = await pageOf(browser, baseURL, 'headdotos');
    await head.goto(`/event-for-approve/${id}`);
    await expect(status(head)).toHaveText('На утверждении', { timeout: 20_000 });
    await act(head, 'approve');
    await expect(status(head)).toHaveText('Утверждено');

    // The act's events panel shows it approved, and so does its measure's row; the other row has none.
    await hse.goto(`/investigation-view/${incident.id}/${actRecord.id}`);
    const line = hse.getByTestId('record-event');
    await expect(line).toHaveCount(1, { timeout: 20_000 });
    await expect(line.getByTestId('status-chip')).toHaveText('Утверждено');
    await expect(row.getByTestId('item-event').getByTestId('status-chip')).toHaveText('Утверждено');
    await expect(hse.getByTestId('measures-0').getByTestId('item-event')).toHaveCount(0);
    await expectNoSeriousA11yIssues(hse);
    await hse.screenshot({ path: 'test-results/events-act-measures.png', fullPage: true });
    await hse.setViewportSize({ width: 320, height: 800 });
    await hse.screenshot({ path: 'test-results/events-act-measures-320.png', fullPage: true });
  });
});
