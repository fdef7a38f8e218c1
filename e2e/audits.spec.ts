import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  DEMO_ORGS,
  expect,
  expectNoSeriousA11yIssues,
  field,
  selectOption,
  signInByApi,
  switchLanguage,
  test,
  unique,
} from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Types a day into a date picker key by key, as a person does: DD.MM.YYYY in Russian. */
async function typeDay(page: Page, name: string, ddmmyyyy: string) {
  await page.getByTestId(`field-${name}`).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replaceAll('.', ''));
}

const localized = (text: string) => ({ ru: text, kk: `${text} (kk)`, en: `${text} (en)` });

/** A checklist template, made by the auditor through the API: what the audit is chosen with. */
async function makeTemplate(page: Page, token: string, title: string): Promise<string> {
  await callApi(page.request, 'POST', '/api/audit-templates/', {
    token,
    expectStatus: 201,
    data: {
      title: localized(title),
      sections: [
        {
          title: localized('Документация'),
          questions: [{ id: 'q1', requirement: localized('Есть план работ'), reference: '', weight: 1 }],
        },
      ],
    },
  });
  const choices = await callApi<{ id: string; name: string }[]>(
    page.request,
    'GET',
    '/api/audit-templates/choices/',
    {
      token,
    },
  );
  const chosen = choices.find((choice) => choice.name === title);
  if (!chosen) throw new Error(`template ${title} is not among the choices`);
  return chosen.id;
}

/** A record's row: the grid's, or below 600 px the phone list's (decision 103). */
const rowOf = (page: Page, number: string): Locator =>
  page
    .getByRole('row', { name: new RegExp(number) })
    .or(page.getByTestId('record-row').filter({ hasText: number }));

test.describe('audits', () => {
  // The editor, the date pickers and the data grid download on first visits.
  test.describe.configure({ timeout: 180_000 });

  test('the auditor plans an audit, finds it in the list, exports it; another organization cannot see it', async ({
    page,
    api,
  }) => {
    const session = await signInByApi(page, 'auditor');
    const template = `Чек-лист ${unique()}`;
    await makeTemplate(page, session.token, template);
    const scope = `Склад ГСМ ${unique()}`;

    await page.goto('/');
    await page.getByTestId('menu-group-audit').click();
    await page.getByRole('link', { name: 'Аудит', exact: true }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page).toHaveTitle('Аудит');
    await expect(heading(page)).toHaveText('Аудит', { timeout: 20_000 });

    await page.getByTestId('record-create').click();
    await expect(page).toHaveURL(/\/audit-create$/);
    await expect(page).toHaveTitle('Новый аудит');
    await selectOption(page, 'kind', 'Внутренний');
    await selectOption(page, 'organization_id', DEMO_ORGS.production.ru);
    await selectOption(page, 'template_id', template);
    await typeDay(page, 'starts_on', '10.12.2026');
    await typeDay(page, 'ends_on', '08.12.2026');
    await expect(page.getByTestId('field-ends_on')).toContainText('Окончание не может быть раньше начала');
    await typeDay(page, 'ends_on', '12.12.2026');
    await expect(page.getByTestId('field-ends_on')).not.toContainText(
      'Окончание не может быть раньше начала',
    );
    const lastName = session.fio.split(' ')[0] ?? '';
    await field(page, 'lead_auditor_id').fill(lastName);
    await page.getByRole('option').filter({ hasText: lastName }).first().click();
    await page.getByTestId('field-scope').locator('textarea').first().fill(scope);
    await page.getByTestId('record-save').click();

    await expect(page).toHaveURL(/\/audit-edit\/[\w-]+$/);
    const id = page.url().split('/').at(-1) ?? '';
    await expect(heading(page)).toHaveText(/^Аудит AUD-[\w-]+$/);
    const number = ((await heading(page).textContent()) ?? '').split(' ').at(-1) ?? '';
    await expect(page.getByTestId('status-chip')).toHaveText('Черновик');
    await expect(page).toHaveTitle('Аудит');

    // The list shows it; the address keeps the filters, and another kind leaves it out.
    await page.getByRole('link', { name: 'К списку' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    // The demo audits fill the first pages: the search finds this one by its scope.
    await page.getByLabel('Поиск по номеру и тексту').fill(scope);
    await expect(page).toHaveURL(/search=/);
    await expect(rowOf(page, number)).toBeVisible({ timeout: 20_000 });
    await expect(rowOf(page, number)).toContainText('Внутренний');
    await expect(rowOf(page, number)).toContainText('10.12.2026');
    await page.getByTestId('filter-kind').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Внешний', exact: true }).click();
    await expect(page).toHaveURL(/kind=external/);
    // The rows on screen stay while the next ones load; a busy machine takes its time.
    await expect(rowOf(page, number)).toBeHidden({ timeout: 20_000 });
    await page.getByTestId('filter-kind').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Внутренний', exact: true }).click();
    await expect(page).toHaveURL(/kind=internal/);
    await page.getByTestId('filter-starts_on_from').getByRole('spinbutton').first().click();
    await page.keyboard.type('01122026');
    await expect(page).toHaveURL(/starts_on_from=2026-12-01/);
    await expect(rowOf(page, number)).toBeVisible({ timeout: 20_000 });

    const download = page.waitForEvent('download');
    await page.getByTestId('record-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    await rowOf(page, number).click();
    await expect(page).toHaveURL(new RegExp(`/audit-edit/${id}$`));
    await expect(page.getByTestId('field-scope').locator('textarea').first()).toHaveValue(scope);

    // A user of another organization neither reaches the list nor reads the audit.
    const other = await api.signIn('employee2');
    await api.call('GET', `/api/audits/${id}/`, { token: other.token, expectStatus: 404 });
    const list = await api.call<{ results: { id: string }[] }>(
      'GET',
      `/api/audits/?search=${encodeURIComponent(scope)}`,
      {
        token: other.token,
      },
    );
    expect(list.results.map((audit) => audit.id)).not.toContain(id);
  });

  test('the list and the record page pass axe in ru and at 320 px, and Kazakh names the pages', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'auditor');
    const template = `Чек-лист ${unique()}`;
    const templateId = await makeTemplate(page, session.token, template);
    const scope = `Котельная ${unique()}`;
    const audit = await callApi<{ id: string; number: string }>(page.request, 'POST', '/api/audits/', {
      token: session.token,
      expectStatus: 201,
      data: {
        kind: 'external',
        organization_id: session.organization_id,
        template_id: templateId,
        starts_on: '2026-12-01',
        ends_on: '2026-12-02',
        lead_auditor_id: session.user_id,
        scope,
      },
    });

    for (const width of [1440, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/audit?search=${encodeURIComponent(scope)}`);
      // The first visit downloads the grid and the pickers (a phone's list neither).
      await expect(rowOf(page, audit.number)).toBeVisible({ timeout: 60_000 });
      await expectNoSeriousA11yIssues(page);
      await page.goto(`/audit-edit/${audit.id}`);
      await expect(heading(page)).toHaveText(`Аудит ${audit.number}`, { timeout: 20_000 });
      await expect(page.getByTestId('field-scope')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/audit-create');
    await expect(heading(page)).toHaveText('Новый аудит', { timeout: 60_000 });
    await switchLanguage(page, 'kk');
    await expect(heading(page)).toHaveText('Жаңа аудит');
    await expect(page).toHaveTitle('Жаңа аудит');
    await expect(page.getByTestId('field-kind')).toContainText('Аудит түрі');
    await expect(page.getByTestId('field-starts_on').getByRole('spinbutton').first()).toHaveAttribute(
      'aria-label',
      'Күн',
    );
    await page.goto('/audit');
    await expect(heading(page)).toHaveText('Аудит', { timeout: 20_000 });
    await expect(page.getByRole('columnheader', { name: 'Басталу күні' })).toBeVisible();
  });
});
