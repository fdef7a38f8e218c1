import { ApiError } from '../api/api-error';

/** The server's translated text, else the caller's fallback (a network failure has none). */
export function errorDetail(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

/** A stale `version`: someone else saved the record first (brief §4). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
