import type { TLoginResponse } from '@hse/contracts/auth';
import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from './session-keys';

export { SESSION_KEYS };

export const DEFAULT_FIO = 'Личный кабинет';

export type TSession = {
  token: string | null;
  userId: string | null;
  roles: string[];
  organizationName: string | null;
  organizationId: string | null;
  fio: string;
  isAuthenticated: boolean;
};

const listeners = new Set<() => void>();
let cached: { raw: string; session: TSession } | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseRoles(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** Read on every call (spec §4: the token is read on every navigation); cached while unchanged. */
export function getSession(): TSession {
  const values = Object.values(SESSION_KEYS).map(read);
  const raw = JSON.stringify(values);
  if (cached?.raw === raw) return cached.session;
  const [token, userId, roles, organizationName, organizationId, fio] = values;
  const session: TSession = {
    token: token || null,
    userId: userId || null,
    roles: parseRoles(roles ?? null),
    organizationName: organizationName ?? null,
    organizationId: organizationId ?? null,
    fio: fio || DEFAULT_FIO,
    isAuthenticated: Boolean(token),
  };
  cached = { raw, session };
  return session;
}

export function getToken(): string | null {
  return getSession().token;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveSession(login: TLoginResponse): void {
  localStorage.setItem(SESSION_KEYS.token, login.token);
  localStorage.setItem(SESSION_KEYS.userId, login.user_id);
  localStorage.setItem(SESSION_KEYS.roles, JSON.stringify(login.roles));
  localStorage.setItem(SESSION_KEYS.organizationName, login.organization_name);
  localStorage.setItem(SESSION_KEYS.organizationId, login.organization_id);
  localStorage.setItem(SESSION_KEYS.fio, login.fio || DEFAULT_FIO);
  emit();
}

/** The display name can change in the profile without a new login. */
export function updateSessionFio(fio: string): void {
  localStorage.setItem(SESSION_KEYS.fio, fio || DEFAULT_FIO);
  emit();
}

/** A password change ends every older token and answers a fresh one. */
export function updateSessionToken(token: string): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  emit();
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
  emit();
}

export function hasRole(...roles: string[]): boolean {
  const own = getSession().roles;
  return roles.some((role) => own.includes(role));
}

export function useSession(): TSession {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
