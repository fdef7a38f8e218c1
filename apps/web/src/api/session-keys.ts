/** localStorage keys of spec §3; other code and older sessions rely on these exact names. */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'user_id',
  roles: 'user_role',
  organizationName: 'organization_name',
  organizationId: 'organization_id',
  fio: 'fio',
} as const;

/** Whether a token is stored: read by the entry before the app has arrived (main.tsx). */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(SESSION_KEYS.token));
  } catch {
    return false;
  }
}
