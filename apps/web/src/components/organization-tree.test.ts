import type { TOrganization } from '@hse/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { ancestorIds, buildOrganizationTree, flattenOrganizationTree } from './organization-tree';

function org(id: string, parent: string | null, kind: TOrganization['kind'], name: string): TOrganization {
  const stamp = '2026-01-01T00:00:00.000Z';
  return {
    id,
    parent_id: parent,
    kind,
    name_ru: name,
    name_kk: `${name} kk`,
    name_en: '',
    short_name: '',
    bin: '',
    latitude: null,
    longitude: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
  };
}

const LIST = [
  org('d2', 's1', 'division', 'Цех 2'),
  org('s2', 'h', 'subsidiary', 'Бета'),
  org('h', null, 'holding', 'Холдинг'),
  org('d1', 's1', 'division', 'Цех 1'),
  org('s1', 'h', 'subsidiary', 'Альфа'),
];

describe('organization tree', () => {
  it('nests the flat list and sorts each level by name', () => {
    const options = flattenOrganizationTree(buildOrganizationTree(LIST, 'ru'), 'ru');
    expect(options.map((o) => `${'-'.repeat(o.depth)}${o.name}`)).toEqual([
      'Холдинг',
      '-Альфа',
      '--Цех 1',
      '--Цех 2',
      '-Бета',
    ]);
  });

  it('names in the reader language, falling back to Russian', () => {
    const kk = flattenOrganizationTree(buildOrganizationTree(LIST, 'kk'), 'kk');
    expect(kk[0]?.name).toBe('Холдинг kk');
    const en = flattenOrganizationTree(buildOrganizationTree(LIST, 'en'), 'en');
    expect(en[0]?.name).toBe('Холдинг');
  });

  it('makes a node whose parent is not visible a root', () => {
    const roots = buildOrganizationTree([org('d1', 'hidden', 'division', 'Цех')], 'ru');
    expect(roots.map((n) => n.id)).toEqual(['d1']);
  });

  it('lists ancestors from the parent up', () => {
    expect(ancestorIds(LIST, 'd1')).toEqual(['s1', 'h']);
    expect(ancestorIds(LIST, 'h')).toEqual([]);
  });
});
