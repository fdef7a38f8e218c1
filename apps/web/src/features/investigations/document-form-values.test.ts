import { describe, expect, it } from 'vitest';
import { emptyDocumentForm, toDocumentInput } from './document-form-values';

describe('a bulletin’s addressees as the editor sends them', () => {
  it('sends "my organization only" with no other targets', () => {
    const values = { ...emptyDocumentForm(), title: 'Урок', target_organization_ids: ['a'] };
    expect(toDocumentInput('bulletin', values)).toMatchObject({
      target_organization_ids: ['a'],
      own_organization_only: false,
    });
    expect(toDocumentInput('bulletin', { ...values, own_organization_only: true })).toMatchObject({
      target_organization_ids: [],
      own_organization_only: true,
    });
  });
});
