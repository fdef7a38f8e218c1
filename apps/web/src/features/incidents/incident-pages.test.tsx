import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { INCIDENT, INCIDENT_ID, INCIDENT_ROW } from '../../components/incident-test-fixtures';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import IncidentEditorPage from './incident-editor-page';
import IncidentPrintPage from './incident-print-page';
import IncidentViewPage from './incident-view-page';
import IncidentsListPage from './incidents-list-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/incidents/') return { count: 1, next: null, previous: null, results: [INCIDENT_ROW] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/incidents/${INCIDENT_ID}/`) return INCIDENT;
  if (path.endsWith('/history/')) return HISTORY;
  if (path.endsWith('/comments/')) return { results: [], can_comment: true };
  if (path.endsWith('/files/')) return [];
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => answer(path) as never);
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: ['dotos'],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Иванов И.',
  });
});
afterEach(cleanup);
// The first render of MUI and the data grid in jsdom takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];
const record = { path: '/x/:id', url: `/x/${INCIDENT_ID}` };

describe.each(LANGS)('incident pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('list: rows, filters in the query and no missing text', async () => {
    const page = renderPage(<IncidentsListPage />, { url: '/?status=sent&special=true' });
    await screen.findByText(INCIDENT.number);
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/incidents/')?.[1]).toEqual({
      params: { page: 1, page_size: 20, status: 'sent', special: 'true' },
    });
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('view: fields, victims, allowed actions only', async () => {
    const page = renderPage(<IncidentViewPage />, record);
    await screen.findByText('Сейтқали Нұрлан');
    expect(screen.getByTestId('workflow-action-accept_for_work')).toBeTruthy();
    expect(screen.queryByTestId('workflow-action-approve')).toBeNull();
    // Neither the author nor in an editable state: no edit, no delete.
    expect(screen.queryByTestId('incident-save')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('editors and the printable copy', async () => {
    const short = renderPage(<IncidentEditorPage />, { path: '/message-create', url: '/message-create' });
    await screen.findByTestId('incident-save-and-send');
    short.stop();
    cleanup();
    const print = renderPage(<IncidentPrintPage />, record);
    await screen.findByTestId('incident-print');
    print.stop();
    expect([...short.missing, ...print.missing]).toEqual([]);
  });
});
