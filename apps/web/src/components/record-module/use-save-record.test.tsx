import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { isSavedButNotSent } from '../saved-but-not-sent';
import { TEST_MODULE, TEST_RECORD } from './test-module';
import { useSaveRecord } from './use-save-record';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const saveOf = (record: typeof TEST_RECORD | undefined) =>
  renderHook(() => useSaveRecord(TEST_MODULE, record), { wrapper }).result.current;
const SENT = { ...TEST_RECORD, status: 'sent', version: 5 };

beforeEach(() => {
  vi.mocked(api.post).mockReset();
  vi.mocked(api.patch).mockReset();
});

describe('saving a record, and sending it when asked', () => {
  it('creates a new one, then takes the action on what was created', async () => {
    vi.mocked(api.post)
      .mockResolvedValueOnce(TEST_RECORD as never)
      .mockResolvedValueOnce(SENT as never);
    expect(await saveOf(undefined)({ title: 'x' }, {}, 'send' as never)).toEqual(SENT);
    expect(vi.mocked(api.post).mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['/test-records/', { title: 'x' }],
      [`/test-records/${TEST_RECORD.id}/actions/send/`, { version: 3 }],
    ]);
  });

  it('changes only what differs, with the version read; nothing changed sends nothing', async () => {
    vi.mocked(api.patch).mockResolvedValue(TEST_RECORD as never);
    await saveOf(TEST_RECORD)({ title: 'new', place: 'same' }, { title: 'old', place: 'same' });
    expect(api.patch).toHaveBeenCalledWith(`/test-records/${TEST_RECORD.id}/`, { title: 'new', version: 3 });
    vi.mocked(api.patch).mockClear();
    expect(await saveOf(TEST_RECORD)({ title: 'old' }, { title: 'old' })).toBe(TEST_RECORD);
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('keeps what was saved when the action is refused', async () => {
    vi.mocked(api.post).mockRejectedValue(new Error('409'));
    const error = await saveOf(TEST_RECORD)({}, {}, 'send' as never).catch((e: unknown) => e);
    expect(isSavedButNotSent(error) && error.saved).toBe(TEST_RECORD);
  });
});
