import {
  callApi,
  expect,
  expectNoSeriousA11yIssues,
  field,
  signInByApi,
  switchLanguage,
  test,
} from './fixtures';

const HOUR = 3_600_000;

test.describe('the working-day calendar and deadlines', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the administrator adds, edits and deletes a day of the calendar, asked to confirm', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'admin');
    // A retry starts from a clean day: the first try may have left its entry behind.
    const year = new Date().getFullYear() + 1;
    const left = await callApi<{ id: string; day: string; version: number }[]>(
      page.request,
      'GET',
      `/api/holidays/?year=${year}`,
      { token: session.token },
    );
    for (const day of left.filter((d) => d.day === `${year}-11-07`)) {
      await callApi(page.request, 'DELETE', `/api/holidays/${day.id}/?version=${day.version}`, {
        token: session.token,
      });
    }
    await page.goto('/administration-holidays');
    await expect(page.getByRole('heading', { level: 1, name: 'Производственный календарь' })).toBeVisible({
      timeout: 20_000,
    });
    // The seeded public holidays of this year are listed.
    await expect(page.getByTestId('holiday').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Next year, a Saturday made a working day; the form refuses it without names first.
    await page.getByTestId('holidays-year').click();
    await page.getByRole('option', { name: String(year) }).click();
    await page.getByRole('button', { name: 'Добавить день' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'day').fill(`${year}-11-07`);
    await dialog.getByTestId('holiday-save').click();
    await expect(field(dialog, 'name_ru')).toHaveAttribute('aria-invalid', 'true');
    await field(dialog, 'name_ru').fill('Рабочая суббота');
    await field(dialog, 'name_kk').fill('Жұмыс сенбісі');
    await field(dialog, 'name_en').fill('Working Saturday');
    await dialog.getByTestId('holiday-save').click();
    await expect(
      page.getByTestId('notification-success').filter({ hasText: 'Запись добавлена' }),
    ).toBeVisible();
    const entry = page.getByTestId('holiday').filter({ hasText: 'Рабочая суббота' });
    await expect(entry).toBeVisible();

    // A second entry on the same day: the server names the field.
    await page.getByRole('button', { name: 'Добавить день' }).click();
    await field(dialog, 'day').fill(`${year}-11-07`);
    for (const name of ['name_ru', 'name_kk', 'name_en']) await field(dialog, name).fill('Ещё');
    await dialog.getByTestId('holiday-save').click();
    await expect(dialog.getByText('На этот день в календаре уже есть запись').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    await entry.getByRole('button', { name: /^Изменить/ }).click();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('combobox', { name: /Вид дня/ }).click();
    await page.getByRole('option', { name: 'Рабочий день' }).click();
    await dialog.getByTestId('holiday-save').click();
    // The addition's notice may still be shown beside this one.
    await expect(
      page.getByTestId('notification-success').filter({ hasText: 'Изменения сохранены' }),
    ).toBeVisible();
    await expect(entry.getByText('Рабочий день')).toBeVisible();

    await entry.getByRole('button', { name: /^Удалить/ }).click();
    await expect(page.getByRole('dialog')).toContainText('станет обычным днём');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(entry).toHaveCount(0);

    await page.screenshot({ path: 'test-results/holidays.png' });
    // At 320 px the page reflows: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await page.screenshot({ path: 'test-results/holidays-320.png', fullPage: false });
  });

  test('an accident’s message shows its Labour Code deadlines with the time left or overdue', async ({
    page,
    api,
  }) => {
    const session = await signInByApi(page, 'employee');
    const occurred = new Date(Date.now() - 30 * HOUR).toISOString();
    const incident = await callApi<{ id: string; version: number }>(page.request, 'POST', '/api/incidents/', {
      token: session.token,
      data: {
        kind: 'accident',
        organization_id: await api.organizationId('production'),
        occurred_at: occurred,
        location: 'Куст 7, скважина 12',
        description: 'Оператор повредил руку при замене задвижки',
        measures: 'Оказана первая помощь',
        victims: [
          {
            full_name: 'Сейтқали Нұрлан',
            birth_year: 1985,
            position: 'Оператор',
            experience_years: 7,
            instruction_date: '2026-01-15',
            injury_severity: 'light',
            diagnosis: 'Ушиб кисти',
            dependents: 2,
            outcome: 'mtc',
          },
        ],
      },
    });
    await callApi(page.request, 'POST', `/api/incidents/${incident.id}/actions/save_and_send/`, {
      token: session.token,
      data: { version: incident.version },
    });
    await page.goto(`/incident-view/${incident.id}`);
    const panel = page.getByTestId('deadlines');
    await expect(panel.getByRole('heading', { name: 'Сроки по Трудовому кодексу' })).toBeVisible({
      timeout: 20_000,
    });
    // Sent 30 hours after the accident: the report was late; the commission has a day from now.
    await expect(panel.getByTestId('deadline-report')).toHaveAttribute('data-state', 'done_late');
    await expect(panel.getByTestId('deadline-report')).toContainText('Выполнено с опозданием');
    await expect(panel.getByTestId('deadline-commission')).toHaveAttribute('data-state', 'open');
    await expect(panel.getByTestId('deadline-commission')).toContainText(/Осталось (23|24) час/);
    await expect(panel.getByTestId('deadline-investigation')).toContainText(
      'Расследование (10 рабочих дней)',
    );
    await expectNoSeriousA11yIssues(page);
    await switchLanguage(page, 'kk');
    await expect(panel.getByRole('heading', { name: 'Еңбек кодексі бойынша мерзімдер' })).toBeVisible();
    await expect(panel.getByTestId('deadline-commission')).toContainText('қалды');
    await page.screenshot({ path: 'test-results/deadlines-panel-kk.png', fullPage: true });
  });
});
