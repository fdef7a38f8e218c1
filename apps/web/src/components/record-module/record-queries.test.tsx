import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { recordQueries } from './record-queries';
import { TEST_MODULE, TEST_RECORD } from './test-module';

vi.mock('../../api/client', () => ({ api: { get: vi.fn(), post: vi.fn() } }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeEach(() => {
  vi.mocked(api.get).mockReset().mockResolvedValue(TEST_RECORD);
  vi.mocked(api.post).mockReset().mockResolvedValue(TEST_RECORD);
});

describe('recordQueries', () => {
  it('reads a record signed in, and a public type’s with a token only when there is one', async () => {
    const { paths, useItem } = recordQueries(TEST_MODULE);
    renderHook(() => useItem(TEST_RECORD.id), { wrapper });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(paths.detail(TEST_RECORD.id), {}));
    const open = recordQueries({ ...TEST_MODULE, publicRead: true });
    renderHook(() => open.useItem(TEST_RECORD.id), { wrapper });
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(paths.detail(TEST_RECORD.id), { auth: 'optional' }),
    );
  });

  it('sends an action with its version and comment, and what else it carries', async () => {
    const { paths, useAction } = recordQueries(TEST_MODULE);
    const { result } = renderHook(() => useAction(), { wrapper });
    const record = { ...TEST_RECORD, version: 4 } as TRecordItem;
    await act(() => result.current.mutateAsync({ record, action: 'reject', comment: 'Нет' }));
    expect(api.post).toHaveBeenLastCalledWith(paths.action(record.id, 'reject'), {
      version: 4,
      comment: 'Нет',
    });
    await act(() =>
      result.current.mutateAsync({ record, action: 'send_to_work', body: { assignee_id: 'person' } }),
    );
    expect(api.post).toHaveBeenLastCalledWith(paths.action(record.id, 'send_to_work'), {
      version: 4,
      assignee_id: 'person',
    });
  });
});
