import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import FormDesignerPage from './form-designer-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn() },
}));
vi.setConfig({ testTimeout: 90_000 });

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const record = {
  definition: FORM_1,
  published_at: '2026-01-01T00:00:00Z',
  published_by_fio: null,
  versions: [1],
};

const open = () =>
  renderPage(<FormDesignerPage />, { path: '/forms/designer/:code', url: '/forms/designer/HSE_FRM_1' });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(api.get).mockResolvedValue(record as never);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the form designer', () => {
  it('moves a column with a button and publishes the next version of the whole definition', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...record, definition: { ...FORM_1, version: 2 } } as never);
    const view = open();
    expect(await screen.findByText(/Действующая версия: 1/)).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('designer-field-hours')).getByRole('button', {
        name: 'Выше: Поле «Отработанные человеко-часы»',
      }),
    );
    const headcount = within(screen.getByTestId('designer-field-headcount'));
    fireEvent.change(headcount.getByRole('textbox', { name: 'Подпись (en)' }), {
      target: { value: 'Average number of staff' },
    });
    // Headcount is a stock in the catalogue; hours become one here, and the choice is published.
    const over = 'За несколько периодов';
    expect((headcount.getByRole('combobox', { name: over }) as HTMLSelectElement).value).toBe('last');
    const hours = within(screen.getByTestId('designer-field-hours'));
    expect(hours.getByRole('option', { name: /Сумма периодов/ })).toBeTruthy();
    fireEvent.change(hours.getByRole('combobox', { name: over }), { target: { value: 'first' } });
    fireEvent.click(screen.getByTestId('designer-publish'));
    await waitFor(() =>
      expect(screen.getByTestId('designer-published').textContent).toContain('Опубликована версия 2'),
    );
    const [path, body] = vi.mocked(api.post).mock.calls[0] as [string, TFormDefinition];
    expect(path).toBe('/form-definitions/HSE_FRM_1/');
    expect(body.version).toBe(2);
    const columns = body.sections[0]?.tables[0]?.columns ?? [];
    expect(columns.map((c) => c.key)).toEqual(['hours', 'headcount', 'hours_each']);
    expect(columns[1]?.label.en).toBe('Average number of staff');
    expect(columns.map((c) => ('aggregate' in c ? c.aggregate : undefined))).toEqual([
      'first',
      'last',
      undefined,
    ]);
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('groups operands in brackets: hours ÷ (headcount + 1), each control named by its place', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...record, definition: { ...FORM_1, version: 2 } } as never);
    open();
    await screen.findByText(/Действующая версия: 1/);
    const ratio = within(screen.getByTestId('designer-field-hours_each'));
    fireEvent.change(ratio.getByRole('combobox', { name: 'Операнд 2' }), { target: { value: 'group' } });
    const brackets = within(ratio.getByRole('group', { name: 'Скобки 2' }));
    expect((brackets.getByRole('combobox', { name: 'Операнд 2.1' }) as HTMLSelectElement).value).toBe(
      'ref:headcount',
    );
    fireEvent.change(brackets.getByRole('combobox', { name: 'Операнд 2.2' }), {
      target: { value: 'number' },
    });
    fireEvent.change(brackets.getByRole('textbox', { name: 'Число операнда 2.2' }), {
      target: { value: '1' },
    });
    expect(brackets.getByRole('button', { name: 'Добавить действие в скобки 2' })).toBeTruthy();
    expect(
      ratio.getByText('Формула: Отработанные человеко-часы ÷ (Среднесписочная численность + 1)'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-publish'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [, body] = vi.mocked(api.post).mock.calls[0] as [string, TFormDefinition];
    const column = body.sections[0]?.tables[0]?.columns[2];
    expect(column?.kind === 'computed' && column.formula).toEqual({
      op: '/',
      args: ['hours', { op: '+', args: ['headcount', 1] }],
    });
  });

  it('edits a fixed table’s rows as a list: moved up, added, renamed, each named by its title', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...record, definition: { ...FORM_1, version: 2 } } as never);
    open();
    await screen.findByText(/Действующая версия: 1/);
    const rows = within(
      within(screen.getByTestId('designer-table-staff')).getByRole('group', { name: 'Строки' }),
    );
    fireEvent.click(rows.getByRole('button', { name: 'Выше: Строка «Персонал подрядных организаций»' }));
    fireEvent.click(rows.getByRole('button', { name: 'Добавить строку' }));
    const added = within(rows.getAllByRole('group').at(-1) as HTMLElement);
    fireEvent.change(added.getByRole('textbox', { name: 'Ключ' }), { target: { value: 'interns' } });
    fireEvent.change(added.getByRole('textbox', { name: 'Подпись (en)' }), { target: { value: 'Interns' } });
    expect(rows.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Строка «Персонал подрядных организаций»',
      'Строка «Работники организации»',
      'Строка «Новая строка»',
    ]);
    fireEvent.click(screen.getByTestId('designer-publish'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [, body] = vi.mocked(api.post).mock.calls[0] as [string, TFormDefinition];
    const table = body.sections[0]?.tables[0];
    const keys = table?.rows.mode === 'fixed' ? table.rows.rows.map((r) => [r.key, r.label.en]) : [];
    expect(keys).toEqual([
      ['contractors', 'Contractors’ personnel'],
      ['employees', 'Own employees'],
      ['interns', 'Interns'],
    ]);
  });

  it('checks the definition before sending it and lists its problems by place and next to them', async () => {
    open();
    await screen.findByText(/Действующая версия: 1/);
    fireEvent.click(
      within(screen.getByTestId('designer-field-hours')).getByRole('button', {
        name: 'Удалить: Поле «Отработанные человеко-часы»',
      }),
    );
    fireEvent.click(screen.getByTestId('designer-publish'));
    const problems = await screen.findByTestId('designer-problems');
    expect(api.post).not.toHaveBeenCalled();
    expect(problems.textContent).toContain(
      'Таблица «Численность и человеко-часы», Поле «Часов на одного человека»: Формула ссылается',
    );
    const beside = within(screen.getByTestId('designer-field-hours_each'));
    expect(beside.getByTestId('designer-problems-sections.0.tables.0.columns.1').textContent).toContain(
      'Формула ссылается',
    );
  });

  it('lists the server’s problems by the place they are in', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(409, 'Опубликована другая версия', { title: ['Проверьте название'] }),
    );
    open();
    await screen.findByText(/Действующая версия: 1/);
    fireEvent.click(screen.getByTestId('designer-publish'));
    const problems = await screen.findByTestId('designer-problems');
    expect(problems.textContent).toContain('Опубликована другая версия');
    expect(problems.textContent).toContain('Общие сведения: Проверьте название');
  });
});
