import { describe, expect, it } from 'vitest';
import { defineRecordModule, listFiltersOf } from './define.ts';
import { displayValue, FIELD_KINDS, fields } from './fields.ts';
import {
  createSchemaOf,
  itemSchemaOf,
  listItemSchemaOf,
  listQuerySchemaOf,
  nameKeyOf,
  namesOf,
  parseListQuery,
  updateSchemaOf,
} from './schemas.ts';

const texts = {
  fields: { kind: { ru: 'Вид', kk: 'Түрі', en: 'Kind' } },
  options: {
    kind: {
      a: { ru: 'Первый', kk: 'Бірінші', en: 'First' },
      b: { ru: 'Второй', kk: 'Екінші', en: 'Second' },
    },
  },
};

const SAMPLE = defineRecordModule({
  key: 'samples',
  entityType: 'sample',
  resource: '/api/samples',
  numberPrefix: 'SMP',
  texts,
  fields: {
    kind: fields.choice(['a', 'b'], { required: true }),
    organization_id: fields.organization({ required: true }),
    owner_id: fields.person(),
    starts_on: fields.date({ required: true }),
    ends_on: fields.date({ notBefore: 'starts_on' }),
    title: fields.text({ required: true, max: 10 }),
    amount: fields.money(),
    share: fields.percent({ computed: true }),
    flag: fields.boolean(),
    place: fields.point(),
    items: fields.rows({ name: fields.text({ required: true }), count: fields.integer() }),
  },
  organizationField: 'organization_id',
  yearField: 'starts_on',
  sections: [{ key: 'main', fields: ['kind', 'title'] }],
  list: {
    columns: ['number', 'kind', 'owner_id', 'share'],
    filters: ['kind', 'status', 'organization_id', 'starts_on', 'share', 'flag'],
    search: ['title'],
    ordering: ['starts_on', 'number'],
    defaultOrdering: '-starts_on',
  },
  workflow: { initial: 'draft', states: ['draft', 'done'], actions: {}, editable: {}, deletable: {} },
  parts: { files: true, comments: true, history: true, pdf: true },
  routes: { list: '/samples', create: '/sample-create', record: '/sample-edit/:id' },
});

const ORG = '0190a2b4-0000-7000-8000-000000000001';
const valid = { kind: 'a', organization_id: ORG, starts_on: '2026-03-01', title: 'Pump' };
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the field-type registry', () => {
  it('has a builder for every kind it names', () => {
    const built = [
      fields.text(),
      fields.longText(),
      fields.integer(),
      fields.number(),
      fields.money(),
      fields.percent(),
      fields.date(),
      fields.datetime(),
      fields.boolean(),
      fields.choice(['x']),
      fields.multiChoice(['x']),
      fields.organization(),
      fields.person(),
      fields.people(),
      fields.file(),
      fields.reference('/api/x/'),
      fields.point(),
      fields.rows({ x: fields.text() }),
    ].map((f) => f.kind);
    expect(built.sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('derives a strict create schema: required fields, bounds, computed fields refused', () => {
    const create = createSchemaOf(SAMPLE);
    expect(create.safeParse(valid).success).toBe(true);
    expect(errorsOf(create.safeParse({ ...valid, title: '   ' }))).toEqual({ title: 'validation.required' });
    expect(errorsOf(create.safeParse({ ...valid, title: 'x'.repeat(11) }))).toEqual({
      title: 'validation.too_long',
    });
    expect(errorsOf(create.safeParse({ ...valid, starts_on: '2026-02-30' }))).toEqual({
      starts_on: 'validation.date',
    });
    expect(errorsOf(create.safeParse({ ...valid, amount: 1.0005 }))).toEqual({
      amount: 'validation.money_precision',
    });
    expect(errorsOf(create.safeParse({ ...valid, kind: 'c' }))).toEqual({ kind: 'validation.one_of' });
    expect(create.safeParse({ ...valid, share: 50 }).success).toBe(false);
    expect(errorsOf(create.safeParse({ ...valid, place: { lat: 91, lng: 0 } }))).toEqual({
      'place.lat': 'validation.latitude',
    });
    expect(errorsOf(create.safeParse({ ...valid, items: [{ name: '' }] }))).toEqual({
      'items.0.name': 'validation.required',
    });
  });

  it('derives a PATCH schema where every field is optional and the version is required', () => {
    const update = updateSchemaOf(SAMPLE);
    expect(update.safeParse({ version: 3, title: 'Valve' }).success).toBe(true);
    expect(update.safeParse({ title: 'Valve' }).success).toBe(false);
    expect(update.parse({ version: 3 })).toEqual({ version: 3 });
  });

  it('answers every field, and a name beside what a field refers to', () => {
    const item = itemSchemaOf(SAMPLE);
    expect(Object.keys(item.shape)).toEqual(
      expect.arrayContaining(['owner_id', 'owner_name', 'organization_name', 'share']),
    );
    expect(Object.keys(listItemSchemaOf(SAMPLE).shape)).toEqual(
      expect.arrayContaining(['kind', 'owner_id', 'owner_name', 'share', 'number', 'status']),
    );
    expect(Object.keys(listItemSchemaOf(SAMPLE).shape)).not.toContain('title');
    expect(nameKeyOf('lead_auditor_id')).toBe('lead_auditor_name');
    expect(namesOf(SAMPLE, { owner_id: ORG, owner_name: 'Aida' })).toEqual({ [ORG]: 'Aida' });
  });

  it('derives list filters: ranges in two parameters, strict on the server, lenient in the address bar', () => {
    expect(listFiltersOf(SAMPLE).map((f) => f.params)).toEqual([
      ['kind'],
      ['status'],
      ['organization_id'],
      ['starts_on_from', 'starts_on_to'],
      ['share_from', 'share_to'],
      ['flag'],
    ]);
    const query = listQuerySchemaOf(SAMPLE);
    expect(query.parse({ kind: 'b', share_from: '50', flag: 'true', ordering: '-number' })).toMatchObject({
      kind: 'b',
      share_from: 50,
      flag: true,
      page: 1,
    });
    expect(query.safeParse({ kind: 'c' }).success).toBe(false);
    expect(query.safeParse({ colour: 'red' }).success).toBe(false);
    expect(query.safeParse({ status: 'lost' }).success).toBe(false);
    const lenient = parseListQuery(
      SAMPLE,
      new URLSearchParams(
        'kind=c&status=done&starts_on_from=2026-01-01&share_to=x&ordering=-title&page=2&search=%20pump%20',
      ),
    );
    expect(lenient).toEqual({ status: 'done', starts_on_from: '2026-01-01', page: '2', search: 'pump' });
  });

  it('writes values as text in the reader’s language', () => {
    const ctx = (lang: 'ru' | 'kk' | 'en') => ({ texts, lang, timeZone: 'Asia/Almaty' });
    expect(displayValue('kind', SAMPLE.fields.kind, 'b', ctx('kk'))).toBe('Екінші');
    expect(displayValue('starts_on', SAMPLE.fields.starts_on, '2026-03-01', ctx('ru'))).toBe('01.03.2026');
    expect(displayValue('flag', SAMPLE.fields.flag, false, ctx('en'))).toBe('No');
    expect(displayValue('share', SAMPLE.fields.share, 87.5, ctx('en'))).toBe('87.5 %');
    // Kazakh numbers and dates as Russian ones, whatever the runtime's own Kazakh data say.
    expect(displayValue('share', SAMPLE.fields.share, 61.1, ctx('kk'))).toBe('61,1 %');
    expect(displayValue('starts_on', SAMPLE.fields.starts_on, '2026-03-01', ctx('kk'))).toBe('01.03.2026');
    expect(
      displayValue('owner_id', SAMPLE.fields.owner_id, ORG, { ...ctx('ru'), names: { [ORG]: 'Aida' } }),
    ).toBe('Aida');
    expect(displayValue('amount', SAMPLE.fields.amount, null, ctx('ru'))).toBe('');
  });

  it('refuses a section that names an undeclared field', () => {
    expect(() =>
      defineRecordModule({ ...SAMPLE, sections: [{ key: 'x', fields: ['nope' as 'kind'] }] }),
    ).toThrow(/nope/);
  });
});

describe('the people kind', () => {
  const people = fields.people({ max: 3 });
  const A = '0196a7e0-0000-7000-8000-000000000001';
  const B = '0196a7e0-0000-7000-8000-000000000002';

  it('takes several people in order, each once, up to its max, and never answers null', () => {
    expect(people.value.safeParse([A, B]).success).toBe(true);
    expect(people.value.safeParse([A, A]).error?.issues[0]?.message).toBe('validation.person_repeated');
    expect(people.value.safeParse([A, B, A, B]).success).toBe(false);
    expect(people.value.safeParse(['x']).success).toBe(false);
    expect(fields.people({ required: true }).value.safeParse([]).success).toBe(false);
    expect(people.operators).toEqual(['equals']);
  });

  it('writes the names it is given, in its order, and finds them beside its ids', () => {
    const module = defineRecordModule({ ...SAMPLE, fields: { ...SAMPLE.fields, helper_ids: people } });
    const record = { helper_ids: [B, A], helper_names: ['Второв Б.', 'Первов А.'] };
    const names = namesOf(module, record);
    expect(names).toMatchObject({ [A]: 'Первов А.', [B]: 'Второв Б.' });
    expect(displayValue('helper_ids', people, [B, A], { texts, lang: 'ru', timeZone: 'UTC', names })).toBe(
      'Второв Б., Первов А.',
    );
    const item = itemSchemaOf(module).shape as Record<string, unknown>;
    expect(Object.keys(item)).toContain('helper_names');
  });
});
