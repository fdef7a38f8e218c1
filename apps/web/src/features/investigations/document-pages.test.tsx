import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { ACT_ROW } from '../../components/incident-test-fixtures';
import RecordListPage from '../../components/record-module/record-list-page';
import { RecordModuleContext } from '../../components/record-module/record-module';
import RecordViewPage from '../../components/record-module/record-view-page';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { DOCUMENT_MANIFESTS } from './document-kind';
import { ACTS_MODULE } from './investigations-module';
import { ACT } from './investigations-test-fixtures';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/investigation-acts/') return { count: 1, next: null, previous: null, results: [ACT_ROW] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/investigation-acts/${ACT.id}/`) return ACT;
  if (path.endsWith('/history/'))
    return [{ ...HISTORY[0], changes: { members: { from: [], to: [{ full_name: 'Серикова А.' }] } } }];
  if (path.endsWith('/comments/')) return { results: [], can_comment: true };
  if (path.endsWith('/files/')) return [];
  // The Labour Code deadlines beside an act: its message's (none here).
  if (path.endsWith('/deadlines/')) return [];
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => answer(path) as never);
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: ['headdotos'],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Сидоров С.',
  });
});
afterEach(cleanup);
// A page with the data grid renders slowly on two busy cores.
vi.setConfig({ testTimeout: 90_000 });
addSharedTexts(DOCUMENT_MANIFESTS.act.key, DOCUMENT_MANIFESTS.act.texts);

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];

describe.each(LANGS)('act pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('list: the generic list of the kind, written from messages only, filters in the query', async () => {
    const page = renderPage(
      <RecordModuleContext value={{ manifest: DOCUMENT_MANIFESTS.act, list: ACTS_MODULE.list }}>
        <RecordListPage />
      </RecordModuleContext>,
      { path: '/investigation', url: '/investigation?status=on_approval' },
    );
    await screen.findByText(ACT_ROW.number);
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/investigation-acts/')?.[1]).toEqual({
      params: { page: '1', page_size: '20', status: 'on_approval' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      i18n.t('investigations:kinds.act.list'),
    );
    expect(screen.getByText(i18n.t('investigations:hints.create_from_message'))).toBeTruthy();
    expect(screen.queryByTestId('record-create')).toBeNull();
    expect(screen.getByTestId('documents-export')).toBeTruthy();
    expect(screen.queryByTestId('filter-incident_id')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('view: fields, the message link and the allowed actions only', async () => {
    const { detailSlots, editHref, useHistoryValue, recordHeading } = ACTS_MODULE;
    const page = renderPage(
      <RecordModuleContext
        value={{ manifest: DOCUMENT_MANIFESTS.act, detailSlots, editHref, useHistoryValue, recordHeading }}
      >
        <RecordViewPage />
      </RecordModuleContext>,
      {
        path: '/investigation-view/:msgId/:id',
        url: `/investigation-view/${ACT.incident_id}/${ACT.id}`,
      },
    );
    await screen.findByText('Неисправная лестница');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      i18n.t('investigations:kinds.act.view', { number: ACT.number }),
    );
    // The history writes the commission by its size (the module's own history values).
    await screen.findByText(i18n.t('investigation_acts:fields.members'));
    expect(screen.getByRole('link', { name: ACT.incident_number })).toBeTruthy();
    expect(screen.getByTestId('workflow-action-approve')).toBeTruthy();
    expect(screen.queryByTestId('workflow-action-send_for_approval')).toBeNull();
    expect(screen.queryByTestId('document-save')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });
});
