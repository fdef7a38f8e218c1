import type { TOrganization } from '@hse/contracts/organizations';
import { useMemo } from 'react';
import type { TSelectOption } from './form/select-field';
import { useLanguage } from './localized';
import { buildOrganizationTree, flattenOrganizationTree, type TOrganizationNode } from './organization-tree';
import { useOrganizations } from './organizations-query';

function findNode(level: readonly TOrganizationNode[], id: string): TOrganizationNode | null {
  for (const node of level) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

type TOptions = {
  /** Only this organization and those below it: what the server accepts for a record. */
  within?: string | null;
  /** The record's own organization, offered until the list has arrived (MUI refuses unknown values). */
  current?: TSelectOption;
};

/** The organization tree as select options, indented by depth, in the reader's language. */
export function useOrganizationOptions({ within, current }: TOptions = {}) {
  const lang = useLanguage();
  const organizations = useOrganizations();
  const options = useMemo(() => {
    const roots = buildOrganizationTree(organizations.data ?? ([] as TOrganization[]), lang);
    const top = within ? findNode(roots, within) : null;
    const tree = flattenOrganizationTree(top ? [top] : roots, lang);
    const list: TSelectOption[] = tree.map((o) => ({ value: o.id, label: o.name, depth: o.depth }));
    if (current && !list.some((o) => o.value === current.value)) list.unshift(current);
    return list;
  }, [organizations.data, lang, within, current]);
  return { options, ready: organizations.isSuccess };
}
