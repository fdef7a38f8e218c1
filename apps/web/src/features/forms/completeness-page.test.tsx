import type { TFormCompleteness } from '@hse/contracts/form-completeness';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import CompletenessPage from './completeness-page';
import { cellHref, matrixPeriodOf, movedTo, withPeriodicity } from './completeness-period';
// The shell's titles of the forms' screens, the matrix's among them.
import './forms-module';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn() },
}));
vi.setConfig({ testTimeout: 60_000 });

const PROD = '01900000-0000-7000-8000-000000000001';
const SUB = '01900000-0000-7000-8000-000000000002';

const answer = (key: string): TFormCompleteness => ({
  period_key: key,
  periodicity: 'month',
  year: 2026,
  period: 3,
  today: '2026-04-20',
  forms: [
    { code: 'HSE_FRM_1', number: 1, title: 'Численность и отработанные часы', due_on: '2026-04-05' },
    { code: 'HSE_FRM_2', number: 2, title: 'Производственный травматизм', due_on: '2026-04-05' },
  ],
  rows: [
    {
      organization_id: PROD,
      organization_name: 'ДОГ Добыча',
      cells: [
        { form_code: 'HSE_FRM_1', state: 'accepted', late: false, submission_id: SUB, number: 'FRM-1' },
        { form_code: 'HSE_FRM_2', state: 'missing', late: true, submission_id: null, number: null },
      ],
    },
  ],
});

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(api.get).mockImplementation(
    async (_path, options) => answer(String(options?.params?.period)) as never,
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the period of the matrix', () => {
  it('is read from the address, or is the last month that ended', () => {
    expect(matrixPeriodOf(new URLSearchParams('period=2025-Q3'))).toEqual({
      periodicity: 'quarter',
      year: 2025,
      period: 3,
      key: '2025-Q3',
    });
    const today = new Date('2026-01-15T00:00:00Z');
    expect(matrixPeriodOf(new URLSearchParams('period=nonsense'), today).key).toBe('2025-12');
    expect(withPeriodicity('year', today).key).toBe('2025');
    expect(movedTo(matrixPeriodOf(new URLSearchParams('period=2025-11')), 2024, 2).key).toBe('2024-02');
  });

  it('opens a submission, or the new form for its organization and period', () => {
    expect(cellHref({ form_code: 'HSE_FRM_1', submission_id: SUB }, PROD, { year: 2026, period: 3 })).toBe(
      `/form-edit/${SUB}/HSE_FRM_1`,
    );
    expect(cellHref({ form_code: 'HSE_FRM_2', submission_id: null }, PROD, { year: 2026, period: 3 })).toBe(
      `/forms/HSE_FRM_2?organization_id=${PROD}&year=2026&period=3`,
    );
  });
});

describe('the matrix screen', () => {
  it('shows each cell’s state in words, named for a screen reader, and links it', async () => {
    const view = renderPage(<CompletenessPage />, {
      path: '/forms/completeness',
      url: '/forms/completeness?period=2026-03',
    });
    const table = await screen.findByTestId('completeness-table');
    expect(vi.mocked(api.get).mock.calls[0]?.[1]).toEqual({ params: { period: '2026-03' } });
    expect(within(table).getByRole('rowheader').textContent).toBe('ДОГ Добыча');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const accepted = screen.getByTestId(`cell-${PROD}-HSE_FRM_1`);
    expect(accepted.textContent).toBe('Принята');
    expect(accepted.getAttribute('href')).toBe(`/form-edit/${SUB}/HSE_FRM_1`);
    const missing = screen.getByTestId(`cell-${PROD}-HSE_FRM_2`);
    expect(missing.textContent).toBe('Не сданасрок прошёл');
    expect(missing.getAttribute('aria-label')).toBe(
      'ДОГ Добыча, Производственный травматизм: Не сдана, срок прошёл',
    );
    expect(screen.getByRole('region', { name: /прокручивается/ }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText('Обозначения')).toBeTruthy();
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('asks for another period when one is picked', async () => {
    renderPage(<CompletenessPage />, {
      path: '/forms/completeness',
      url: '/forms/completeness?period=2026-03',
    });
    await screen.findByTestId('completeness-table');
    fireEvent.mouseDown(within(screen.getByTestId('completeness-period')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'январь' }));
    await waitFor(() =>
      expect(vi.mocked(api.get).mock.calls.some((call) => call[1]?.params?.period === '2026-01')).toBe(true),
    );
  });
});
