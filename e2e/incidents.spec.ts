import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  arrowTo,
  callApi,
  expect,
  field,
  selectOption,
  signInByApi,
  switchLanguage,
  tabTo,
  test,
  unique,
} from './fixtures';

/** A small JPEG drawn by the browser's own encoder, as a phone camera would hand one over. */
async function drawJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#f1c40f';
    context.fillRect(16, 12, 32, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** `datetime-local` text for an hour ago, in the browser's zone (the form's own). */
const anHourAgo = () => {
  const date = new Date(Date.now() - 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * Types a moment into the browser's own date and time field by keyboard. Its segments follow the
 * browser's own locale, not the page's: day first (ru) or month first with AM/PM (en-US); the
 * other order is typed over the first when the value does not come out right.
 */
async function typeLocalMoment(page: Page, input: Locator, moment: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [day, month, year] = [pad(moment.getDate()), pad(moment.getMonth() + 1), moment.getFullYear()];
  const [hours, minutes] = [moment.getHours(), pad(moment.getMinutes())];
  const twelve = pad(hours % 12 === 0 ? 12 : hours % 12);
  // Two digits fill a segment and move on; the year takes up to six, so the arrow leaves it.
  const orders = [
    [`${day}${month}${year}`, `${pad(hours)}${minutes}`],
    [`${month}${day}${year}`, `${twelve}${minutes}${hours < 12 ? 'A' : 'P'}`],
  ];
  for (const [date, time] of orders) {
    await page.keyboard.type(date ?? '');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type(time ?? '');
    if ((await input.inputValue()) === `${year}-${month}-${day}T${pad(hours)}:${minutes}`) return;
    // Back to the first segment: Shift+Tab walks the segments out of the field, Tab comes back in.
    for (let step = 0; step < 10 && (await input.evaluate((el) => el === document.activeElement)); step++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
  }
  throw new Error(`the date field kept ${await input.inputValue()}`);
}

async function pageOf(browser: Browser, baseURL: string | undefined, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await signInByApi(page, login);
  return page;
}

const status = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('..').getByTestId('status-chip');

test.describe('incident messages', () => {
  // A journey through four sessions; the list downloads the data grid on its first visit.
  test.describe.configure({ timeout: 120_000 });

  test('an employee files and sends an accident; HSE staff take it into work and return it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const location = `Куст ${unique()}, скважина 104`;
    await signInByApi(page, 'employee');

    // The short first message, with the victim an accident cannot be sent without.
    await page.goto('/incident');
    await page.getByRole('link', { name: 'Новое сообщение' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/message-create$/);
    await expect(page).toHaveTitle('Новое сообщение');
    await selectOption(page, 'kind', 'Несчастный случай');
    await field(page, 'occurred_at').fill(anHourAgo());
    await field(page, 'location').fill(location);
    await page
      .getByTestId('field-description')
      .locator('textarea')
      .first()
      .fill('Оператор поскользнулся на площадке');
    await page.getByTestId('field-measures').locator('textarea').first().fill('Работы остановлены');
    await page.getByTestId('add-victim').click();
    await field(page, 'victims.0.full_name').fill('Сейтқали Нұрлан');
    await field(page, 'victims.0.birth_year').fill('1985');
    await selectOption(page, 'victims.0.injury_severity', 'Лёгкая');
    await selectOption(page, 'victims.0.outcome', 'Первая помощь (FAC)');
    await page.getByTestId('record-save').click();
    await expect(page.getByTestId('notification-success')).toHaveText('Черновик сохранён');
    await expect(page).toHaveURL(/\/message-edit\/[\w-]+$/);
    const id = page.url().split('/').at(-1) ?? '';

    // A photo goes to the draft and shows as a thumbnail.
    await page.getByTestId('attachments-input').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawJpeg(page),
    });
    const attachment = page.getByTestId('attachment-item').filter({ hasText: 'photo.jpg' });
    await expect(attachment).toBeVisible();
    await expect(attachment.getByRole('img', { name: 'Миниатюра «photo.jpg»' })).toBeVisible();

    await page.getByTestId('record-save-and-send').click();
    await expect(page).toHaveURL(new RegExp(`/incident-view/${id}$`));
    await expect(status(page)).toHaveText('Отправлено');
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
      'Сообщение ',
      '',
    );
    expect(number).toMatch(/^INC-/);

    // The HSE specialist finds it in the list and accepts it for work.
    const dotos = await pageOf(browser, baseURL, 'dotos');
    await dotos.goto('/incident');
    await dotos.getByRole('searchbox', { name: 'Поиск по номеру, месту, описанию' }).fill(number);
    await expect(dotos.getByText('Найдено: 1')).toBeVisible({ timeout: 20_000 });
    await dotos.getByRole('gridcell', { name: number }).click();
    await expect(dotos).toHaveURL(new RegExp(`/incident-view/${id}$`));
    await expect(dotos.getByText('Сейтқали Нұрлан')).toBeVisible();
    await dotos.getByTestId('workflow-action-accept_for_work').click();
    await expect(status(dotos)).toHaveText('В работе');
    await dotos.context().close();

    // The head of HSE returns it: an empty comment is refused by the server, then one is given.
    const head = await pageOf(browser, baseURL, 'headdotos');
    await head.goto(`/incident-view/${id}`);
    await head.getByTestId('workflow-action-for_revision').click();
    const dialog = head.getByRole('dialog', { name: 'На доработку' });
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect(dialog).toContainText('Для этого действия нужен комментарий');
    const comment = `Уточните место и приложите схему ${unique()}`;
    await dialog.getByTestId('workflow-comment').fill(comment);
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect(dialog).toBeHidden();
    await expect(status(head)).toHaveText('На доработке');
    await head.context().close();

    // The author hears of it under the bell and opens the message from there.
    await page.goto('/');
    await page.getByTestId('notification-bell').click();
    const popover = page.getByRole('dialog', { name: 'Уведомления' });
    const notice = popover.getByRole('link', {
      name: `Сообщение ${number} возвращено на доработку: ${comment}`,
    });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/incident-view/${id}$`));
    await expect(status(page)).toHaveText('На доработке');
    await expect(page.getByText(comment)).toBeVisible();

    // The author corrects the place; what was not touched stays as it was.
    await page.getByRole('link', { name: 'Изменить' }).click();
    await expect(page).toHaveURL(new RegExp(`/message-edit/${id}$`));
    await field(page, 'location').fill(`${location}, площадка 2`);
    await page.getByTestId('record-save').click();
    await expect(
      page.getByTestId('notification-success').filter({ hasText: 'Успешно обновлено' }),
    ).toBeVisible();
    await page.goto(`/incident-view/${id}`);
    await expect(page.getByTestId('detail-location')).toHaveText(`${location}, площадка 2`);
    await expect(page.getByTestId('detail-measures')).toHaveText('Работы остановлены');
    await expect(
      page.getByTestId('detail-victims').getByRole('cell', { name: 'Сейтқали Нұрлан' }),
    ).toBeVisible();
  });

  test('a message draft filed by keyboard alone', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/message-create');
    await expect(page).toHaveTitle('Новое сообщение');
    const location = `Площадка ${unique()}`;

    await tabTo(page, page.getByTestId('field-kind').getByRole('combobox'));
    await page.keyboard.press('ArrowDown');
    await arrowTo(page, 'Несчастный случай');
    await tabTo(page, field(page, 'occurred_at'));
    await typeLocalMoment(page, field(page, 'occurred_at'), new Date(Date.now() - 3_600_000));
    await tabTo(page, field(page, 'location'));
    await page.keyboard.type(location);
    await tabTo(page, page.getByTestId('field-description').locator('textarea').first());
    await page.keyboard.type('Оператор поскользнулся на площадке');
    await tabTo(page, page.getByTestId('record-save'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('notification-success')).toHaveText('Черновик сохранён');
    await expect(page).toHaveURL(/\/message-edit\/[\w-]+$/);
    await expect(field(page, 'location')).toHaveValue(location);
  });

  test('the list speaks Kazakh and English', async ({ page }) => {
    await signInByApi(page, 'employee');
    await page.goto('/incident');
    const heading = page.getByRole('heading', { level: 1 });
    // The first visit downloads the data grid; a loaded machine may take a while.
    await expect(heading).toHaveText('Сообщения о происшествиях', { timeout: 20_000 });
    await expect(page).toHaveTitle('Сообщение');

    await switchLanguage(page, 'kk');
    await expect(heading).toHaveText('Оқиғалар туралы хабарламалар');
    await expect(page.getByRole('columnheader', { name: 'Оқиға түрі' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Жаңа хабарлама' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excel-ге экспорттау' })).toBeVisible();
    await expect(page).toHaveTitle('Хабарлама');

    await switchLanguage(page, 'en');
    await expect(heading).toHaveText('Incident messages');
    await expect(page.getByRole('columnheader', { name: 'Type of event' })).toBeVisible();
    await expect(page.getByText(/^Found: \d+$/)).toBeVisible();
    await expect(page.getByTestId('status-chip').first()).toHaveText(
      /^(Draft|Sent|In work|For revision|Closed)$/,
    );
  });

  test('the list exports its filters to Excel; a message downloads as a PDF and its printable copy hides the shell on paper', async ({
    page,
  }) => {
    const session = await signInByApi(page, 'employee');
    const location = `Резервуарный парк ${unique()}`;
    await callApi(page.request, 'POST', '/api/incidents/', {
      token: session.token,
      data: {
        kind: 'fire',
        organization_id: session.organization_id,
        occurred_at: new Date(Date.now() - 86_400_000).toISOString(),
        location,
        description: 'Возгорание ветоши',
      },
    });
    await page.goto(`/incident?search=${encodeURIComponent(location)}`);
    await expect(page.getByText('Найдено: 1')).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('incidents-export').click();
    expect((await download).suggestedFilename()).toMatch(/^Сообщения о происшествиях .*\.xlsx$/);

    await page.getByRole('gridcell', { name: location }).click();
    await expect(page).toHaveURL(/\/incident-view\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ INC-/);
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').split(' ').at(-1);
    const pdf = page.waitForEvent('download');
    await page.getByTestId('record-pdf').click();
    expect((await pdf).suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile((await (await pdf).path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('link', { name: 'Версия для печати' }).click();
    await expect(page).toHaveURL(/\/incident-view-copy\//);
    await expect(page.getByTestId('record-print')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('notification-bell')).toBeHidden();
    await expect(page.getByTestId('record-print')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
