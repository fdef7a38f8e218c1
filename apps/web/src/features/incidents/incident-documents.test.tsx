import type { TIncidentDocuments } from '@hse/contracts/investigations';
import type { TRole } from '@hse/contracts/roles';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { ACT_ID, ACT_ROW, INCIDENT_ID as MESSAGE_ID } from '../../components/incident-test-fixtures';
import { SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { IncidentDocuments } from './incident-documents';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

const DOCUMENTS: TIncidentDocuments = { report: null, act: ACT_ROW, bulletin: null };

function signInAs(roles: TRole[]) {
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles,
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Петров П.',
  });
}

function show(status: string) {
  return renderPage(<IncidentDocuments incident={{ id: MESSAGE_ID, status }} />);
}

beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/incidents/${MESSAGE_ID}/documents/`) return DOCUMENTS as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

describe('the documents of a message', () => {
  it('links to the written act and offers HSE staff to write the others', async () => {
    signInAs(['dotos']);
    const page = show('in_work');
    const act = await screen.findByTestId('incident-document-act');
    const link = within(act).getByRole('link', { name: ACT_ROW.number });
    expect(link.getAttribute('href')).toBe(`/investigation-view/${MESSAGE_ID}/${ACT_ID}`);
    expect(within(act).getByTestId('status-chip').textContent).toBe('На утверждении');
    expect(screen.getByTestId('create-document-report').getAttribute('href')).toBe(
      `/report-create/${MESSAGE_ID}`,
    );
    expect(screen.getByTestId('create-document-bulletin').getAttribute('href')).toBe(
      `/bulletin-create/${MESSAGE_ID}`,
    );
    expect(screen.queryByTestId('create-document-act')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('offers the head of HSE too', async () => {
    signInAs(['headdotos']);
    show('sent');
    expect(await screen.findByTestId('create-document-report')).toBeTruthy();
  });

  it('gives other readers the links only', async () => {
    signInAs(['auditor']);
    show('in_work');
    const act = await screen.findByTestId('incident-document-act');
    expect(within(act).getByRole('link', { name: ACT_ROW.number })).toBeTruthy();
    expect(screen.queryByTestId('create-document-report')).toBeNull();
    expect(screen.queryByTestId('create-document-bulletin')).toBeNull();
    expect(within(screen.getByTestId('incident-document-report')).getByText('Ещё не составлен')).toBeTruthy();
  });

  it('asks nothing of the server for a draft, which has no documents yet', async () => {
    signInAs(['dotos']);
    show('draft');
    expect(
      await screen.findByText('Документы расследования составляются после отправки сообщения.'),
    ).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('create-document-act')).toBeNull();
  });
});
