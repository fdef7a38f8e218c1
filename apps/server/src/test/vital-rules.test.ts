import type { TQorgauCard, TQorgauCreate } from '@hse/contracts/qorgau';
import type { TUser } from '@hse/contracts/users';
import type {
  TVitalRuleSubcategory,
  TVitalRuleSubcategoryCreate,
} from '@hse/contracts/vital-rule-subcategories';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../db/schema/index.ts';
import { lang, missingId, orgTree, type TErrorBody, type TOrgTree, userInput } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const BASE = '/api/vital-rule-subcategories';
let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};

const holding = () => tree.holding.id;
const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;
const transport = () => tree.subsidiaries[2]?.id as string;
const productionDivision = () => tree.divisionsOf(production())[0]?.id as string;

beforeAll(async () => {
  // The clients stand behind one proxy, which names each in X-Forwarded-For.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  tree = await orgTree(t);
  for (const login of ['admin', 'dotos', 'auditor', 'employee'])
    tokens[login] = (await t.signIn(login)).token;
  // An HSE engineer of one subsidiary: their scope is its tree only.
  const input = userInput(production(), { roles: ['dotos'] });
  const created = await t.call(tokens.admin as string, {
    method: 'POST',
    url: '/api/users/',
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(201);
  tokens.localDotos = (await t.signIn(created.json<TUser>().login, input.password)).token;
}, 60_000);
afterAll(() => t.close());

async function list(token: string | null, query = '', language: 'ru' | 'kk' | 'en' = 'ru') {
  const response = await t.call(token, { url: `${BASE}/${query}`, headers: lang(language) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TVitalRuleSubcategory[]>();
}

let serial = 0;
function input(overrides: Partial<TVitalRuleSubcategoryCreate> = {}): TVitalRuleSubcategoryCreate {
  serial += 1;
  return {
    organization_id: production(),
    rule: 'line_of_fire',
    name_ru: `Подкатегория ${serial}`,
    name_kk: `Ішкі санат ${serial}`,
    name_en: `Sub-category ${serial}`,
    ...overrides,
  };
}

const post = (token: string | null, body: object) =>
  t.call(token, { method: 'POST', url: `${BASE}/`, payload: body });
const patch = (token: string, id: string, body: object) =>
  t.call(token, { method: 'PATCH', url: `${BASE}/${id}/`, payload: body });
const remove = (token: string, id: string, version: number) =>
  t.call(token, { method: 'DELETE', url: `${BASE}/${id}/?version=${version}` });

async function created(token: string, overrides: Partial<TVitalRuleSubcategoryCreate> = {}) {
  const response = await post(token, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TVitalRuleSubcategory>();
}

const names = (items: TVitalRuleSubcategory[]) => items.map((i) => i.name_ru);

describe('the list', () => {
  it('for an organization holds its own and its ancestors’ sub-categories, not a sibling’s', async () => {
    const items = await list(null, `?organization_id=${production()}`);
    expect(names(items)).toEqual([
      'Вход в резервуары и ёмкости',
      'Перевозка вахтового персонала',
      'Блокировка задвижек на кустах скважин',
      'Обслуживание резервуаров РВС',
    ]);
    expect(items.map((i) => i.rule)).toEqual([
      'confined_space',
      'driving',
      'energy_isolation',
      'working_at_height',
    ]);
    expect(items[0]).toMatchObject({ organization_id: holding(), organization_name: tree.holding.name_ru });
    expect(items[2]?.organization_id).toBe(production());
    // A division inherits from its subsidiary and the holding.
    expect(names(await list(null, `?organization_id=${productionDivision()}`))).toEqual(names(items));
    const refinery = await list(null, `?organization_id=${refining()}&rule=hot_work`, 'en');
    expect(refinery.map((i) => [i.name_en, i.organization_name])).toEqual([
      ['Hot work on running process units', tree.subsidiaries[1]?.name_en],
    ]);
  });

  it('gives guests and everyone the active ones only; the deactivated to the HSE staff who ask', async () => {
    expect(names(await list(null))).not.toContain('Опрессовка трубопроводов');
    expect(names(await list(tokens.employee as string, `?organization_id=${transport()}`))).toEqual([
      'Вход в резервуары и ёмкости',
      'Перевозка вахтового персонала',
    ]);
    const guest = await t.call(null, { url: `${BASE}/?include_inactive=true` });
    expect(guest.statusCode).toBe(401);
    const employee = await t.call(tokens.employee as string, { url: `${BASE}/?include_inactive=true` });
    expect(employee.statusCode).toBe(403);
    const staff = await list(tokens.dotos as string, `?organization_id=${transport()}&include_inactive=true`);
    expect(staff.find((i) => i.name_ru === 'Опрессовка трубопроводов')).toMatchObject({ active: false });
  });

  it('orders by rule, then by name in the reader’s language', async () => {
    const org = tree.divisionsOf(refining())[0]?.id as string;
    await created(tokens.admin as string, {
      organization_id: org,
      rule: 'driving',
      name_ru: 'Альфа',
      name_kk: 'Альфа',
      name_en: 'Zulu',
    });
    await created(tokens.admin as string, {
      organization_id: org,
      rule: 'driving',
      name_ru: 'Бета',
      name_kk: 'Бета',
      name_en: 'Alpha',
    });
    const own = (items: TVitalRuleSubcategory[]) => items.filter((i) => i.organization_id === org);
    expect(own(await list(null, `?organization_id=${org}&rule=driving`, 'ru')).map((i) => i.name_ru)).toEqual(
      ['Альфа', 'Бета'],
    );
    expect(own(await list(null, `?organization_id=${org}&rule=driving`, 'en')).map((i) => i.name_en)).toEqual(
      ['Alpha', 'Zulu'],
    );
  });

  it('refuses a bad filter', async () => {
    expect((await t.call(null, { url: `${BASE}/?rule=fire` })).statusCode).toBe(400);
    expect((await t.call(null, { url: `${BASE}/?organization_id=x` })).statusCode).toBe(400);
  });
});

describe('changes', () => {
  it('admin adds, renames, deactivates and deletes one, each in the history', async () => {
    const item = await created(tokens.admin as string, { name_ru: '  Работа у опрессовки  ' });
    expect(item).toMatchObject({ name_ru: 'Работа у опрессовки', active: true, version: 1 });
    const renamed = await patch(tokens.admin as string, item.id, {
      version: 1,
      name_en: 'Near pressure tests',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name_en: 'Near pressure tests', version: 2 });
    const off = await patch(tokens.admin as string, item.id, { version: 2, active: false });
    expect(off.json()).toMatchObject({ active: false, version: 3 });
    expect(names(await list(null, `?organization_id=${production()}`))).not.toContain('Работа у опрессовки');
    expect((await remove(tokens.admin as string, item.id, 3)).statusCode).toBe(204);
    expect(names(await list(tokens.admin as string, '?include_inactive=true'))).not.toContain(
      'Работа у опрессовки',
    );
    expect((await patch(tokens.admin as string, item.id, { version: 4, active: true })).statusCode).toBe(404);
    const trail = await t.database.db
      .select({ action: history.action })
      .from(history)
      .where(and(eq(history.entityType, 'vital_rule_subcategory'), eq(history.entityId, item.id)));
    expect(trail.map((h) => h.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const item = await created(tokens.admin as string);
    expect(
      (await patch(tokens.admin as string, item.id, { version: 1, name_ru: 'Новое имя' })).statusCode,
    ).toBe(200);
    const stale = await patch(tokens.admin as string, item.id, { version: 1, name_ru: 'Другое имя' });
    expect(stale.statusCode).toBe(409);
    expect((await remove(tokens.admin as string, item.id, 1)).statusCode).toBe(409);
    const [current] = (await list(null, `?organization_id=${production()}`)).filter((i) => i.id === item.id);
    expect(current).toMatchObject({ name_ru: 'Новое имя', version: 2 });
  });

  it('a name the organization already has under the rule gets 409, in any letter case', async () => {
    const item = await created(tokens.admin as string, { rule: 'hot_work', name_ru: 'Сварка на эстакаде' });
    const clash = await post(
      tokens.admin as string,
      input({ rule: 'hot_work', name_ru: 'СВАРКА НА ЭСТАКАДЕ', name_en: item.name_en }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json<TErrorBody>()).toMatchObject({
      detail: 'У этой организации уже есть подкатегория с таким названием в этом правиле',
      errors: { name_ru: [expect.any(String)], name_en: [expect.any(String)] },
    });
    // Under another rule, or at another organization, the same name is free.
    expect(
      (await post(tokens.admin as string, input({ rule: 'confined_space', name_ru: item.name_ru })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          tokens.admin as string,
          input({ organization_id: refining(), rule: 'hot_work', name_ru: item.name_ru }),
        )
      ).statusCode,
    ).toBe(201);
    // A rename onto another's name clashes too; a deleted one frees its name.
    const other = await created(tokens.admin as string, { rule: 'hot_work' });
    const renamed = await patch(tokens.admin as string, other.id, {
      version: 1,
      name_kk: item.name_kk.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<TErrorBody>().errors).toEqual({ name_kk: [expect.any(String)] });
    expect((await remove(tokens.admin as string, item.id, item.version)).statusCode).toBe(204);
    expect(
      (await post(tokens.admin as string, input({ rule: 'hot_work', name_ru: item.name_ru }))).statusCode,
    ).toBe(201);
  });

  const BAD: { name: string; body: object; field: string; en: string }[] = [
    {
      name: 'no organization',
      body: { organization_id: undefined },
      field: 'organization_id',
      en: 'Fill in the field',
    },
    {
      name: 'an organization that is not a uuid',
      body: { organization_id: 'x' },
      field: 'organization_id',
      en: 'Fill in the field',
    },
    {
      name: 'an unknown organization',
      body: { organization_id: missingId() },
      field: 'organization_id',
      en: 'Organization not found',
    },
    { name: 'an unknown rule', body: { rule: 'fire' }, field: 'rule', en: 'Choose a value from the list' },
    { name: 'no rule', body: { rule: undefined }, field: 'rule', en: 'Choose a value from the list' },
    { name: 'an empty Russian name', body: { name_ru: '' }, field: 'name_ru', en: 'Fill in the field' },
    { name: 'a Kazakh name of spaces', body: { name_kk: '   ' }, field: 'name_kk', en: 'Fill in the field' },
    {
      name: 'an English name over 200',
      body: { name_en: 'x'.repeat(201) },
      field: 'name_en',
      en: 'At most 200 characters',
    },
    {
      name: 'an active flag that is not a boolean',
      body: { active: 'yes' },
      field: 'active',
      en: 'Invalid value',
    },
  ];
  for (const bad of BAD)
    it(`refuses ${bad.name} with 400 on ${bad.field}`, async () => {
      const response = await t.call(tokens.admin as string, {
        method: 'POST',
        url: `${BASE}/`,
        payload: { ...input(), ...bad.body },
        headers: lang('en'),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<TErrorBody>().errors?.[bad.field]).toEqual([bad.en]);
    });

  it('refuses a change without a version, or with a bad name, with 400 on the field', async () => {
    const item = await created(tokens.admin as string);
    const cases: [object, string][] = [
      [{ name_ru: 'Имя' }, 'version'],
      [{ version: 1, name_ru: ' ' }, 'name_ru'],
      [{ version: 1, name_en: 'y'.repeat(201) }, 'name_en'],
    ];
    for (const [body, field] of cases) {
      const response = await patch(tokens.admin as string, item.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {})).toEqual([field]);
    }
    expect(
      (await t.call(tokens.admin as string, { method: 'DELETE', url: `${BASE}/${item.id}/` })).statusCode,
    ).toBe(400);
  });
});

describe('who may change them', () => {
  it('an HSE engineer of a subsidiary within its tree, and nowhere else (404, or 400 on the organization)', async () => {
    const token = tokens.localDotos as string;
    const own = await created(token);
    expect(own.organization_id).toBe(production());
    await created(token, { organization_id: productionDivision() });
    expect((await patch(token, own.id, { version: 1, active: false })).statusCode).toBe(200);
    const elsewhere = await t.call(token, {
      method: 'POST',
      url: `${BASE}/`,
      payload: input({ organization_id: refining() }),
      headers: lang('en'),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<TErrorBody>().errors).toEqual({
      organization_id: ['Choose your own organization or one below it'],
    });
    const [holdingOne] = await list(null, `?organization_id=${holding()}&rule=driving`);
    const [refineryOne] = await list(null, `?organization_id=${refining()}&rule=hot_work`);
    for (const item of [holdingOne, refineryOne]) {
      if (!item) throw new Error('no demo sub-category');
      expect((await patch(token, item.id, { version: item.version, active: false })).statusCode).toBe(404);
      expect((await remove(token, item.id, item.version)).statusCode).toBe(404);
    }
    expect((await remove(token, own.id, 2)).statusCode).toBe(204);
  });

  it('the holding’s HSE staff anywhere', async () => {
    const item = await created(tokens.dotos as string, { organization_id: transport() });
    expect((await remove(tokens.dotos as string, item.id, item.version)).statusCode).toBe(204);
  });

  it('nobody else: an employee or an auditor gets 403', async () => {
    const item = await created(tokens.admin as string);
    for (const login of ['employee', 'auditor']) {
      const token = tokens[login] as string;
      expect((await post(token, input())).statusCode, login).toBe(403);
      expect((await patch(token, item.id, { version: 1, active: false })).statusCode, login).toBe(403);
      expect((await remove(token, item.id, 1)).statusCode, login).toBe(403);
    }
    expect((await post(null, input())).statusCode).toBe(401);
  });
});

describe('a Qorgau card under a sub-category', () => {
  let address = 0;
  function card(overrides: Partial<TQorgauCreate>): TQorgauCreate {
    return {
      observation_type: 'unsafe_condition',
      observed_at: new Date(Date.now() - 3_600_000).toISOString(),
      organization_id: production(),
      categories: ['procedures'],
      vital_rule: 'energy_isolation',
      description: 'Задвижка не заблокирована',
      latitude: 46.9,
      longitude: 53.9,
      ...overrides,
    };
  }
  const file = (token: string | null, body: TQorgauCreate, language: 'ru' | 'en' = 'ru') =>
    t.call(token, {
      method: 'POST',
      url: '/api/qorgau/cards/',
      payload: body,
      headers: { ...lang(language), 'x-forwarded-for': `10.9.0.${++address}` },
    });
  const demo = async (organizationId: string, rule: string, query = '') =>
    (await list(tokens.admin as string, `?organization_id=${organizationId}&rule=${rule}${query}`)).filter(
      (i) => i.organization_id === organizationId,
    )[0] as TVitalRuleSubcategory;

  it('is accepted when the sub-category applies, and shows its name to guests and in the export', async () => {
    const locking = await demo(production(), 'energy_isolation');
    const response = await file(null, card({ vital_rule_subcategory_id: locking.id }), 'en');
    expect(response.statusCode, response.body).toBe(201);
    const filed = response.json<TQorgauCard>();
    expect(filed).toMatchObject({
      vital_rule_subcategory_id: locking.id,
      vital_rule_subcategory_name: 'Locking valves on well pads',
    });
    const read = await t.call(null, { url: `/api/qorgau/cards/${filed.id}/`, headers: lang('ru') });
    expect(read.json<TQorgauCard>().vital_rule_subcategory_name).toBe(
      'Блокировка задвижек на кустах скважин',
    );
    // The holding's sub-category applies to a division two levels down.
    const tanks = await demo(holding(), 'confined_space');
    const below = await file(
      tokens.employee as string,
      card({
        organization_id: productionDivision(),
        vital_rule: 'confined_space',
        vital_rule_subcategory_id: tanks.id,
      }),
    );
    expect(below.statusCode, below.body).toBe(201);
    // Without one, the card answers an empty name.
    const plain = await file(null, card({}));
    expect(plain.json<TQorgauCard>()).toMatchObject({
      vital_rule_subcategory_id: null,
      vital_rule_subcategory_name: '',
    });

    const exported = await t.call(tokens.admin as string, {
      url: `/api/qorgau/cards/export.xlsx?organization_id=${production()}&vital_rule=energy_isolation`,
      headers: lang('ru'),
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]) ?? [];
    const column = headers.indexOf('Подкатегория правила');
    expect(column).toBeGreaterThan(0);
    const values = sheet?.getColumn(column).values ?? [];
    expect(values).toContain('Блокировка задвижек на кустах скважин');
  });

  it('is refused (400 on the field) for a sub-category that does not fit the card', async () => {
    const locking = await demo(production(), 'energy_isolation');
    const refinery = await demo(refining(), 'hot_work');
    const inactive = await demo(transport(), 'line_of_fire', '&include_inactive=true');
    const deleted = await created(tokens.admin as string, { rule: 'energy_isolation' });
    expect((await remove(tokens.admin as string, deleted.id, 1)).statusCode).toBe(204);
    const cases: [string, Partial<TQorgauCreate>][] = [
      ['another rule', { vital_rule: 'hot_work', vital_rule_subcategory_id: locking.id }],
      ['no rule', { vital_rule: null, vital_rule_subcategory_id: locking.id }],
      ['a sibling subsidiary’s', { vital_rule: 'hot_work', vital_rule_subcategory_id: refinery.id }],
      [
        'the parent’s card of a subsidiary’s',
        { organization_id: holding(), vital_rule_subcategory_id: locking.id },
      ],
      [
        'an inactive one',
        { organization_id: transport(), vital_rule: 'line_of_fire', vital_rule_subcategory_id: inactive.id },
      ],
      ['a deleted one', { vital_rule_subcategory_id: deleted.id }],
      ['one that does not exist', { vital_rule_subcategory_id: missingId() }],
    ];
    for (const [name, overrides] of cases) {
      const response = await file(null, card(overrides), 'en');
      expect(response.statusCode, name).toBe(400);
      expect(response.json<TErrorBody>().errors, name).toEqual({
        vital_rule_subcategory_id: [
          'Choose an active sub-category of the chosen rule that applies to the card’s organization',
        ],
      });
    }
    const malformed = await file(null, card({ vital_rule_subcategory_id: 'x' }), 'en');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<TErrorBody>().errors).toEqual({ vital_rule_subcategory_id: ['Invalid value'] });
  });
});
