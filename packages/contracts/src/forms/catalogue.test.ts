import { describe, expect, it } from 'vitest';
import type { TLocalizedText } from '../common.ts';
import {
  FORM_CATALOGUE,
  FORM_CATALOGUE_SOURCE,
  FORM_INDICATOR_KEYS,
  formDefinition,
} from './catalogue/index.ts';
import { type TFormDefinition, ZFormDefinitionSchema } from './definition.ts';
import { checkFormRules, computeForm, submissionSchemaOf } from './evaluate.ts';

const form = (code: string): TFormDefinition => {
  const definition = formDefinition(code);
  if (!definition) throw new Error(`${code} is not in the catalogue`);
  return definition;
};

/** Every text a filler or reviewer reads, with where it is, for a message that names it. */
function textsOf(definition: TFormDefinition): [string, TLocalizedText][] {
  const texts: [string, TLocalizedText][] = [[`${definition.code} title`, definition.title]];
  const field = (at: string, spec: TFormDefinition['sections'][number]['fields'][number]) => {
    texts.push([`${at} label`, spec.label]);
    if (spec.unit) texts.push([`${at} unit`, spec.unit]);
    if (spec.kind === 'choice')
      for (const option of spec.options) texts.push([`${at} option ${option.value}`, option.label]);
  };
  for (const section of definition.sections) {
    const at = `${definition.code} ${section.key}`;
    texts.push([at, section.label]);
    for (const spec of section.fields) field(`${at}.${spec.key}`, spec);
    for (const table of section.tables) {
      texts.push([`${at}.${table.key}`, table.label]);
      if (table.rows.mode === 'fixed')
        for (const row of table.rows.rows) texts.push([`${at}.${table.key} row ${row.key}`, row.label]);
      for (const spec of table.columns) field(`${at}.${table.key}.${spec.key}`, spec);
    }
  }
  for (const rule of definition.rules) texts.push([`${definition.code} rule ${rule.key}`, rule.message]);
  return texts;
}

const CYRILLIC = /[а-яёәғқңөұүһі]/i;
const LATIN = /[a-z]/i;
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

describe('the catalogue of forms', () => {
  it('has every definition valid', () => {
    for (const source of FORM_CATALOGUE_SOURCE) {
      const result = ZFormDefinitionSchema.safeParse(source);
      expect(result.error?.issues ?? [], source.code).toEqual([]);
    }
  });

  it('holds forms 1 to 26 once each, in order, at version 1, due as their period says', () => {
    expect(FORM_CATALOGUE.map((definition) => definition.code)).toEqual(
      Array.from({ length: 26 }, (_, i) => `HSE_FRM_${i + 1}`),
    );
    const due = { month: 5, quarter: 15, year: 30 };
    for (const definition of FORM_CATALOGUE) {
      expect(definition.version).toBe(1);
      expect(definition.dueDays, definition.code).toBe(due[definition.period]);
    }
    expect(form('HSE_FRM_6').period).toBe('year');
    expect(form('HSE_FRM_17').period).toBe('quarter');
    expect(formDefinition('HSE_FRM_27')).toBeUndefined();
  });

  it('gives every form rules of its own, and no rule fires on an empty form', () => {
    for (const definition of FORM_CATALOGUE) {
      expect(definition.rules.length, definition.code).toBeGreaterThan(0);
      expect(() => submissionSchemaOf(definition)).not.toThrow();
      expect(checkFormRules(definition, computeForm(definition, {}), 'ru'), definition.code).toEqual({
        errors: {},
        warnings: {},
      });
    }
  });

  it('writes every title, label, unit, option and message in Russian, Kazakh and English', () => {
    const problems: string[] = [];
    for (const definition of FORM_CATALOGUE)
      for (const [at, text] of textsOf(definition)) {
        const { ru, kk, en } = text;
        if (!ru.trim() || !kk.trim() || !en.trim()) problems.push(`${at}: empty`);
        // A sign such as % is the same in every language.
        if (!CYRILLIC.test(ru) && !LATIN.test(ru) && ru === kk && kk === en) continue;
        if (!CYRILLIC.test(ru)) problems.push(`${at}: ru is not in Cyrillic`);
        if (!CYRILLIC.test(kk)) problems.push(`${at}: kk is not in Cyrillic`);
        if (CYRILLIC.test(en) || !LATIN.test(en)) problems.push(`${at}: en is not in Latin letters`);
        if (ru.replace(/[^а-яё]/gi, '').length > 4 && kk === ru)
          problems.push(`${at}: kk is a copy of ru (${ru})`);
        if (kk.length > 24 && !KAZAKH_LETTERS.test(kk))
          problems.push(`${at}: kk has no Kazakh letter (${kk})`);
      }
    expect(problems).toEqual([]);
  });

  it('exposes what the indicators read as computed fields', () => {
    for (const [code, keys] of Object.entries(FORM_INDICATOR_KEYS)) {
      const computedKeys = form(code)
        .sections.flatMap((section) => section.fields)
        .filter((spec) => spec.kind === 'computed')
        .map((spec) => spec.key);
      for (const key of Object.values(keys)) expect(computedKeys, `${code} ${key}`).toContain(key);
    }
  });
});

describe('form 1: headcount and hours worked', () => {
  const definition = form('HSE_FRM_1');

  it('totals employees and contractors for the indicators', () => {
    const { values, totals } = computeForm(definition, {
      staff: [
        { row: 'employees', headcount: 420, hours: 73_920 },
        { row: 'contractors', headcount: 135, hours: 26_460.5 },
      ],
    });
    expect(totals.staff).toEqual({ headcount: 555, hours: 100_380.5, hours_each: 180.9 });
    const keys = FORM_INDICATOR_KEYS.HSE_FRM_1;
    expect(values[keys.headcount]).toBe(555);
    expect(values[keys.hoursEmployees]).toBe(73_920);
    expect(values[keys.hoursContractors]).toBe(26_460.5);
    expect(values[keys.hoursTotal]).toBe(100_380.5);
    expect(checkFormRules(definition, computeForm(definition, values), 'en')).toEqual({
      errors: {},
      warnings: {},
    });
  });

  it('refuses more hours than a month has', () => {
    const computed = computeForm(definition, {
      staff: [
        { row: 'employees', headcount: 10, hours: 7441 },
        { row: 'contractors', headcount: 0, hours: 0 },
      ],
    });
    expect(Object.keys(checkFormRules(definition, computed, 'ru').errors)).toEqual(['staff.0.hours']);
  });
});

describe('form 3: road accidents and mileage', () => {
  it('sums the fleet’s kilometres for the indicators', () => {
    const { values } = computeForm(form('HSE_FRM_3'), {
      fleet: [
        { row: 'cars', vehicles: 40, km: 152_300 },
        { row: 'buses', vehicles: 12, km: 61_000 },
        { row: 'trucks', vehicles: 25, km: 98_450.5 },
        { row: 'special', vehicles: 18, km: 0 },
      ],
      accidents: [{ row: 'fatal' }, { row: 'injury' }, { row: 'damage', accidents: 1 }],
    });
    expect(values[FORM_INDICATOR_KEYS.HSE_FRM_3.kmDriven]).toBe(311_750.5);
    expect(values[FORM_INDICATOR_KEYS.HSE_FRM_3.roadAccidents]).toBe(1);
  });
});

describe('form 17: greenhouse gases', () => {
  const definition = form('HSE_FRM_17');
  const computed = computeForm(definition, {
    installations: [
      { name: 'Газотурбинная электростанция', co2: 5200, ch4: 2.5, n2o: 0.1 },
      { name: 'Факельная установка', co2: 800, ch4: 10, n2o: 0 },
    ],
    purchased: [
      { row: 'electricity', co2: 1500, ch4: 0.05, n2o: 0.02 },
      { row: 'heat', co2: 300 },
    ],
  });

  it('weighs methane by 28 and nitrous oxide by 265, per row and per scope', () => {
    // 5200 + 28 × 2.5 + 265 × 0.1 = 5296.5; 800 + 280 = 1080.
    expect((computed.values.installations as { co2e: number }[]).map((row) => row.co2e)).toEqual([
      5296.5, 1080,
    ]);
    // 1500 + 1.4 + 5.3 = 1506.7; heat 300.
    expect((computed.values.purchased as { co2e: number }[]).map((row) => row.co2e)).toEqual([1506.7, 300]);
    const keys = FORM_INDICATOR_KEYS.HSE_FRM_17;
    expect(computed.values[keys.co2eScope1]).toBe(6376.5);
    expect(computed.values[keys.co2eScope2]).toBe(1806.7);
    expect(computed.values[keys.co2eTotal]).toBe(8183.2);
  });

  it('warns of an installation whose quarter, times four, is above 20,000 t CO2 a year, refusing nothing', () => {
    // 5200 × 4 = 20 800 > 20 000; 800 × 4 = 3 200.
    const findings = checkFormRules(definition, computed, 'en');
    expect(findings.errors).toEqual({});
    expect(Object.keys(findings.warnings)).toEqual(['installations.0.co2']);
    expect(findings.warnings['installations.0.co2']?.[0]).toContain('20,000 t CO2 a year');
    expect(checkFormRules(definition, computed, 'ru').warnings['installations.0.co2']?.[0]).toContain(
      '20 000 т CO2 в год',
    );
  });
});

describe('form 2: occupational injuries', () => {
  const definition = form('HSE_FRM_2');

  it('refuses more killed than injured, in the reader’s language', () => {
    const computed = computeForm(definition, {
      by_outcome: [
        { row: 'fatal', injured: 2 },
        { row: 'lwdc', injured: 1, days_lost: 14 },
        { row: 'rwc' },
        { row: 'mtc' },
        { row: 'fac' },
      ],
      by_category: [
        { row: 'employees', injured: 1, fatalities: 2, lost_time: 1 },
        { row: 'contractors', injured: 2, fatalities: 0, lost_time: 0 },
      ],
    });
    const messages = (lang: 'ru' | 'kk' | 'en') => checkFormRules(definition, computed, lang).errors;
    expect(messages('kk')).toEqual({
      'by_category.0.fatalities': ['Қаза тапқандар зардап шеккендерден көп бола алмайды'],
      'by_category.0.lost_time': [
        'Қаза тапқандар мен еңбекке қабілеттілігін жоғалтқандар зардап шеккендер санына кіреді: олардың қосындысы одан аспайды',
      ],
    });
    expect(messages('ru')['by_category.0.fatalities']).toEqual([
      'Погибших не может быть больше, чем пострадавших',
    ]);
  });

  it('refuses injured by category that do not add up to the injured by outcome', () => {
    const computed = computeForm(definition, {
      by_outcome: [
        { row: 'fatal' },
        { row: 'lwdc', injured: 2, days_lost: 20 },
        { row: 'rwc' },
        { row: 'mtc' },
        { row: 'fac' },
      ],
      by_category: [
        { row: 'employees', injured: 1, fatalities: 0 },
        { row: 'contractors', injured: 0, fatalities: 0 },
      ],
    });
    expect(checkFormRules(definition, computed, 'en').errors).toEqual({
      by_category: ['The injured by category must add up to the injured by outcome'],
    });
  });
});
