import { describe, expect, it } from 'vitest';
import { FORM_CATALOGUE_SOURCE } from './catalogue/index.ts';
import { FORM_TITLES } from './form-titles.ts';

describe('the titles-only table of the forms', () => {
  it('names every form of the catalogue, in its order, with its title and period', () => {
    expect(Object.keys(FORM_TITLES)).toEqual(FORM_CATALOGUE_SOURCE.map((definition) => definition.code));
    for (const definition of FORM_CATALOGUE_SOURCE)
      expect(FORM_TITLES[definition.code as keyof typeof FORM_TITLES]).toEqual({
        period: definition.period,
        title: definition.title,
      });
  });
});
