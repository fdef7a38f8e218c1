import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { clearSession } from '../api/session';
import { signInAs as signIn } from '../components/test-fixtures';
import { preloadRoute } from './routes';

vi.mock('../api/client', async (original) => ({
  ...(await original<typeof import('../api/client')>()),
  api: { get: vi.fn() },
}));

const PAGE = { count: 0, next: null, previous: null, results: [] };

beforeEach(() => vi.mocked(api.get).mockReset().mockResolvedValue(PAGE));
afterEach(() => clearSession());

describe('preloadRoute', () => {
  it('asks for the rows of a full load on a module’s list before the page is drawn, as the page asks', async () => {
    signIn(['dotos']);
    const client = new QueryClient();
    const route = preloadRoute({ pathname: '/incident', search: '?page=2&page_size=50' }, client);
    expect(route?.list).toBe(true);
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [path, options] = vi.mocked(api.get).mock.calls[0] ?? [];
    expect(path).toBe('/incidents/');
    expect(options).toMatchObject({ params: { page: '2', page_size: '50' } });
    // The answer is kept under the key the page's own query reads (record-queries.ts).
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.data).toEqual(PAGE));
    expect(client.getQueryCache().getAll()[0]?.queryKey).toEqual([
      expect.any(String),
      'list',
      expect.objectContaining({ page: '2', page_size: '50' }),
    ]);
  });

  it('asks nothing for a guest, who is sent to sign in, nor without a client', async () => {
    const client = new QueryClient();
    preloadRoute({ pathname: '/incident', search: '' }, client);
    signIn(['dotos']);
    preloadRoute({ pathname: '/incident', search: '' });
    // Both loads (the page's code, the manifest) have long come by then.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.get).not.toHaveBeenCalled();
  });
});
