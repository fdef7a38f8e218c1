import { hasAnyRole } from '@hse/contracts/roles';
import type { TMenuEntry, TMenuGroup } from './menu';

function visibleEntries(entries: readonly TMenuEntry[], roles: readonly string[]): TMenuEntry[] {
  return entries
    .filter((entry) => hasAnyRole(roles, entry.roles))
    .map((entry) => (entry.children ? { ...entry, children: visibleEntries(entry.children, roles) } : entry));
}

/** Spec §6: visible with any listed role, to everyone when none is listed; empty groups hide. */
export function visibleMenu(menu: readonly TMenuGroup[], roles: readonly string[]): TMenuGroup[] {
  return menu
    .filter((group) => hasAnyRole(roles, group.roles))
    .map((group) => ({ ...group, children: visibleEntries(group.children, roles) }))
    .filter((group) => group.children.length > 0);
}

export function isActiveHref(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function isEntryActive(entry: TMenuEntry, pathname: string): boolean {
  return [entry.href, ...(entry.activeFor ?? [])].some((href) => isActiveHref(pathname, href));
}

export function entryContains(entry: TMenuEntry, pathname: string): boolean {
  return isEntryActive(entry, pathname) || (entry.children ?? []).some((c) => entryContains(c, pathname));
}
