import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import {
  type Api,
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
const question = (page: Page, id: string) => page.getByTestId(`checklist-question-${id}`);

type TAudit = { id: string; number: string; version: number; score: number | null; findings_count: number };

/**
 * A three-question template (weights 3, 1 and 2) and a draft audit of the demo production company
 * made with it, led by the demo auditor: set up through the API.
 */
async function plannedAudit(api: Api, auditor: { token: string; user_id: string }): Promise<TAudit> {
  const title = `Площадка ${unique()}`;
  const text = (ru: string, kk: string, en: string) => ({ ru, kk, en });
  const template = await api.call<{ id: string }>('POST', '/api/audit-templates/', {
    token: auditor.token,
    data: {
      title: text(title, `${title} (kk)`, `${title} (en)`),
      sections: [
        {
          title: text('Допуск к работам', 'Жұмысқа рұқсат', 'Work permits'),
          questions: [
            {
              id: 'permit',
              requirement: text('Наряд-допуск оформлен', 'Наряд-рұқсат ресімделген', 'The permit is issued'),
              reference: 'ПБ 1.2',
              weight: 3,
            },
            {
              id: 'briefing',
              requirement: text('Инструктаж проведён', 'Нұсқама өткізілген', 'The briefing is held'),
              reference: '',
              weight: 1,
            },
          ],
        },
        {
          title: text('СИЗ', 'ЖҚҚ', 'PPE'),
          questions: [
            {
              id: 'ppe',
              requirement: text('Работники в СИЗ', 'Жұмысшылар ЖҚҚ-да', 'Workers wear PPE'),
              reference: '',
              weight: 2,
            },
          ],
        },
      ],
    },
  });
  return api.call<TAudit>('POST', '/api/audits/', {
    token: auditor.token,
    data: {
      kind: 'internal',
      organization_id: await api.organizationId('production'),
      template_id: template.id,
      starts_on: '2026-12-01',
      ends_on: '2026-12-05',
      lead_auditor_id: auditor.user_id,
      scope: `Промысел ${unique()}`,
    },
  });
}

/** Another person in their own browser context, on the audit's page. */
async function openAs(browser: Browser, login: string, id: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInByApi(page, login);
  await page.goto(`/audit-edit/${id}`);
  await expect(heading(page)).toHaveText(/^Аудит /, { timeout: 60_000 });
  return page;
}

/** A workflow action; approving asks first. */
async function act(page: Page, action: string) {
  await page.getByTestId(`workflow-action-${action}`).click();
  if (action !== 'approve') return;
  await page.getByRole('dialog').getByTestId('confirm-dialog-ok').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.describe('an audit’s checklist and discrepancies', () => {
  // The record page, its pickers and the dialogs download on first visits.
  test.describe.configure({ timeout: 300_000 });

  test('the auditor answers and raises a discrepancy, the audited company answers it, the auditor approves', async ({
    page,
    api,
    browser,
  }) => {
    const auditor = await signInByApi(page, 'auditor');
    const audit = await plannedAudit(api, auditor);
    await page.goto(`/audit-edit/${audit.id}`);
    await expect(heading(page)).toHaveText(`Аудит ${audit.number}`, { timeout: 60_000 });
    await expect(page.getByTestId('checklist-answered')).toHaveText('Отвечено 0 из 3', { timeout: 60_000 });

    // Permit (weight 3) complies, the briefing does not apply, PPE (weight 2) does not comply.
    await question(page, 'permit').getByRole('button', { name: 'Соответствует', exact: true }).click();
    await question(page, 'briefing').getByRole('button', { name: 'Не применимо', exact: true }).click();
    await question(page, 'ppe').getByRole('button', { name: 'Не соответствует', exact: true }).click();
    await question(page, 'ppe').getByRole('textbox', { name: 'Свидетельство' }).fill('Двое без касок');
    await expect(page.getByTestId('checklist-score')).toHaveText('Оценка: 60 %');
    await expect(page.getByTestId('checklist-answered')).toHaveText('Отвечено 3 из 3');
    await page.getByTestId('checklist-save').click();
    await expect(page.getByTestId('checklist-unsaved')).toBeHidden();
    await expect(page.getByTestId('checklist-save')).toBeDisabled();
    const scored = await api.call<TAudit>('GET', `/api/audits/${audit.id}/`, { token: auditor.token });
    expect(scored.score).toBe(60);
    await expect(page.getByTestId('checklist-score')).toHaveText(`Оценка: ${scored.score} %`);

    // The discrepancy starts from the non-compliant answer: its requirement and evidence.
    await question(page, 'ppe')
      .getByRole('button', { name: 'Зафиксировать несоответствие: пункт 2.1' })
      .click();
    const dialog = page.getByTestId('finding-form');
    await expect(dialog.getByTestId('field-requirement').locator('textarea').first()).toHaveValue(
      'Работники в СИЗ',
    );
    await expect(dialog.getByTestId('field-evidence').locator('textarea').first()).toHaveValue(
      'Двое без касок',
    );
    await selectOption(page, 'severity', 'Значительное');
    await dialog.getByTestId('field-due_on').getByRole('spinbutton').first().click();
    await page.keyboard.type('15122026');
    await field(dialog, 'responsible_id').fill('Работников');
    await page.getByRole('option').filter({ hasText: 'Работников' }).first().click();
    await dialog.getByTestId('finding-save').click();
    await expect(dialog).toBeHidden();
    const item = page.getByTestId('finding-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('finding-severity')).toHaveText('Значительное');
    await expect(item).toContainText('срок 15.12.2026');

    await act(page, 'send_to_work');
    await expect(page.getByTestId('status-chip')).toHaveText('Заполнение данных');

    // The audited company's employee fills in causes and actions, then sends it for approval.
    const staff = await openAs(browser, 'employee', audit.id);
    await expect(staff.getByTestId('checklist-read-only')).toBeVisible({ timeout: 60_000 });
    await expect(staff.getByTestId('checklist-score')).toHaveText('Оценка: 60 %');
    const answer = staff.getByTestId('finding-item');
    await expect(answer.getByTestId('finding-edit')).toHaveCount(0);
    await answer.getByTestId('finding-respond').click();
    const response = staff.getByTestId('finding-form');
    await expect(response.getByTestId('field-requirement')).toHaveCount(0);
    await response.getByTestId('field-causes').locator('textarea').first().fill('Каски не выданы смене');
    await response
      .getByTestId('field-corrective_actions')
      .locator('textarea')
      .first()
      .fill('Выдать каски, провести внеплановый инструктаж');
    await response.getByTestId('finding-save').click();
    await expect(response).toBeHidden();
    await expect(answer.getByTestId('finding-response')).toContainText('Каски не выданы смене');
    await act(staff, 'send_for_approval');
    await expect(staff.getByTestId('status-chip')).toHaveText('На утверждении');
    await staff.context().close();

    // The auditor reads the answer and approves.
    await page.reload();
    await expect(page.getByTestId('status-chip')).toHaveText('На утверждении', { timeout: 60_000 });
    await expect(page.getByTestId('finding-response')).toContainText('Выдать каски');
    await act(page, 'approve');
    await expect(page.getByTestId('status-chip')).toHaveText('Утверждён');

    // The report in Kazakh.
    await switchLanguage(page, 'kk');
    const pdf = page.waitForEvent('download');
    await page.getByTestId('record-pdf').click();
    const bytes = await readFile((await (await pdf).path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the record page with its checklist and the templates page pass axe, at 320 px too', async ({
    page,
    api,
  }) => {
    const auditor = await signInByApi(page, 'auditor');
    const audit = await plannedAudit(api, auditor);
    for (const width of [1440, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/audit-edit/${audit.id}`);
      await expect(question(page, 'ppe')).toBeVisible({ timeout: 60_000 });
      await question(page, 'ppe').getByRole('button', { name: 'Не соответствует', exact: true }).click();
      await expect(page.getByTestId('checklist-raise')).toBeVisible();
      await expect(page.getByTestId('findings-panel')).toContainText('Несоответствий нет');
      await expectNoSeriousA11yIssues(page);

      await page.goto('/audit-templates');
      await expect(heading(page)).toHaveText('Чек-листы аудита', { timeout: 60_000 });
      await expect(page.getByTestId('template-item').first()).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.getByTestId('template-new').click();
      await expect(page.getByTestId('template-form')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  });

  test('an edited template becomes its next version; the audit made with it keeps its own', async ({
    page,
    api,
  }) => {
    const auditor = await signInByApi(page, 'auditor');
    const audit = await plannedAudit(api, auditor);
    await page.goto('/');
    await page.getByTestId('menu-group-audit').click();
    await page.getByRole('link', { name: 'Чек-листы аудита', exact: true }).click();
    await expect(page).toHaveURL(/\/audit-templates$/);
    await expect(page).toHaveTitle('Чек-листы аудита');
    const checklist = await api.call<{ template: { title: { ru: string } } }>(
      'GET',
      `/api/audits/${audit.id}/checklist/`,
      { token: auditor.token },
    );
    const title = checklist.template.title.ru;
    const item = page.getByTestId('template-item').filter({ hasText: title });
    await expect(item).toContainText('Версия 1 · 3 вопроса', { timeout: 60_000 });
    await item.getByTestId('template-edit').click();
    await expect(page.getByTestId('template-version-note')).toContainText(
      'Аудиты, уже проведённые по этому чек-листу, сохраняют свою версию',
    );
    const second = page.getByTestId('template-section-1');
    await second.getByTestId('template-add-question').click();
    const added = page.getByTestId('template-question-1-1');
    const requirement = (lang: string) =>
      added.getByTestId(`field-sections.1.questions.1.requirement.${lang}`).locator('textarea').first();
    await requirement('ru').fill('Аптечка укомплектована');
    await requirement('kk').fill('Дәрі қобдишасы жинақталған');
    await requirement('en').fill('The first-aid kit is complete');
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-form')).toBeHidden();
    await expect(item).toContainText('Версия 2 · 4 вопроса');

    await page.goto(`/audit-edit/${audit.id}`);
    await expect(page.getByTestId('checklist-template')).toHaveText(`${title} · Версия 1`, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('checklist-answered')).toHaveText('Отвечено 0 из 3', { timeout: 60_000 });
  });
});
