import { expect, field, seedSession, signInByApi, test, unique } from './fixtures';

const DAY = 86_400_000;
/** A day as a date input takes it, in the browser's own zone. */
const dayIn = (days: number) => {
  const date = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test.describe('follow-up tasks', () => {
  // The record page and the picker download on first visits.
  test.describe.configure({ timeout: 120_000 });

  test('a PNBR observation with an at-risk check raises a task that its responsible person sees', async ({
    page,
    browser,
    api,
  }) => {
    // The responsible person: a colleague of the demo employee at Demo Production, of this test alone.
    const surname = `Исполнителев${unique()}`;
    const assignee = await api.createUser({ org: 'production', last_name: surname, first_name: 'Ержан' });
    const employee = await api.signIn('employee');
    const observation = await api.call<{ id: string; number: string; version: number }>(
      'POST',
      '/api/observations/pnbr/',
      {
        token: employee.token,
        data: {
          organization_id: await api.organizationId('production'),
          observer: 'Работников Ерболат',
          observed_at: new Date(Date.now() - 3_600_000).toISOString(),
          observed_count: 2,
          place: `Куст ${unique()}`,
          checks: { line_of_fire: 'at_risk', hot_work: 'safe' },
        },
      },
    );
    await api.call('POST', `/api/observations/pnbr/${observation.id}/actions/save_and_send/`, {
      token: employee.token,
      data: { version: observation.version },
    });

    // The author raises the task from the at-risk check.
    await signInByApi(page, 'employee');
    await page.goto(`/pnbr_edit/${observation.id}`);
    const panel = page.getByTestId('tasks-panel');
    await expect(panel).toContainText('Задач пока нет', { timeout: 20_000 });
    await panel.getByTestId('raise-task').click();
    const dialog = page.getByRole('dialog', { name: 'Задача по устранению' });
    // The only at-risk check is chosen already.
    await expect(dialog.getByTestId('field-finding_key').getByRole('combobox')).toHaveText('Линия огня');
    const description = dialog.getByTestId('field-description').locator('textarea').first();
    await description.fill('Оградить зону удара ключа');
    await description.fill('');
    await expect(dialog.getByTestId('field-description')).toContainText('Заполните поле');
    await description.fill('Оградить зону удара ключа');
    await field(dialog, 'due_date').fill(dayIn(-2));
    await expect(dialog.getByTestId('field-due_date')).toContainText('Срок не может быть в прошлом');
    await field(dialog, 'due_date').fill(dayIn(5));
    await expect(dialog.getByTestId('field-due_date')).not.toContainText('Срок не может быть в прошлом');

    const picker = field(dialog, 'assignee_id');
    await picker.click();
    await picker.fill(surname.slice(0, 14));
    await page.getByRole('option', { name: new RegExp(surname) }).click();
    await expect(picker).toHaveValue(new RegExp(surname));
    await dialog.getByTestId('raise-task-submit').click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText('Оградить зону удара ключа');
    await expect(panel).toContainText(`Ответственный: ${surname}`);
    await expect(panel).toContainText('Открыта');
    // The author is not the assignee: nothing to mark done here.
    await expect(panel.getByTestId('task-done')).toHaveCount(0);

    // The responsible person is told, follows the notification and marks the task done.
    const context = await browser.newContext({ locale: 'ru-RU' });
    const theirs = await context.newPage();
    await seedSession(theirs, await api.signIn(assignee.login, assignee.password));
    await theirs.goto('/');
    await expect(theirs.getByTestId('notification-badge')).toHaveText('1', { timeout: 20_000 });
    await theirs.getByTestId('notification-bell').click();
    const note = theirs
      .getByTestId('notification-short-list')
      .getByRole('link', { name: new RegExp(`Вам поставлена задача по записи ${observation.number}`) });
    await note.click();
    await expect(theirs).toHaveURL(new RegExp(`/pnbr_edit/${observation.id}$`));
    const theirPanel = theirs.getByTestId('tasks-panel');
    await expect(theirPanel).toContainText('Оградить зону удара ключа', { timeout: 20_000 });
    await expect(theirPanel.getByTestId('raise-task')).toHaveCount(0);
    await theirPanel.getByTestId('task-done').click();
    const done = theirs.getByRole('dialog', { name: 'Отметить задачу выполненной' });
    await done.getByTestId('confirm-dialog-ok').click();
    await expect(done.getByTestId('field-comment')).toContainText('Заполните поле');
    await done.getByTestId('field-comment').locator('textarea').first().fill('Ограждение установлено');
    await done.getByTestId('confirm-dialog-ok').click();
    await expect(done).toBeHidden();
    await expect(theirPanel).toContainText('Выполнена');
    await expect(theirPanel).toContainText('Ограждение установлено');
    await expect(theirPanel.getByTestId('task-done')).toHaveCount(0);
    await context.close();

    // The author hears of it.
    await page.reload();
    await expect(page.getByTestId('notification-badge')).toHaveText(/\d+/);
    await page.getByTestId('notification-bell').click();
    await expect(
      page.getByTestId('notification-short-list').getByRole('link', {
        name: `Задача по записи ${observation.number} выполнена: Ограждение установлено`,
      }),
    ).toBeVisible();
  });
});
