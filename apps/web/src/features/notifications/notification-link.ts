export type TNotificationTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Links come from the server but are still checked: only app routes and http(s) addresses
 * are followed, so a stored `javascript:` link can never run.
 */
export function resolveNotificationLink(link: string | null): TNotificationTarget {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', to: link };
  try {
    const url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (typeof window !== 'undefined' && url.origin === window.location.origin) {
      return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}
