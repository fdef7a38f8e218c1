import { AUDIT_MODULE, type TFinding } from '@hse/contracts/audits';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { PickersProvider } from '../../components/record-module/date-pickers';
import { typeIntoPicker } from '../../components/record-module/test-helpers';
import { USER } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { AUDIT_ID, auditRecord, FINDING_ID, findingOf } from './audits-test-fixtures';
import { FindingsPanel } from './findings-panel';

vi.mock('../../api/client', () => ({
  api: {
    get: vi.fn(),
    post: vi.fn(),
    put: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    blob: vi.fn(),
  },
}));

const refresh = vi.fn();
const render = (findings: TFinding[], canAdd: boolean, status = 'in_work') => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/audits/${AUDIT_ID}/findings/`) return { results: findings, can_add: canAdd } as never;
    if (path === '/users/') return { count: 1, next: null, previous: null, results: [USER] } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  return renderPage(
    <PickersProvider>
      <FindingsPanel module={AUDIT_MODULE} record={auditRecord({ status })} refresh={refresh} />
    </PickersProvider>,
  );
};
const box = (form: HTMLElement, field: string) =>
  within(form).getByTestId(`field-${field}`).querySelector('input, textarea') as HTMLInputElement;
async function choose(form: HTMLElement, field: string, option: string) {
  fireEvent.mouseDown(within(within(form).getByTestId(`field-${field}`)).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}
const type = (form: HTMLElement, field: string, value: string) =>
  fireEvent.change(box(form, field), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

describe('the discrepancies of an audit', () => {
  it('lists each with its severity, who answers it by when, and a passed due date as overdue', async () => {
    const page = render([findingOf({ due_on: '2020-01-10' })], false);
    const item = await screen.findByTestId('finding-item');
    expect(within(item).getByTestId('finding-severity').textContent).toBe('Major');
    expect(item.textContent).toContain('Responsible: Иванов Иван Иванович · due 10/01/2020');
    expect(within(item).getByTestId('finding-overdue').textContent).toBe('Overdue');
    // Neither an auditor nor the organization now: nothing to change.
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('finding-add')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('is not overdue once the audit is approved', async () => {
    render([findingOf({ due_on: '2020-01-10' })], false, 'approved');
    const item = await screen.findByTestId('finding-item');
    expect(within(item).queryByTestId('finding-overdue')).toBeNull();
  });
});

describe('an auditor', () => {
  it('adds a discrepancy, checked as they type, and sees the server’s refusal on its field', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(400, 'Check the fields', { due_on: ['The due date cannot precede the audit'] }),
    );
    render([], true);
    fireEvent.click(await screen.findByTestId('finding-add'));
    const form = await screen.findByTestId('finding-form');
    type(form, 'requirement', 'x'.repeat(2001));
    expect(await within(form).findByText('At most 2000 characters')).toBeTruthy();
    type(form, 'requirement', 'Fire extinguishers are checked monthly');
    fireEvent.click(within(form).getByTestId('finding-save'));
    // What is still missing is named on its field; nothing is sent.
    expect((await within(form).findAllByText('Fill in the field')).length).toBeGreaterThan(0);
    expect(api.post).not.toHaveBeenCalled();
    // The organization's part is not the auditor's to fill.
    expect(within(form).queryByTestId('field-causes')).toBeNull();
    expect(within(form).queryByTestId('field-corrective_actions')).toBeNull();

    type(form, 'evidence', 'Two extinguishers without a check mark');
    await choose(form, 'severity', 'Minor');
    await typeIntoPicker('field-due_on', '01022026');
    const person = within(form).getByRole('combobox', { name: /Responsible person/ });
    fireEvent.focus(person);
    fireEvent.mouseDown(person);
    fireEvent.click(await screen.findByText(USER.fio));
    fireEvent.click(within(form).getByTestId('finding-save'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/audits/${AUDIT_ID}/findings/`, {
        requirement: 'Fire extinguishers are checked monthly',
        evidence: 'Two extinguishers without a check mark',
        severity: 'minor',
        responsible_id: USER.id,
        due_on: '2026-02-01',
        question_id: null,
      }),
    );
    expect(
      await within(within(form).getByTestId('field-due_on')).findByText(
        'The due date cannot precede the audit',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('finding-error').textContent).toContain('Check the fields');
  });

  it('changes the auditors’ part of a discrepancy and deletes one after confirming', async () => {
    vi.mocked(api.patch).mockResolvedValue(
      findingOf({ can_edit: true, severity: 'critical', version: 2 }) as never,
    );
    vi.mocked(api.delete).mockResolvedValue(undefined as never);
    render([findingOf({ can_edit: true })], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Discrepancy 1' }));
    const form = await screen.findByTestId('finding-form');
    type(form, 'evidence', 'Three of five extinguishers expired');
    fireEvent.click(within(form).getByTestId('finding-save'));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(`/audits/${AUDIT_ID}/findings/${FINDING_ID}/`, {
        requirement: 'Инструктаж не проведён',
        evidence: 'Three of five extinguishers expired',
        severity: 'major',
        responsible_id: findingOf().responsible_id,
        due_on: '2026-04-01',
        version: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('finding-form')).toBeNull());
    expect(refresh).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Discrepancy 1' }));
    fireEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith(`/audits/${AUDIT_ID}/findings/${FINDING_ID}/`, { version: 1 }),
    );
  });
});

describe('the audited organization', () => {
  it('fills only the causes and corrective actions, reading the auditors’ part', async () => {
    vi.mocked(api.patch).mockResolvedValue(findingOf({ can_respond: true, causes: 'No schedule' }) as never);
    render([findingOf({ can_respond: true })], false);
    const item = await screen.findByTestId('finding-item');
    expect(within(item).queryByTestId('finding-edit')).toBeNull();
    expect(within(item).queryByTestId('finding-delete')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Fill in causes and actions: Discrepancy 1' }));
    const form = await screen.findByTestId('finding-form');
    expect(within(form).getByTestId('detail-requirement').textContent).toBe('Инструктаж не проведён');
    expect(within(form).queryByTestId('field-requirement')).toBeNull();
    expect(within(form).queryByTestId('field-severity')).toBeNull();
    type(form, 'causes', 'x'.repeat(4001));
    expect(await within(form).findByText('At most 4000 characters')).toBeTruthy();
    type(form, 'causes', 'No briefing schedule at the site');
    type(form, 'corrective_actions', 'A schedule approved and posted');
    fireEvent.click(within(form).getByTestId('finding-save'));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(`/audits/${AUDIT_ID}/findings/${FINDING_ID}/`, {
        causes: 'No briefing schedule at the site',
        corrective_actions: 'A schedule approved and posted',
        version: 1,
      }),
    );
  });
});
