import type { TFolder } from '@hse/contracts/documents';
import { describe, expect, it } from 'vitest';
import { documentPayload } from './document-create-dialog';
import { parentChoices } from './folder-dialog';

const folder = (id: string, parent_id: string | null): TFolder => ({
  id,
  area: 'fire_safety',
  parent_id,
  name: id,
  version: 1,
  documents_count: 0,
});

describe('folder moves', () => {
  const tree = [folder('a', null), folder('b', 'a'), folder('c', 'b'), folder('d', null)];
  it('offer every folder but the moved one and those below it', () => {
    expect(parentChoices(tree, tree[0] ?? null).map((f) => f.id)).toEqual(['d']);
    expect(parentChoices(tree, tree[1] ?? null).map((f) => f.id)).toEqual(['a', 'd']);
    expect(parentChoices(tree, null)).toHaveLength(4);
  });
});

describe('a new document', () => {
  it('sends its area, folder and filled fields only, trimmed', () => {
    expect(
      documentPayload('fire_safety', 'f1', {
        title_ru: ' Инструкция ',
        title_kk: '',
        title_en: 'Instruction',
        doc_number: '',
        approved_on: '2026-01-15',
        valid_until: '',
        organization_id: 'o1',
        language: 'ru',
      }),
    ).toEqual({
      area: 'fire_safety',
      folder_id: 'f1',
      title_ru: 'Инструкция',
      title_en: 'Instruction',
      approved_on: '2026-01-15',
      organization_id: 'o1',
      language: 'ru',
    });
  });
});
