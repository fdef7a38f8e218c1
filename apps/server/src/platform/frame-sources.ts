import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The sites pages may embed (CSP `frame-src`), beyond the app itself: kept at run time by
 * whoever keeps such a list (the video hosts an admin allows, decision 061) and read by the CSP
 * of every answer, so an added host plays without a restart and a removed one stops at once.
 */
const sources = new Set<string>();
type TLoader = () => Promise<readonly string[]>;
let loader: TLoader | null = null;

/** Replaces the embeddable hosts (bare host names, https only). */
export function setFrameHosts(hosts: readonly string[]) {
  sources.clear();
  for (const host of hosts) sources.add(`https://${host}`);
}

/** Where the hosts come from; read before each page is answered (through a cache). */
export function setFrameHostsLoader(load: TLoader) {
  loader = load;
}

/** Reads the hosts again: before a page's answer, whose CSP then names them. */
export async function refreshFrameHosts() {
  if (loader) setFrameHosts(await loader());
}

/** The CSP directive's value: `'self'` and the allowed hosts; helmet calls it per answer. */
export const frameSrcDirective = (_request: IncomingMessage, _response: ServerResponse): string =>
  ["'self'", ...sources].join(' ');
