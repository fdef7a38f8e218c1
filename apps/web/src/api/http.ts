import { currentLanguage } from '../i18n/i18n';
import { ApiError, apiErrorFrom, NOT_AUTHENTICATED } from './api-error';
import { getToken } from './session';

export const API_BASE = '/api';

export type TQueryParams = Record<string, string | number | boolean | undefined>;
export type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type TAuthMode = boolean | 'optional';
export type TRequest = {
  method: TMethod;
  path: string;
  /** `optional`: the token goes along when there is one (public screens that staff use too). */
  auth?: TAuthMode;
  params?: TQueryParams;
  body?: unknown;
  headers?: Record<string, string>;
};

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function buildUrl(path: string, params?: TQueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** One fetch with the headers of spec §7; resolves only for 200..299, else rejects with ApiError. */
export async function send({
  method,
  path,
  auth = true,
  params,
  body,
  ...more
}: TRequest): Promise<Response> {
  const headers = new Headers({
    ...more.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  });
  if (auth) {
    const token = getToken();
    if (token) headers.set('Authorization', `Token ${token}`);
    else if (auth !== 'optional') throw new Error(NOT_AUTHENTICATED);
  }
  if (method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
  } catch {
    // Offline, DNS or CORS: no status and no server text.
    throw new ApiError(0, '');
  }
  if (response.status < 200 || response.status > 299) throw await apiErrorFrom(response);
  return response;
}

export async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * The headers of a write sent outside `send` (an upload by XMLHttpRequest, whose progress fetch
 * cannot report): the token, the anti-forgery token and the language.
 */
export function writeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}
