import { FIELD_KINDS } from '@hse/contracts/record-module/fields';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { ORGANIZATIONS } from '../test-fixtures';
import { renderPage } from '../test-render';
import { PickersProvider } from './date-pickers';
import { FIELD_UI } from './field-registry';
import { emptyRecordForm, recordResolver, type TRecordFormValues } from './form-values';
import { RecordDetails, RecordEditSections } from './record-sections';
import { pick, typeIntoPicker } from './test-helpers';
import { TEMPLATE_ID, TEST_MODULE, TEST_RECORD } from './test-module';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));
// One test types into every kind of field: on two busy cores that takes its time.
vi.setConfig({ testTimeout: 90_000 });

addSharedTexts(TEST_MODULE.key, TEST_MODULE.texts);

let values: TRecordFormValues = {};

function Editor() {
  const form = useForm<TRecordFormValues>({
    mode: 'onChange',
    defaultValues: emptyRecordForm(TEST_MODULE),
    resolver: recordResolver(TEST_MODULE, false),
  });
  values = form.watch();
  return (
    <PickersProvider>
      <form noValidate>
        <RecordEditSections module={TEST_MODULE} control={form.control} />
      </form>
    </PickersProvider>
  );
}

const input = (testId: string) => within(screen.getByTestId(testId)).getByRole('textbox');
const numberInput = (testId: string) => within(screen.getByTestId(testId)).getByRole('spinbutton');
const type = (element: HTMLElement, text: string) =>
  act(async () => fireEvent.change(element, { target: { value: text } }));
const helpOf = (testId: string) =>
  screen.getByTestId(testId).querySelector('.MuiFormHelperText-root')?.textContent;

afterEach(cleanup);
beforeEach(async () => {
  values = {};
  vi.mocked(api.get).mockReset();
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === '/test-templates/choices/') return [{ id: TEMPLATE_ID, name: 'Склад, версия 2' }] as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});

describe('the field registry', () => {
  it('draws every kind of the contracts registry: an input, a display and a grid column', () => {
    expect(Object.keys(FIELD_UI).sort()).toEqual([...FIELD_KINDS].sort());
    for (const ui of Object.values(FIELD_UI)) {
      expect(ui.Input).toBeTypeOf('function');
      expect(ui.Display).toBeTypeOf('function');
      expect(ui.column).toBeTypeOf('object');
    }
  });

  it('labels each input by the module texts and keeps each value as the API takes it', async () => {
    const page = renderPage(<Editor />);
    for (const label of [
      'Название',
      'Вид',
      'Организация',
      'Шаблон',
      'Начало',
      'Количество',
      'Доля',
      'Позиции',
    ])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    // A computed field is the server's: a new record has no input for it.
    expect(screen.queryByText('Оценка')).toBeNull();

    await type(input('field-title'), 'Склад');
    await type(input('field-notes'), 'Строка');
    await type(numberInput('field-count'), '12');
    await type(numberInput('field-amount'), '1234.5');
    await type(numberInput('field-share'), '87.5');
    await act(async () => fireEvent.click(within(screen.getByTestId('field-urgent')).getByRole('checkbox')));
    await pick('field-kind', 'Внеплановая');
    await pick('field-tags', 'Красная');
    await act(async () => fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('field-organization_id'))
          .getByRole('combobox')
          .getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    await pick('field-organization_id', 'Добыча');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('field-template_id')).getByRole('combobox').getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    await pick('field-template_id', 'Склад, версия 2');
    await typeIntoPicker('field-starts_on', '25112026');
    const [lat, lng] = screen.getAllByLabelText(/Место:/);
    await type(lat as HTMLElement, '43.25');
    await type(lng as HTMLElement, '76.95');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Добавить строку' })));
    await type(input('field-items.0.name'), 'Каска');

    expect(values).toMatchObject({
      title: 'Склад',
      notes: 'Строка',
      count: 12,
      amount: 1234.5,
      share: 87.5,
      urgent: true,
      kind: 'extra',
      tags: ['red'],
      organization_id: ORGANIZATIONS[1]?.id,
      template_id: TEMPLATE_ID,
      starts_on: '2026-11-25',
      place: { lat: 43.25, lng: 76.95 },
      items: [{ name: 'Каска', qty: null }],
    });
    // A file belongs to a saved record.
    expect(helpOf('field-photo_id')).toBe('Файл можно выбрать после сохранения записи');
    expect(page.missing).toEqual([]);
    page.stop();
  });

  it('says what is wrong as the reader types, in the reader language', async () => {
    renderPage(<Editor />);
    await type(input('field-title'), 'x');
    await type(input('field-title'), '');
    await waitFor(() => expect(helpOf('field-title')).toBe('Заполните поле'));
    await type(numberInput('field-count'), '1.5');
    await waitFor(() => expect(helpOf('field-count')).toBe('Введите целое число'));
    await type(numberInput('field-share'), '150');
    await waitFor(() => expect(helpOf('field-share')).toBe('Не больше 100'));
    await typeIntoPicker('field-starts_on', '25112026');
    await typeIntoPicker('field-ends_on', '20112026');
    await waitFor(() => expect(helpOf('field-ends_on')).toBe('Окончание не может быть раньше начала'));
    await act(async () => i18n.changeLanguage('kk'));
    await waitFor(() => expect(helpOf('field-title')).toBe('Өрісті толтырыңыз'));
  });

  it('takes a date typed as DD.MM.YYYY in Kazakh, its sections named in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    renderPage(<Editor />);
    const sections = within(screen.getByTestId('field-starts_on')).getAllByRole('spinbutton');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Күн', 'Ай', 'Жыл']);
    expect(sections.map((s) => s.textContent)).toEqual(['КК', 'АА', 'ЖЖЖЖ']);
    await typeIntoPicker('field-starts_on', '01032027');
    expect(values.starts_on).toBe('2027-03-01');
    expect(sections.map((s) => s.textContent)).toEqual(['01', '03', '2027']);
    // A day that does not exist is no day: the form says so rather than sending it.
    await typeIntoPicker('field-ends_on', '31022027');
    await waitFor(() => expect(helpOf('field-ends_on')).toBe('Күнді КК.АА.ЖЖЖЖ пішімінде енгізіңіз'));
  });

  it('opens the calendar in the reader language and keeps the chosen day as an ISO day', async () => {
    renderPage(<Editor />);
    await typeIntoPicker('field-starts_on', '10112026');
    await act(async () =>
      fireEvent.click(
        within(screen.getByTestId('field-starts_on')).getByRole('button', { name: /Выберите дату/ }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ноябрь 2026/i)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('gridcell', { name: '12' })));
    await waitFor(() => expect(values.starts_on).toBe('2026-11-12'));
  });

  it('shows a saved record read-only, each value written by its kind', async () => {
    const page = renderPage(<RecordDetails module={TEST_MODULE} record={TEST_RECORD} />);
    const value = (name: string) => screen.getByTestId(`detail-${name}`).textContent;
    expect(value('title')).toBe('Проверка склада');
    expect(value('kind')).toBe('Внеплановая');
    expect(value('organization_id')).toBe('Добыча');
    expect(value('template_id')).toBe('Склад, версия 2');
    expect(value('owner_id')).toBe('Сериков А. Б.');
    expect(value('starts_on')).toBe('25.11.2026');
    expect(value('share')).toBe('87,5 %');
    expect(value('score')).toBe('92,3 %');
    expect(value('amount')?.replace(/\s/g, ' ')).toBe('1 234,5');
    expect(value('urgent')).toBe('Да');
    expect(value('tags')).toBe('Красная, Синяя');
    expect(value('place')).toBe('43.25000, 76.95000');
    expect(value('photo_id')).toBe('—');
    expect(within(screen.getByTestId('detail-items')).getByRole('table').textContent).toContain('Каска');
    await act(async () => i18n.changeLanguage('en'));
    expect(value('kind')).toBe('Unplanned');
    expect(value('starts_on')).toBe('25/11/2026');
    expect(page.missing).toEqual([]);
    page.stop();
  });
});
