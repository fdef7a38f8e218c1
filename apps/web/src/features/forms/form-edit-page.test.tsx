import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { computeForm } from '@hse/contracts/forms/evaluate';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import FormEditPage from './form-edit-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn() },
}));
vi.setConfig({ testTimeout: 90_000 });

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const ID = '01900000-0000-7000-8000-000000000011';
const PREVIOUS_ID = '01900000-0000-7000-8000-000000000012';
const values = {
  staff: [
    { row: 'employees', headcount: 100, hours: 16000 },
    { row: 'contractors', headcount: 20, hours: 3000 },
  ],
  remarks: null,
};
const previousValues = {
  staff: [
    { row: 'employees', headcount: 100, hours: 8000 },
    { row: 'contractors', headcount: 20, hours: 3100 },
  ],
};
const submission = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  number: 'FRM-DP-2026-00001',
  status: 'sent',
  organization_id: '01900000-0000-7000-8000-0000000000aa',
  organization_name: 'ТОО «Демо Добыча»',
  created_at: '2026-04-02T10:00:00Z',
  created_by: null,
  created_by_fio: 'Иванов И. И.',
  updated_at: '2026-04-02T10:00:00Z',
  version: 3,
  allowed_actions: ['approve', 'for_revision'],
  can_edit: false,
  can_delete: false,
  form_code: 'HSE_FRM_1',
  year: 2026,
  period: 3,
  period_key: '2026-03',
  definition_version: 1,
  due_on: '2026-04-05',
  sent_at: '2026-04-02T10:00:00Z',
  late: false,
  values,
  results: computeForm(FORM_1, values),
  warnings: {},
  previous_id: PREVIOUS_ID,
  ...overrides,
});

function serve(item: ReturnType<typeof submission>) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/form-submissions/${ID}/`) return item as never;
    if (path === '/form-definitions/HSE_FRM_1/1/')
      return { definition: FORM_1, published_at: '', published_by_fio: null, versions: [1] } as never;
    if (path === `/form-submissions/${ID}/previous/`)
      return {
        share: 0.5,
        previous: {
          id: PREVIOUS_ID,
          number: 'FRM-DP-2026-00000',
          status: 'accepted',
          year: 2026,
          period: 2,
          period_key: '2026-02',
          definition_version: 1,
          values: previousValues,
          results: computeForm(FORM_1, previousValues),
        },
        changes: [],
      } as never;
    if (path.endsWith('/history/') || path.endsWith('/comments/')) return [] as never;
    return [] as never;
  });
}
const open = () =>
  renderPage(<FormEditPage />, { path: '/form-edit/:id/:code', url: `/form-edit/${ID}/HSE_FRM_1` });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a sent form', () => {
  it('reads only, with the previous period beside its numbers and the moves above the share flagged', async () => {
    serve(submission());
    const view = open();
    expect(await screen.findByText(/Численность и отработанные часы за март 2026/)).toBeTruthy();
    expect(screen.queryByTestId('form-save')).toBeNull();
    expect(document.querySelector('input[data-testid^="cell-"]')).toBeNull();
    // 8 000 → 16 000 h is +100 %: flagged; 3 100 → 3 000 h is not.
    expect((await screen.findByTestId('changed-staff.0.hours')).textContent).toContain('100');
    expect(screen.queryByTestId('changed-staff.1.hours')).toBeNull();
    expect(screen.getByTestId('previous-staff.1.hours').textContent?.replace(/\s/g, '')).toContain('3100');
    expect(
      screen.getByRole('link', { name: /Форма за прошлый период: февраль 2026/ }).getAttribute('href'),
    ).toBe(`/form-edit/${PREVIOUS_ID}/HSE_FRM_1`);
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('is returned for revision only with a comment', async () => {
    serve(submission());
    vi.mocked(api.post).mockResolvedValue(
      submission({ status: 'revision', allowed_actions: [], version: 4 }) as never,
    );
    open();
    fireEvent.click(await screen.findByTestId('workflow-action-for_revision'));
    fireEvent.change(await screen.findByTestId('workflow-comment'), { target: { value: 'Проверьте часы' } });
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/form-submissions/${ID}/actions/for_revision/`, {
        version: 3,
        comment: 'Проверьте часы',
      }),
    );
    expect((await screen.findByTestId('status-chip')).textContent).toBe('На доработке');
  });
});
