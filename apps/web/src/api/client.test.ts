import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { clearNotifications, getNotifications } from '../app/notifications-store';
import { i18n } from '../i18n/i18n';
import { ApiError, api, RETRY_DELAYS_MS } from './client';
import { setNavigator } from './navigation';
import { saveSession } from './session';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const texts = () => getNotifications().map((n) => n.text);
let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(to: string) => void>;

function signIn() {
  saveSession({
    token: 'abc',
    user_id: 'u1',
    roles: ['admin'],
    organization_name: 'Org',
    organization_id: 'o1',
    fio: 'Иванов И.',
  });
}

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  clearNotifications();
  await i18n.changeLanguage('ru');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn();
  setNavigator(navigate);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('api client', () => {
  it('sends the token, the language and the query', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(200, { count: 3 }));
    await expect(
      api.get('/stm/notification/count/', { params: { page: 2, search: undefined } }),
    ).resolves.toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/stm/notification/count/?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Token abc');
    expect(headers.get('Accept-Language')).toBe('ru');
  });

  it('sends the anti-forgery header on writes', async () => {
    signIn();
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
    document.cookie = 'XSRF-TOKEN=xs%3D1';
    fetchMock.mockResolvedValue(json(201, { id: '1' }));
    await api.post('/users/', { a: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('xs=1');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends a fresh Idempotency-Key with each create', async () => {
    signIn();
    fetchMock.mockImplementation(async () => json(201, { id: '1' }));
    await api.post('/incidents/', { a: 1 });
    await api.post('/incidents/', { a: 1 });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a write cut by the network with the same key, and only then', async () => {
    signIn();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(201, [{ id: 'f1' }]));
    const done = api.upload('/incidents/1/files/', form);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] ?? 0);
    await expect(done).resolves.toEqual([{ id: 'f1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    expect(fetchMock.mock.calls.every(([, init]) => init?.body === form)).toBe(true);
  });

  it('passes on an answer of the server without retrying, and a cut that lasts', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(json(400, { detail: 'Проверьте введённые данные' }));
    await expect(api.post('/incidents/', {})).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const lasting = api.post('/incidents/', {});
    const failed = expect(lasting).rejects.toMatchObject({ status: 0 });
    for (const delay of RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('sends no key and never retries a sign-in (its answer is a token)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.post('/api-token-auth/', {}, { auth: false, once: false })).rejects.toMatchObject({
      status: 0,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBeNull();
  });

  it('rejects an authenticated call without a token and sends nothing', async () => {
    await expect(api.get('/users/')).rejects.toThrow('User not authenticated');
    await expect(api.post('/users/', {})).rejects.toThrow('User not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(texts()).toEqual([]);
  });

  it('calls without a token when asked', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await api.get('/organizations/', { auth: false });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('on a GET answered 401 warns, then after 1500 ms ends the session and opens /login', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(401, { detail: 'Недействительный токен' }));
    const error = await api.get('/profile/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(texts()).toEqual(['Ошибка авторизации. Вы будете перенаправлены на главную страницу.']);
    vi.advanceTimersByTime(1499);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on another GET failure warns and passes the error on', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(500, { detail: 'boom' }));
    await expect(api.get('/users/')).rejects.toMatchObject({ status: 500, detail: 'boom' });
    expect(texts()).toEqual(['Произошла ошибка, обновите страницу']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a network failure of a GET like any other failure', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/users/')).rejects.toMatchObject({ status: 0, detail: '' });
    expect(texts()).toEqual(['Произошла ошибка, обновите страницу']);
  });

  it('keeps a silent GET silent', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(401, { detail: 'x' }));
    await expect(api.get('/stm/notification/count/', { silent: true })).rejects.toBeInstanceOf(ApiError);
    vi.advanceTimersByTime(2000);
    expect(texts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only logs failed writes and passes the field errors on', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(400, { detail: 'Проверьте', errors: { login: ['Занят'] } }));
    await expect(api.post('/users/', {})).rejects.toMatchObject({
      status: 400,
      errors: { login: ['Занят'] },
    });
    fetchMock.mockResolvedValue(json(409, { detail: 'stale' }));
    await expect(api.patch('/users/1/', {})).rejects.toMatchObject({ status: 409 });
    await expect(api.put('/users/1/', {})).rejects.toMatchObject({ status: 409 });
    await expect(api.delete('/users/1/', { version: 1 })).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValue(json(401, { detail: 'no' }));
    await expect(api.post('/users/', {})).rejects.toMatchObject({ status: 401 });
    vi.advanceTimersByTime(2000);
    expect(texts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('answers undefined for 204', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(204, null));
    await expect(api.delete('/users/1/')).resolves.toBeUndefined();
  });

  it('downloads under the name of Content-Disposition', async () => {
    signIn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response('data', {
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%D0%90%D0%BA%D1%82.pdf" },
      }),
    );
    fetchMock.mockResolvedValueOnce(new Response('data'));
    await api.download('/users/export.xlsx', { search: 'a' });
    await api.download('/users/export.xlsx');
    expect(names).toEqual(['Акт.pdf', 'File']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/export.xlsx?search=a');
  });

  it('only logs a failed download', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(404, { detail: 'нет' }));
    await expect(api.download('/x/')).rejects.toMatchObject({ status: 404 });
    expect(texts()).toEqual([]);
  });
});
