import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { ACT_ROW } from '../../components/incident-test-fixtures';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import DocumentViewPage from './document-view-page';
import DocumentsListPage from './documents-list-page';
import { ACT } from './investigations-test-fixtures';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/investigation-acts/') return { count: 1, next: null, previous: null, results: [ACT_ROW] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/investigation-acts/${ACT.id}/`) return ACT;
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
    roles: ['headdotos'],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Сидоров С.',
  });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];

describe.each(LANGS)('act pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('list: the kind from the path, filters in the query, no missing text', async () => {
    const page = renderPage(<DocumentsListPage />, {
      path: '/investigation',
      url: '/investigation?status=on_approval',
    });
    await screen.findByText(ACT_ROW.number);
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/investigation-acts/')?.[1]).toEqual({
      params: { page: 1, page_size: 20, status: 'on_approval' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      i18n.t('investigations:kinds.act.list'),
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('view: fields, the message link and the allowed actions only', async () => {
    const page = renderPage(<DocumentViewPage />, {
      path: '/investigation-view/:msgId/:id',
      url: `/investigation-view/${ACT.incident_id}/${ACT.id}`,
    });
    await screen.findByText('Неисправная лестница');
    expect(screen.getByRole('link', { name: ACT.incident_number })).toBeTruthy();
    expect(screen.getByTestId('workflow-action-approve')).toBeTruthy();
    expect(screen.queryByTestId('workflow-action-send_for_approval')).toBeNull();
    expect(screen.queryByTestId('document-save')).toBeNull();
    page.stop();
    expect(page.missing).toEqual([]);
  });
});
