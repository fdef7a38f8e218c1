import { COMMITMENT_MODULE, type TCommitmentFilling } from '@hse/contracts/commitments';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import CommitmentFillingPage from './filling-page';
import { FillingsPanel } from './fillings-panel';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn() },
}));

const ID = '01900000-0000-7000-8000-000000000001';
const YEAR = new Date().getUTCFullYear() - 1;
const record = (overrides: Partial<TRecordItem> = {}): TRecordItem =>
  ({
    id: ID,
    number: 'COM-DOG-P-2025-00001',
    status: 'approved',
    year: YEAR,
    items: [
      { kind: 'site_visit', description: 'Обход участка', target: 3 },
      { kind: 'observation', description: null, target: 6 },
    ],
    q1_percent: 66.7,
    q2_percent: null,
    q3_percent: null,
    q4_percent: null,
    current_percent: 0,
    year_percent: 16.7,
    version: 3,
    allowed_actions: [],
    can_edit: false,
    can_delete: false,
    ...overrides,
  }) as TRecordItem;
const filling = (overrides: Partial<TCommitmentFilling> = {}): TCommitmentFilling => ({
  id: '01900000-0000-7000-8000-000000000002',
  version: 1,
  period: 'q1',
  counts: [{ done: 5 }, { done: 3 }],
  comment: 'Перенесли совещание',
  evidence: [],
  can_edit: true,
  ...overrides,
});

const serve = (item: TRecordItem, fillings: TCommitmentFilling[], canAdd = true) =>
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/commitments/${ID}/`) return item as never;
    if (path === `/commitments/${ID}/fillings/`) return { results: fillings, can_add: canAdd } as never;
    throw new Error(`unexpected GET ${path}`);
  });
const openPage = () =>
  renderPage(<CommitmentFillingPage />, {
    path: '/commitment-filling/:id',
    url: `/commitment-filling/${ID}`,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the quarterly report of a commitment', () => {
  it('shows the share as the author types and sends a new quarter’s report', async () => {
    serve(record(), [filling()]);
    vi.mocked(api.post).mockResolvedValue(filling({ period: 'q4' }) as never);
    const page = openPage();
    // The last quarter begun (a past year: the fourth) is the one offered first, not yet reported.
    const first = await screen.findByTestId('filling-count-0');
    expect((first as HTMLInputElement).value).toBe('');
    fireEvent.change(first, { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('filling-count-1'), { target: { value: '3' } });
    expect(screen.getByTestId('filling-percent').textContent).toBe('Fulfilled this quarter: 66.7 %');
    fireEvent.click(screen.getByRole('button', { name: 'Save the report' }));
    await screen.findByTestId('filling-saved');
    expect(api.post).toHaveBeenCalledWith(`/commitments/${ID}/fillings/`, {
      period: 'q4',
      counts: [{ done: 5 }, { done: 3 }],
      comment: null,
      evidence: [],
    });
    expect(page.missing).toEqual([]);
  });

  it('opens a reported quarter with its counts, saves it at its version, and says why it was refused', async () => {
    serve(record(), [filling()]);
    vi.mocked(api.patch).mockRejectedValue(new ApiError(409, 'The record was changed by someone else'));
    openPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Quarter of the report' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Quarter 1' }));
    await waitFor(() => expect((screen.getByTestId('filling-count-0') as HTMLInputElement).value).toBe('5'));
    fireEvent.change(screen.getByTestId('filling-count-1'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await screen.findByText('A whole number from 0')).toBeTruthy();
    expect(api.patch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('filling-count-1'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the report' }));
    expect((await screen.findByTestId('filling-error')).textContent).toContain(
      'The record was changed by someone else',
    );
    expect(api.patch).toHaveBeenCalledWith(`/commitments/${ID}/fillings/${filling().id}/`, {
      version: 1,
      counts: [{ done: 5 }, { done: 6 }],
      comment: 'Перенесли совещание',
      evidence: [],
    });
  });

  it('tells who may not report, and that a commitment is reported once approved', async () => {
    serve(record(), [], false);
    openPage();
    expect(await screen.findByText('Only the commitment’s author files its reports')).toBeTruthy();
    cleanup();
    serve(record({ status: 'on_approval' }), []);
    openPage();
    expect(await screen.findByText('Reports are filed once the commitment is approved')).toBeTruthy();
  });
});

describe('the reports panel of the record page', () => {
  it('shows the current and the year’s shares and each quarter begun, and leads the author to the report', async () => {
    serve(record(), [filling()]);
    renderPage(<FillingsPanel module={COMMITMENT_MODULE} record={record()} refresh={vi.fn()} />);
    expect((await screen.findByRole('link', { name: 'Report progress' })).getAttribute('href')).toBe(
      `/commitment-filling/${ID}`,
    );
    expect(screen.getByTestId('commitment-current-percent').textContent).toBe('Current quarter, %: 0 %');
    expect(screen.getByTestId('commitment-year-percent').textContent).toBe('Year to date, %: 16.7 %');
    expect(screen.getByTestId('commitment-period-q1').textContent).toContain('66.7 %');
    expect(screen.getByTestId('commitment-period-q4').textContent).toContain('Not reported');
  });
});
