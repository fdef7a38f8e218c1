/**
 * Where the identity provider ends its own session, remembered with the token of the single
 * sign-on that brought it: a later sign-in by password (another token) is not sent there.
 */
const KEY = 'sso_logout';

export function rememberSsoLogout(token: string, url: string | null): void {
  try {
    if (url) localStorage.setItem(KEY, JSON.stringify({ token, url }));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage, logout ends the local session only.
  }
}

/** The provider's logout address for the session holding `token`, forgotten once read. */
export function takeSsoLogout(token: string | null): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (!saved || typeof saved !== 'object') return null;
    const { token: owner, url } = saved as { token?: unknown; url?: unknown };
    return owner === token && typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}
