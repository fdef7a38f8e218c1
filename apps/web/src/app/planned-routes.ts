import { matchPath } from 'react-router';
import { MENU, type TMenuEntry } from './layout/menu';

/**
 * Spec §2's sign-in routes that have no screen yet. A guest who follows a link to one is sent to
 * /login like on any other sign-in route, not told it is missing; once signed in, the not-found
 * page says it is not there yet.
 */
const SPEC_PATHS: readonly string[] = ['/WorksObservations-create'];

const menuHrefs = (entries: readonly TMenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.href, ...menuHrefs(entry.children ?? [])]);

// Every menu entry is behind the sign-in too (the sidebar shows only with a session).
const PLANNED = [...SPEC_PATHS, ...MENU.flatMap((group) => menuHrefs(group.children))];

export function isPlannedSignInRoute(pathname: string): boolean {
  return PLANNED.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
