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
export type TPostOptions = { auth?: TAuthMode };

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

export const api = {
  get,
  post: <T>(path: string, body?: unknown, opts: TPostOptions = {}) => write<T>('POST', path, body, opts.auth),
  patch: <T>(path: string, body: unknown) => write<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => write<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => write<T>('DELETE', path, body),
  upload: <T>(path: string, form: FormData, method: 'PUT' | 'POST' = 'POST', opts: TPostOptions = {}) =>
    write<T>(method, path, form, opts.auth),

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
