import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import { consolidateForm } from '@hse/contracts/forms/consolidate';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { ConsolidationResult } from './form-consolidation-result';
import { FormExcelPanel } from './form-excel-panel';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), upload: vi.fn(), download: vi.fn() },
}));
vi.setConfig({ testTimeout: 60_000 });

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const ID = '01900000-0000-7000-8000-000000000021';
const ORG_A = '01900000-0000-7000-8000-0000000000aa';
const ORG_B = '01900000-0000-7000-8000-0000000000bb';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const panel = (onUploaded = vi.fn()) =>
  renderPage(
    <FormExcelPanel
      downloads={[
        { label: 'excel.export', path: `/form-submissions/${ID}/xlsx/`, testId: 'form-excel-export' },
      ]}
      version={4}
      onUploaded={onUploaded}
    />,
  );
const choose = () => {
  const file = new File(['x'], 'form.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(screen.getByTestId('form-excel-file'), { target: { files: [file] } });
};

describe('the Excel panel', () => {
  it('downloads the export and uploads a file with the version read', async () => {
    const onUploaded = vi.fn();
    vi.mocked(api.upload).mockResolvedValue({ id: ID } as never);
    panel(onUploaded);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(api.download).toHaveBeenCalledWith(`/form-submissions/${ID}/xlsx/`, undefined);
    choose();
    await screen.findByText('The file is uploaded and the draft saved');
    const form = vi.mocked(api.upload).mock.calls[0]?.[1] as FormData;
    expect(form.get('version')).toBe('4');
    expect(onUploaded).toHaveBeenCalledWith({ id: ID });
  });

  it('lists a refused file’s errors by sheet, row and column and moves the focus to the summary', async () => {
    vi.mocked(api.upload).mockRejectedValue(
      new ApiError(400, 'The file has errors (2): nothing was saved', {}, undefined, [
        { sheet: '1. Staff', row: 5, column: 'B', cell: 'B5', message: 'Enter a number' },
        { sheet: '1. Staff', row: 6, column: 'C', cell: 'C6', message: 'Hours must be above zero' },
      ]),
    );
    panel();
    choose();
    const summary = await screen.findByTestId('form-excel-errors');
    expect(summary.textContent).toContain('The file has errors (2): nothing was saved');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const table = screen.getByRole('table', { name: 'Errors in the file' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toBe('1. Staff6CHours must be above zero');
  });
});

describe('the consolidation', () => {
  it('shows the totals and links each subsidiary’s submissions', () => {
    const staff = (h: number) => ({
      staff: [
        { row: 'employees', headcount: 10, hours: h },
        { row: 'contractors', headcount: 0, hours: 0 },
      ],
    });
    const consolidated = consolidateForm(FORM_1, [
      { key: ORG_A, values: staff(1600) },
      { key: ORG_B, values: staff(800) },
    ]);
    const part = (org: string, name: string, id: string) => ({
      organization_id: org,
      organization_name: name,
      computed: consolidated.parts.find((p) => p.key === org)?.computed ?? consolidated.total,
      submissions: [
        {
          id,
          number: `FRM-${name}`,
          period_key: '2026-03',
          status: 'accepted' as const,
          definition_version: 1,
        },
      ],
    });
    renderPage(
      <ConsolidationResult
        definition={FORM_1}
        result={{
          form: 'HSE_FRM_1',
          definition_version: 1,
          from: '2026-03',
          to: '2026-03',
          organization_id: ORG_A,
          organization_name: 'Holding',
          statuses: ['accepted'],
          total: consolidated.total,
          subsidiaries: [part(ORG_A, 'A', ID), part(ORG_B, 'B', ORG_B)],
        }}
      />,
    );
    expect(screen.getByTestId('consolidation-total-staff-hours').textContent).toBe('2,400');
    const links = screen.getAllByTestId('consolidation-drill');
    expect(links[0]?.getAttribute('href')).toBe(`/form-edit/${ID}/HSE_FRM_1`);
    expect(links[0]?.textContent).toBe('Open submission FRM-A for 2026-03 (Accepted)');
  });
});
