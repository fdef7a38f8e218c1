import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TDeps } from './deps.ts';

/**
 * The sites pages may embed (CSP `frame-src`), beyond the app itself: kept at run time by
 * whoever keeps such a list (the video hosts an admin allows, decision 061) and read for every
 * page, so an added host plays without a restart and a removed one stops at once. Kept per app
 * (its deps) and per request: two apps in one process, or two pages at once, never share a list.
 */
type TLoader = () => Promise<readonly string[]>;
const loaders = new WeakMap<object, TLoader>();
const HOSTS = Symbol('frame hosts');
type TPageRequest = IncomingMessage & { [HOSTS]?: readonly string[] };

/** Where this app's embeddable hosts (bare host names, https only) come from. */
export function setFrameHostsLoader(deps: Pick<TDeps, 'db'>, load: TLoader) {
  loaders.set(deps, load);
}

/**
 * Reads the hosts for a page's answer, whose CSP then names them. Without them (the database
 * away) the page is still served, embedding nothing but the app itself.
 */
export async function loadFrameHosts(
  deps: Pick<TDeps, 'db'>,
  request: IncomingMessage,
  warn: (error: unknown) => void,
) {
  const load = loaders.get(deps);
  if (!load) return;
  try {
    (request as TPageRequest)[HOSTS] = await load();
  } catch (error) {
    warn(error);
  }
}

/** The CSP directive's value: `'self'` and the allowed hosts; helmet calls it per answer. */
export const frameSrcDirective = (request: IncomingMessage, _response: ServerResponse): string =>
  ["'self'", ...((request as TPageRequest)[HOSTS] ?? []).map((host) => `https://${host}`)].join(' ');
