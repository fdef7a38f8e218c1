import { describe, expect, it } from 'vitest';
import { documentToForm, emptyDocumentForm, toDocumentInput } from './document-form-values';
import { ACT } from './investigations-test-fixtures';

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

describe('a saved act in the editor', () => {
  it('takes the kind’s fields and own values, victims one a line, and sends them back alike', () => {
    const form = documentToForm('act', ACT);
    expect(form).toMatchObject({
      title: ACT.title,
      direct_cause: 'Неисправная лестница',
      victims: 'Сейтқали Нұрлан',
      guilt: ACT.guilt,
      chairman: ACT.chairman,
      facts: '',
    });
    expect(toDocumentInput('act', form)).toEqual({
      title: ACT.title,
      event_type: ACT.event_type,
      direct_cause: ACT.direct_cause,
      text: ACT.text,
      conclusions: ACT.conclusions,
      guilt: ACT.guilt,
      victims: ACT.victims,
      chairman: ACT.chairman,
      members: [],
      measures: [],
    });
  });
});
