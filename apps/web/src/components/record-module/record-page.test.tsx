import type { THistoryEntry } from '@hse/contracts/common';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api } from '../../api/client';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { organizationsKeys } from '../organizations-query';
import { HOLDING_ID, ORGANIZATIONS, SUBSIDIARY_ID } from '../test-fixtures';
import { renderPage } from '../test-render';
import {
  RecordModuleContext,
  type TFormSlotProps,
  type TRecordPageModule,
  type TRecordSlotProps,
} from './record-module';
import RecordPage from './record-page';
import { TEMPLATE_ID, TEST_MODULE, TEST_RECORD } from './test-module';

vi.mock('../../api/client', async (original) => ({
  ApiError: (await original<typeof import('../../api/client')>()).ApiError,
  api: {
    get: vi.fn(),
    post: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    blob: vi.fn(),
    download: vi.fn(),
  },
}));
// A page with the data grid or the pickers renders slowly on two busy cores.
vi.setConfig({ testTimeout: 90_000 });

addSharedTexts(TEST_MODULE.key, TEST_MODULE.texts);

const slotProps: TRecordSlotProps[] = [];
function Slot(props: TRecordSlotProps) {
  slotProps.push(props);
  return <section data-testid="module-slot">{props.record.number}</section>;
}

let current: TRecordItem = TEST_RECORD;
let history: THistoryEntry[] = [];

const render = (record: TRecordItem, options: Partial<TRecordPageModule> = {}) => {
  current = record;
  return renderPage(
    <RecordModuleContext value={{ manifest: TEST_MODULE, recordSlots: [Slot], ...options }}>
      <RecordPage />
    </RecordModuleContext>,
    { path: '/check-edit/:id', url: `/check-edit/${record.id}` },
  );
};

const titleInput = () => within(screen.getByTestId('field-title')).getByRole('textbox') as HTMLInputElement;

afterEach(cleanup);
beforeEach(async () => {
  slotProps.length = 0;
  history = [];
  for (const fn of [api.get, api.patch, api.post, api.delete]) vi.mocked(fn).mockReset();
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === '/test-templates/choices/') return [{ id: TEMPLATE_ID, name: 'Склад, версия 2' }] as never;
    if (path === `/test-records/${TEST_RECORD.id}/`) return current as never;
    if (path.endsWith('/history/')) return history as never;
    if (path.endsWith('/comments/')) return { results: [], can_comment: true } as never;
    if (path.endsWith('/files/')) return [] as never;
    if (path.startsWith('/users/')) return { id: TEST_RECORD.owner_id, fio: 'Сериков А. Б.' } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});

describe("a module's record page", () => {
  it('names the organizations a change moved the record between in its history', async () => {
    history = [
      {
        id: 'h1',
        action: 'update',
        actor_id: null,
        actor_fio: 'Сериков А. Б.',
        at: '2026-03-02T08:00:00Z',
        changes: { organization_id: { from: HOLDING_ID, to: SUBSIDIARY_ID } },
        comment: null,
      },
    ];
    const page = render(TEST_RECORD);
    // The list of organizations is the shared query's (one fetch for every select on the page).
    act(() => page.client.setQueryData(organizationsKeys.all, ORGANIZATIONS));
    const change = await screen.findByText(/Организация/, { selector: 'li *' }, { timeout: 20_000 });
    await waitFor(() => expect(change.closest('li')?.textContent).toContain('Демо Ойл'), { timeout: 20_000 });
    expect(change.closest('li')?.textContent).toContain('Добыча');
    expect(change.closest('li')?.textContent).not.toContain(HOLDING_ID);
    page.stop();
  });

  it('sends only what changed, with the version read, and keeps the answer', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...TEST_RECORD, title: 'Склад 2', version: 4 } as never);
    const page = render(TEST_RECORD);
    expect(await screen.findByRole('heading', { name: 'Проверка TST-2026-7' })).toBeTruthy();
    // Computed fields are shown, not edited; a chosen reference stays what the record was made with.
    expect(screen.getByTestId('detail-score').textContent).toBe('92,3 %');
    expect(
      within(screen.getByTestId('field-template_id')).getByRole('combobox').getAttribute('aria-disabled'),
    ).toBe('true');
    await act(async () => fireEvent.change(titleInput(), { target: { value: 'Склад 2' } }));
    // Something typed and not saved holds the workflow back.
    expect(screen.getByTestId('record-unsaved')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('record-save')));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/`, {
        title: 'Склад 2',
        version: 3,
      }),
    );
    expect(screen.getByTestId('module-slot').textContent).toBe('TST-2026-7');
    expect(slotProps.at(-1)?.module).toBe(TEST_MODULE);
    expect(page.missing).toEqual([]);
    page.stop();
  });

  it("shows the server's field errors on the fields and a stale version clearly, keeping what was typed", async () => {
    vi.mocked(api.patch).mockRejectedValueOnce(
      new ApiError(400, 'Проверьте поля', { title: ['Такое название уже есть'] }),
    );
    render(TEST_RECORD);
    await screen.findByTestId('field-title');
    await act(async () => fireEvent.change(titleInput(), { target: { value: 'Дубль' } }));
    await act(async () => fireEvent.click(screen.getByTestId('record-save')));
    await waitFor(() =>
      expect(within(screen.getByTestId('field-title')).getByText('Такое название уже есть')).toBeTruthy(),
    );
    expect(titleInput().value).toBe('Дубль');

    vi.mocked(api.patch).mockRejectedValueOnce(new ApiError(409, 'Запись уже изменил другой пользователь'));
    await act(async () => fireEvent.change(titleInput(), { target: { value: 'Дубль 2' } }));
    await act(async () => fireEvent.click(screen.getByTestId('record-save')));
    const alert = await screen.findByTestId('record-form-error');
    expect(alert.textContent).toContain('Запись уже изменил другой пользователь');
    expect(within(alert).getByRole('button', { name: 'Загрузить последнюю версию' })).toBeTruthy();
    expect(titleInput().value).toBe('Дубль 2');
  });

  it('a refused save focuses the first invalid field and sums up the fields to correct at the top', async () => {
    render(TEST_RECORD);
    await screen.findByTestId('field-title');
    await act(async () => fireEvent.change(titleInput(), { target: { value: '' } }));
    expect(screen.queryByTestId('form-error-summary')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('record-save')));
    const summary = await screen.findByTestId('form-error-summary', {}, { timeout: 10_000 });
    expect(summary.getAttribute('role')).toBe('alert');
    const link = within(summary).getByRole('button', { name: /^Название: / });
    expect(document.activeElement).toBe(titleInput());
    act(() => (document.activeElement as HTMLElement).blur());
    await act(async () => fireEvent.click(link));
    expect(document.activeElement).toBe(titleInput());
    expect(api.patch).not.toHaveBeenCalled();
    // Corrected, the field leaves the summary and the summary goes.
    await act(async () => fireEvent.change(titleInput(), { target: { value: 'Склад 3' } }));
    await waitFor(() => expect(screen.queryByTestId('form-error-summary')).toBeNull());
  });

  it('shows a record the reader may not change read-only, with the actions the server allows', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...TEST_RECORD, status: 'done', can_edit: false } as never);
    const record = {
      ...TEST_RECORD,
      can_edit: false,
      can_delete: false,
      allowed_actions: ['approve' as const],
    };
    render(record);
    expect(await screen.findByTestId('record-details')).toBeTruthy();
    expect(screen.queryByTestId('record-save')).toBeNull();
    expect(screen.getByTestId('detail-kind').textContent).toBe('Внеплановая');
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('workflow-action-approve')));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Утвердить' })));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/actions/approve/`, {
        version: 3,
      }),
    );
  });

  it('deletes after a confirmation', async () => {
    vi.mocked(api.delete).mockResolvedValue(undefined as never);
    render(TEST_RECORD);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Удалить' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Запись TST-2026-7 будет удалена.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' })));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/`, { version: 3 }),
    );
  });

  it("holds a module's own part in the editor and the view, and saves then sends", async () => {
    // A slot's values live beside the fields (`form`) and go to the API as it wants them (trimmed here).
    const NoteEdit = ({ control }: TFormSlotProps) => (
      <Controller
        control={control}
        name="note"
        render={({ field }) => (
          <input data-testid="slot-note" value={String(field.value)} onChange={field.onChange} />
        )}
      />
    );
    const sent = { ...TEST_RECORD, note: 'Замечание', status: 'done', can_edit: false, version: 5 };
    vi.mocked(api.patch).mockResolvedValue({ ...TEST_RECORD, note: 'Замечание', version: 4 } as never);
    vi.mocked(api.post).mockResolvedValue(sent as never);
    const NoteView = ({ record }: TRecordSlotProps) => (
      <p data-testid="slot-note-view">{String(record.note)}</p>
    );
    const options: Partial<TRecordPageModule> = {
      form: {
        schema: z.object({ title: z.string(), note: z.string() }),
        initial: () => ({ title: '', note: '' }),
        toForm: (record) => ({ title: record.title, note: String(record.note ?? '') }),
        toBody: (values) => ({ ...values, note: String(values.note).trim() }),
      },
      formSlots: [NoteEdit],
      detailSlots: [NoteView],
      saveAndSend: { action: 'approve' as const, saveLabel: 'titles.list' },
      readOnlyHints: { done: 'titles.record' },
    };
    render({ ...TEST_RECORD, note: '', allowed_actions: ['approve'] }, options);
    const input = await screen.findByTestId('slot-note');
    expect(screen.getByTestId('record-save').textContent).toBe('Проверки');
    // The editor takes the action over: the page's workflow bar leaves it out.
    expect(screen.queryByTestId('workflow-action-approve')).toBeNull();
    await act(async () => fireEvent.change(input, { target: { value: ' Замечание ' } }));
    await act(async () => fireEvent.click(screen.getByTestId('record-save-and-send')));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/actions/approve/`, {
        version: 4,
      }),
    );
    expect(api.patch).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/`, {
      note: 'Замечание',
      version: 3,
    });
    cleanup();
    render(sent, options);
    expect((await screen.findByTestId('slot-note-view')).textContent).toBe('Замечание');
    expect(screen.getByTestId('record-read-only').textContent).toBe('Проверка');
  });
});
