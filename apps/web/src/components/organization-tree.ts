import type { TLanguage } from '@hse/contracts/constants';
import type { TOrganization, TOrganizationKind } from '@hse/contracts/organizations';
import { pickName } from './localized';

export type TOrganizationNode = TOrganization & { children: TOrganizationNode[] };
export type TOrganizationOption = { id: string; name: string; depth: number; kind: TOrganizationKind };

const KIND_ORDER: Record<TOrganizationKind, number> = { holding: 0, subsidiary: 1, division: 2 };

/** The kind of a new child of each kind; divisions are leaves (brief §5). */
export const CHILD_KIND: Record<TOrganizationKind, TOrganizationKind | null> = {
  holding: 'subsidiary',
  subsidiary: 'division',
  division: null,
};

/**
 * The API answers a flat list; the tree is built here, sorted by name in the reader's
 * language. A node whose parent is missing (not visible to this user) becomes a root.
 */
export function buildOrganizationTree(list: readonly TOrganization[], lang: TLanguage): TOrganizationNode[] {
  const nodes = new Map<string, TOrganizationNode>(list.map((org) => [org.id, { ...org, children: [] }]));
  const roots: TOrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const compare = (a: TOrganizationNode, b: TOrganizationNode) =>
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || pickName(a, lang).localeCompare(pickName(b, lang), lang);
  const sort = (level: TOrganizationNode[]) => {
    level.sort(compare);
    for (const node of level) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Depth-first order with indentation depth, for selects that show the tree. */
export function flattenOrganizationTree(
  roots: readonly TOrganizationNode[],
  lang: TLanguage,
): TOrganizationOption[] {
  const out: TOrganizationOption[] = [];
  const walk = (level: readonly TOrganizationNode[], depth: number) => {
    for (const node of level) {
      out.push({ id: node.id, name: pickName(node, lang), depth, kind: node.kind });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Ids of a node's ancestors, so that the tree can open down to a selected organization. */
export function ancestorIds(list: readonly TOrganization[], id: string): string[] {
  const byId = new Map(list.map((org) => [org.id, org]));
  const out: string[] = [];
  let current = byId.get(id)?.parent_id ?? null;
  while (current && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)?.parent_id ?? null;
  }
  return out;
}
