import { TIMINGS } from '@hse/contracts/constants';
import { notify } from '../app/notifications-store';
import { translate } from '../i18n/i18n';
import { ApiError } from './api-error';
import { fileNameFromDisposition, saveBlob } from './download';
import { readBody, send, type TAuthMode, type TMethod, type TQueryParams } from './http';
import { navigateTo } from './navigation';
import { clearSession } from './session';

export { ApiError, NOT_AUTHENTICATED } from './api-error';
export type { TQueryParams } from './http';

export type TGetOptions = {
  auth?: TAuthMode;
  params?: TQueryParams;
  /** Failures are only passed on: no notification, no redirect (notification count, logout). */
  silent?: boolean;
};
export type TPostOptions = {
  auth?: TAuthMode;
  /**
   * `false`: no Idempotency-Key and no retry, for answers that carry a secret the server must not
   * keep (sign-in, password change).
   */
  once?: false;
};

/** Waits before the retries of a write cut by the network (then the failure is passed on). */
export const RETRY_DELAYS_MS = [500, 1500, 4000];

/** A random key; crypto.randomUUID exists only on HTTPS, and plants often use plain HTTP. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A POST sent with a fresh Idempotency-Key and, when the network cuts it (no answer: the client
 * cannot know whether it was done), sent again with the same key a few times: the server does it
 * once and answers every attempt alike. A retry answered 409 may meet the first attempt still
 * running on the server, so it waits and asks again too.
 */
async function sendOnce(method: TMethod, path: string, body: unknown, auth: TAuthMode): Promise<Response> {
  const headers = { 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send({ method, path, body, auth, headers });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      const cut = error instanceof ApiError && (error.status === 0 || (attempt > 0 && error.status === 409));
      if (!cut || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

let unauthorizedTimer: ReturnType<typeof setTimeout> | null = null;

/** Spec §8: a GET answered 401 warns, then after 1500 ms ends the session and opens /login. */
function handleUnauthorized(): void {
  notify({ type: 'error', message: translate('shell:errors.unauthorized') });
  if (unauthorizedTimer) return;
  unauthorizedTimer = setTimeout(() => {
    unauthorizedTimer = null;
    clearSession();
    navigateTo('/login');
  }, TIMINGS.unauthorizedRedirectMs);
}

function reportGetFailure(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) handleUnauthorized();
  else notify({ type: 'error', message: translate('shell:errors.generic') });
}

async function get<T>(path: string, opts: TGetOptions = {}): Promise<T> {
  try {
    const response = await send({ method: 'GET', path, auth: opts.auth ?? true, params: opts.params });
    return await readBody<T>(response);
  } catch (error) {
    if (!opts.silent) reportGetFailure(error);
    throw error;
  }
}

/** Spec §8: writes, downloads and login only log their failures; the caller decides what to show. */
async function logged<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.error(error);
    throw error;
  }
}

function write<T>(method: TMethod, path: string, body?: unknown, auth: TAuthMode = true): Promise<T> {
  return logged(async () => readBody<T>(await send({ method, path, body, auth })));
}

/** A POST that creates or acts: done once however often the network makes it be sent. */
function writeOnce<T>(path: string, body: unknown, opts: TPostOptions): Promise<T> {
  if (opts.once === false) return write<T>('POST', path, body, opts.auth);
  return logged(async () => readBody<T>(await sendOnce('POST', path, body, opts.auth ?? true)));
}

export const api = {
  get,
  post: <T>(path: string, body?: unknown, opts: TPostOptions = {}) => writeOnce<T>(path, body, opts),
  patch: <T>(path: string, body: unknown) => write<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => write<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => write<T>('DELETE', path, body),
  upload: <T>(path: string, form: FormData, method: 'PUT' | 'POST' = 'POST', opts: TPostOptions = {}) =>
    method === 'POST' ? writeOnce<T>(path, form, opts) : write<T>(method, path, form, opts.auth),

  /** An authenticated binary GET (a photo): failures are logged, not announced. */
  blob: (path: string): Promise<Blob> => logged(async () => (await send({ method: 'GET', path })).blob()),

  /** Saves the answer under the name of its Content-Disposition header, else 'File'. */
  download: (path: string, params?: TQueryParams): Promise<void> =>
    logged(async () => {
      const response = await send({ method: 'GET', path, params });
      const name = fileNameFromDisposition(response.headers.get('Content-Disposition'));
      saveBlob(await response.blob(), name);
    }),
};
