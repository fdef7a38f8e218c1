import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { ORGANIZATIONS } from '../test-fixtures';
import { renderPage } from '../test-render';
import RecordEditorPage from './record-editor-page';
import { RecordModuleContext, type TModuleRoute, type TRecordPageModule } from './record-module';
import RecordViewPage from './record-view-page';
import { TEMPLATE_ID, TEST_MODULE, TEST_RECORD } from './test-module';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));
// A page with the pickers renders slowly on two busy cores.
vi.setConfig({ testTimeout: 90_000 });

addSharedTexts(TEST_MODULE.key, TEST_MODULE.texts);

/** A module whose screens keep their own paths: an editor apart from a read-only view and a printed copy. */
const ROUTES: TModuleRoute[] = [
  { path: '/check-change/:id', page: 'edit', heading: 'titles.create' },
  { path: '/check-view/:id', page: 'view' },
  { path: '/check-print/:id', page: 'print' },
];

const render = (page: 'edit' | 'view', record: TRecordItem, options: Partial<TRecordPageModule> = {}) => {
  const route = ROUTES.find((r) => r.page === page);
  return renderPage(
    <RecordModuleContext value={{ manifest: TEST_MODULE, routes: ROUTES, route, ...options }}>
      {page === 'edit' ? <RecordEditorPage /> : <RecordViewPage />}
    </RecordModuleContext>,
    { path: route?.path, url: route?.path.replace(':id', record.id) },
  );
};

afterEach(cleanup);
beforeEach(async () => {
  for (const fn of [api.get, api.patch, api.post]) vi.mocked(fn).mockReset();
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === '/test-templates/choices/') return [{ id: TEMPLATE_ID, name: 'Склад, версия 2' }] as never;
    if (path === `/test-records/${TEST_RECORD.id}/`)
      return { ...TEST_RECORD, allowed_actions: ['approve'] } as never;
    if (path.endsWith('/history/')) return [] as never;
    if (path.endsWith('/comments/')) return { results: [], can_comment: true } as never;
    if (path.endsWith('/files/')) return [] as never;
    if (path.startsWith('/users/')) return { id: TEST_RECORD.owner_id, fio: 'Сериков А. Б.' } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});

const titleInput = () => within(screen.getByTestId('field-title')).getByRole('textbox') as HTMLInputElement;

describe("a module's own editor and view", () => {
  it('saves what changed, then takes the send action; what sending needs is checked first', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...TEST_RECORD, title: 'Склад 2', version: 4 } as never);
    vi.mocked(api.post).mockResolvedValue({ ...TEST_RECORD, status: 'done', version: 5 } as never);
    const sendIssues = vi.fn(() => [] as { field: string; key: string }[]);
    render('edit', TEST_RECORD, { saveAndSend: { action: 'approve' }, form: { sendIssues } });
    expect(await screen.findByRole('heading', { name: 'Новая проверка TST-2026-7' })).toBeTruthy();
    await act(async () => fireEvent.change(titleInput(), { target: { value: '' } }));
    sendIssues.mockReturnValueOnce([{ field: 'title', key: 'validation.required' }]);
    await act(async () => fireEvent.change(titleInput(), { target: { value: 'Склад 2' } }));
    await act(async () => fireEvent.click(screen.getByTestId('record-save-and-send')));
    expect((await screen.findByTestId('record-form-error')).textContent).toBe(
      'Запись пока нельзя отправить: заполните отмеченные разделы.',
    );
    expect(api.patch).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByTestId('record-save-and-send')));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/actions/approve/`, {
        version: 4,
      }),
    );
    expect(api.patch).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/`, {
      title: 'Склад 2',
      version: 3,
    });
  });

  it('shows the record read-only with a link to its editor and its printed copy', async () => {
    const page = render('view', TEST_RECORD, { editHref: (record) => `/check-change/${record.id}` });
    expect(await screen.findByTestId('record-details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Изменить' }).getAttribute('href')).toBe(
      `/check-change/${TEST_RECORD.id}`,
    );
    expect(screen.getByRole('link', { name: 'Версия для печати' }).getAttribute('href')).toBe(
      `/check-print/${TEST_RECORD.id}`,
    );
    expect(screen.getByTestId('workflow-action-approve')).toBeTruthy();
    page.stop();
    expect(page.missing).toEqual([]);
  });
});
