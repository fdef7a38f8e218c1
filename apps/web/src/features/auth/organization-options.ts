import type { TLanguage } from '@hse/contracts/constants';
import type { TOrganization } from '@hse/contracts/organizations';
import type { TSelectOption } from '../../components/form/select-field';
import { pickName } from '../../components/localized';

/** The flat list of the API as a depth-first tree, indented by depth, sorted by name. */
export function organizationOptions(list: readonly TOrganization[], lang: TLanguage): TSelectOption[] {
  const ids = new Set(list.map((org) => org.id));
  const byParent = new Map<string | null, TOrganization[]>();
  for (const org of list) {
    const parent = org.parent_id && ids.has(org.parent_id) ? org.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), org]);
  }
  const out: TSelectOption[] = [];
  const walk = (parent: string | null, depth: number) => {
    const level = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      pickName(a, lang).localeCompare(pickName(b, lang), lang),
    );
    for (const org of level) {
      out.push({ value: org.id, label: pickName(org, lang), depth });
      walk(org.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
