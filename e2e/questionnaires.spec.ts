import type { Page } from '@playwright/test';
import { type Api, expect, signInByApi, switchLanguage, test, unique } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

type TQuestionnaire = {
  id: string;
  title: string;
  questions: { id: string; options: { id: string; text: string; correct: boolean }[] }[];
};

/** A published two-question questionnaire: hot work (single choice), working at height (multiple). */
async function publishQuestionnaire(api: Api, title: string): Promise<TQuestionnaire> {
  return api.call<TQuestionnaire>('POST', '/api/questionnaires/', {
    token: await api.admin(),
    data: {
      title,
      status: 'published',
      questions: [
        {
          rule: 'hot_work',
          kind: 'single',
          text: 'Газоанализатор показал пары. Что делать?',
          options: [
            { text: 'Прекратить огневые работы', correct: true },
            { text: 'Продолжить с огнетушителем', correct: false },
          ],
        },
        {
          rule: 'working_at_height',
          kind: 'multiple',
          text: 'Что проверить перед работой на высоте?',
          options: [
            { text: 'Страховочную систему', correct: true },
            { text: 'Анкерную точку', correct: true },
            { text: 'Цвет каски', correct: false },
          ],
        },
      ],
    },
  });
}

test.describe('questionnaires', () => {
  // The data grid and the editor download on first visits.
  test.describe.configure({ timeout: 120_000 });

  test('a guest answers a vital-rules questionnaire and a staff member sees it in the results', async ({
    page,
    api,
  }) => {
    const title = `Проверка ЖВП ${unique()}`;
    const questionnaire = await publishQuestionnaire(api, title);
    const guest = `Гостев Арман ${unique()}`;

    // No sign-in: the public page offers the published questionnaires.
    await page.goto('/questionnaire_create');
    await expect(heading(page)).toHaveText('Анкеты по жизненно важным правилам', { timeout: 20_000 });
    await page.getByTestId(`answer-${questionnaire.id}`).click();
    await expect(page).toHaveURL(new RegExp(`questionnaire_create\\?id=${questionnaire.id}$`));
    await expect(heading(page)).toHaveText(title);

    // Sent half-filled: each gap is named beside its field, and nothing is sent.
    await page.getByRole('radio', { name: 'Прекратить огневые работы' }).check();
    await page.getByTestId('answer-submit').click();
    await expect(page.getByTestId('field-respondent_name')).toContainText('Заполните поле');
    await expect(page.getByTestId('answer-question-2')).toContainText('Ответьте на этот вопрос');

    await page.getByTestId('field-respondent_name').locator('input').fill(guest);
    await page.getByTestId('field-organization_id').getByRole('combobox').click();
    await page.getByRole('option', { name: 'ТОО «Демо Добыча»', exact: true }).click();
    // One right option of two: the multiple-choice question counts as wrong.
    await page.getByRole('checkbox', { name: 'Страховочную систему' }).check();
    await expect(page.getByTestId('answer-left')).toBeHidden();
    await page.getByTestId('answer-submit').click();

    await expect(page.getByTestId('answer-score')).toHaveText('1 из 2 — 50 %', { timeout: 20_000 });
    await expect(page.getByTestId('rules-to-study')).toHaveText('Работы на высоте');

    // The same result, in the languages of the top bar.
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('answer-score')).toHaveText('1 of 2 — 50 %');
    await expect(page.getByTestId('rules-to-study')).toHaveText('Working at height');
    await switchLanguage(page, 'kk');
    await expect(page.getByTestId('rules-to-study')).toHaveText('Биіктіктегі жұмыстар');

    // Headdotos of the holding finds the guest's answer among the results, filtered in the address.
    await switchLanguage(page, 'ru');
    const staff = page;
    await signInByApi(staff, 'headdotos');
    await staff.goto(`/questionnaire_view/${questionnaire.id}?search=${encodeURIComponent(guest)}`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
    const row = staff.getByRole('row', { name: new RegExp(guest) });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('ТОО «Демо Добыча»');
    await expect(row.getByTestId('answer-percent')).toHaveText('1/2 · 50%');
    await expect(row).toContainText('без входа');
    await expect(staff.getByTestId('results-answers')).toHaveText('1');
    await expect(staff.getByTestId('results-by-rule')).toContainText('Огневые работы');
    await expect(staff.getByTestId('results-by-rule-row').first()).toContainText('Работы на высоте0%');

    const download = staff.waitForEvent('download');
    await staff.getByTestId('answers-export').click();
    expect((await download).suggestedFilename()).toMatch(/^Ответы на анкету \d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('the HSE staff write a questionnaire in the editor and publish it', async ({ page, api }) => {
    await signInByApi(page, 'dotos');
    await page.goto('/questionnaire');
    await expect(page).toHaveTitle('Анкета командируемых');
    await expect(page.getByTestId('business-trips-unavailable')).toContainText('ERP');
    await page.getByTestId('questionnaire-create').click();
    await expect(page).toHaveURL(/\/questionnaire_edit\/new$/);
    await expect(page.getByTestId('field-title')).toBeVisible({ timeout: 20_000 });

    const title = `Анкета ${unique()}`;
    await page.getByTestId('field-title').locator('input').fill(title);
    await page.getByTestId('field-questions.0.text').locator('textarea').first().fill('Кто снимает замок?');
    await page
      .getByTestId('field-questions.0.options.0.text')
      .locator('textarea')
      .first()
      .fill('Тот, кто его установил');
    await page
      .getByTestId('field-questions.0.options.1.text')
      .locator('textarea')
      .first()
      .fill('Любой работник');
    // Without a right option the editor refuses, with the contract's text.
    await page.getByTestId('questionnaire-save').click();
    await expect(page.getByTestId('question-0')).toContainText(
      'У вопроса с одним ответом отметьте ровно один верный вариант',
    );
    await page.getByTestId('question-0-correct-0').click();
    // An English title for readers of the English interface.
    await page.getByTestId('questionnaire-translations').check();
    await page.getByTestId('field-translations.title.en').locator('input').fill(`Survey ${title}`);
    await page.getByTestId('questionnaire-published').check();
    await page.getByTestId('questionnaire-save').click();
    await expect(page).toHaveURL(/\/questionnaire_edit\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(heading(page)).toHaveText(title, { timeout: 20_000 });

    const id = page.url().split('/').at(-1) ?? '';
    const read = await api.call<{ status: string; questions: { options: { correct: boolean }[] }[] }>(
      'GET',
      `/api/questionnaires/${id}/`,
      { token: await api.admin() },
    );
    expect(read.status).toBe('published');
    expect(read.questions[0]?.options.map((o) => o.correct)).toEqual([true, false]);
    const english = await api.call<{ id: string; title: string }[]>('GET', '/api/questionnaires/published/', {
      lang: 'en',
    });
    expect(english.find((item) => item.id === id)?.title).toBe(`Survey ${title}`);

    await page.goto(`/questionnaire?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Опубликована', {
      timeout: 20_000,
    });
  });

  test('an employee reads the business-trip notice in three languages and may answer', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/questionnaire');
    await expect(heading(page)).toHaveText('Анкеты', { timeout: 20_000 });
    await expect(page.getByTestId('business-trips-unavailable')).toContainText('Временно недоступна');
    await switchLanguage(page, 'kk');
    await expect(page.getByTestId('business-trips-unavailable')).toContainText('Уақытша қолжетімсіз');
    await switchLanguage(page, 'en');
    await expect(page.getByTestId('business-trips-unavailable')).toContainText(
      'The business trips are kept in the external ERP system',
    );
    await expect(page).toHaveTitle('Business-trip questionnaire');
    // An employee does not manage questionnaires but sees the published ones.
    await expect(page.getByTestId('questionnaire-create')).toBeHidden();
    // The demo questionnaire reads in the interface's language.
    await expect(page.getByTestId('published-questionnaires')).toContainText(
      'Life-Saving Rules: the annual knowledge check',
    );
  });
});
