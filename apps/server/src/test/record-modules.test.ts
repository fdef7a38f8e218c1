import type { TPage } from '@hse/contracts/common';
import { listFiltersOf, orderingParamOf } from '@hse/contracts/record-module/define';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnKeyOf } from '../db/schema/record-module-table.ts';
import { RECORD_MODULES } from '../record-modules.ts';
import { lang, missingId, orgTree, type TErrorBody, userIdOf } from './builders.ts';
import { pdfText } from './pdf-text.ts';
import {
  createModuleRecord,
  firstAction,
  fixtureOf,
  type TInputContext,
  validInput,
} from './record-module-builders.ts';
import { createTestApp, multipart, type TTestApp } from './test-app.ts';

/** Empty values first, as the list orders them. */
const ascending = (a: unknown, b: unknown) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : (a as string) < (b as string) ? -1 : 1;

let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'auditor', 'dotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

/** One suite for every record module the server declares: what the manifest promises, it does. */
describe.each(RECORD_MODULES.map((entry) => [entry.module.key, entry] as const))('%s', (_key, entry) => {
  const { module } = entry;
  const base = module.resource;
  const fixture = fixtureOf(entry);
  let ctx: TInputContext;
  let references: Record<string, unknown>;
  const input = (variant: number, overrides: Record<string, unknown> = {}) =>
    validInput(module, { ...ctx, variant }, { ...references, ...overrides });
  const author = () => token(fixture.author);
  const create = async (variant: number, overrides: Record<string, unknown> = {}) =>
    createModuleRecord(
      t,
      module,
      author(),
      input(variant, { ...(await fixture.eachRecord?.(t, author())), ...overrides }),
    );

  beforeAll(async () => {
    const [production] = (await orgTree(t)).subsidiaries;
    ctx = { organizationId: production!.id, personId: await userIdOf(t, fixture.author), variant: 0 };
    references = { ...(await fixture.references(t, author())), ...(await fixture.eachRecord?.(t, author())) };
  });

  it('creates a record numbered by its year field, every field echoed', async () => {
    const sent = input(0, await fixture.eachRecord?.(t, author()));
    const created = await createModuleRecord(t, module, author(), sent);
    // A computed year field is the server's (the moment of writing): this year.
    const year = module.fields[module.yearField]?.computed
      ? String(new Date().getUTCFullYear())
      : String(sent[module.yearField]).slice(0, 4);
    expect(created.number).toMatch(new RegExp(`^${module.numberPrefix}-(.+-)?${year}-\\d{5}$`));
    expect(created.status).toBe(module.workflow.initial);
    for (const [name, value] of Object.entries(sent)) expect(created[name], name).toEqual(value);
    expect(created.version).toBe(1);
  });

  it('refuses each required field missing and each id of nothing, naming it, and any unknown field', async () => {
    for (const [name, f] of Object.entries(module.fields)) {
      if (!f.required || f.computed) continue;
      const { [name]: _left, ...body } = input(0);
      const response = await t.call(author(), { method: 'POST', url: `${base}/`, payload: body });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {}), name).toContain(name);
    }
    // A person or organization the record names must exist: an id of nothing is that field's error.
    for (const [name, f] of Object.entries(module.fields)) {
      if (f.computed || !['person', 'people', 'organization', 'reference'].includes(f.kind)) continue;
      const response = await t.call(author(), {
        method: 'POST',
        url: `${base}/`,
        payload: input(0, { [name]: f.kind === 'people' ? [missingId()] : missingId() }),
      });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {}), name).toEqual([name]);
    }
    const unknown = await t.call(author(), {
      method: 'POST',
      url: `${base}/`,
      payload: { ...input(0), not_a_field: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('pages, orders and narrows the list by each of its filters', async () => {
    const records = [await create(1), await create(2), await create(3)];
    // Computed numbers get values as their module would set them, so their filters narrow too
    // (a computed organization or moment is already the server's).
    for (const [i, record] of records.entries())
      for (const [name, f] of Object.entries(module.fields))
        if (f.computed && ['integer', 'number', 'money', 'percent'].includes(f.kind))
          await t.database.db
            .update(entry.table)
            .set({ [columnKeyOf(name)]: 10 * (i + 1) } as never)
            .where(eq(entry.table.id, record.id));
    const list = async (query: string) => {
      const response = await t.call(author(), { url: `${base}/?page_size=100&${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return response.json<TPage<TRecordListItem>>();
    };
    const all = await list('');
    expect(all.count).toBeGreaterThanOrEqual(3);
    const first = await t.call(author(), { url: `${base}/?page_size=1` });
    expect(first.json<TPage<TRecordListItem>>()).toMatchObject({ count: all.count, previous: null });
    expect(first.json<TPage<TRecordListItem>>().results).toEqual(all.results.slice(0, 1));

    for (const field of module.list.ordering.map(String)) {
      // The API's name of the ordering (`list.orderingNames`); a list answering its own items
      // (`listItem`) may carry the value under that name.
      const name = orderingParamOf(module, field);
      const orderedBy = (r: TRecordListItem) => (field in r ? r[field] : r[name]);
      const values = (await list(`ordering=${name}`)).results.map(orderedBy);
      const sorted = [...values].sort(ascending);
      expect(values, field).toEqual(sorted);
      expect((await list(`ordering=-${name}`)).results.map(orderedBy), field).toEqual(sorted.reverse());
    }

    const target = await readItem(records[1]!.id);
    for (const filter of listFiltersOf(module)) {
      const value = filter.name === 'status' ? target.status : target[filter.name];
      // A moment's range is given in days, as the list's filter takes it.
      const param = filter.field?.kind === 'datetime' ? String(value).slice(0, 10) : String(value);
      const query = filter.params.map((p) => `${p}=${encodeURIComponent(param)}`).join('&');
      const narrowed = await list(query);
      expect(
        narrowed.results.map((r) => r.id),
        filter.name,
      ).toContain(target.id);
      for (const row of narrowed.results) {
        if (filter.operator === 'subtree' || !(filter.name in row)) continue;
        expect(row[filter.name], filter.name).toEqual(value);
      }
      if (filter.operator === 'range') {
        const other = await readItem(records[0]!.id);
        expect(
          (await list(query)).results.map((r) => r.id),
          filter.name,
        ).not.toContain(other.id);
      }
    }
    const search = await list(`search=${encodeURIComponent(records[2]!.number)}`);
    expect(search.results.map((r) => r.id)).toEqual([records[2]!.id]);
  });

  it('exports the list as a workbook with the headers in the reader’s language', async () => {
    await create(4);
    const exported = await t.call(author(), { url: `${base}/export.xlsx`, headers: lang('kk') });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      module.list.columns.map((c) => textAt(module.texts, `fields.${String(c)}`, 'kk')),
    );
    expect(sheet.rowCount).toBeGreaterThan(1);
    const status = module.list.columns.map(String).indexOf('status');
    if (status >= 0)
      expect(String(sheet.getRow(2).getCell(status + 1).value)).toMatch(
        new RegExp(
          Object.values(module.texts.statuses ?? {})
            .map((s) => (s as { kk: string }).kk)
            .join('|'),
        ),
      );
  });

  const hasActions = Object.keys(module.workflow.actions).length > 0;
  /** The record sent on from its first state, so its organization's staff read it. */
  const sentRecord = async (whileDraft?: (draft: TRecordItem) => Promise<void>) => {
    const record = await create(5);
    await whileDraft?.(record);
    // A type published as it is saved (a video) has no first action to send it on.
    if (!hasActions) return record;
    await fixture.beforeFirstAction?.(t, author(), record);
    const response = await t.call(author(), {
      method: 'POST',
      url: `${base}/${record.id}/actions/${firstAction(module)}/`,
      payload: { version: record.version, ...(await fixture.firstActionBody?.(t)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TRecordItem>();
  };

  it('answers 404 to another subsidiary on every route of a record its own staff reads', async () => {
    let fileId: string | undefined;
    // Attached while a draft: some workflows take files only while the record may be edited.
    const record = await sentRecord(async (draft) => {
      const upload = await t.call(author(), {
        method: 'POST',
        url: `${base}/${draft.id}/files/`,
        ...multipart(
          'file',
          'scan.jpg',
          'image/jpeg',
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer(),
        ),
      });
      fileId = upload.json<{ id: string }[]>()[0]?.id;
    });
    const { reader = 'employee', outsider = 'employee2' } = fixture;
    expect((await t.call(token(reader), { url: `${base}/${record.id}/` })).statusCode).toBe(200);
    const url = `${base}/${record.id}`;
    const calls = [
      { method: 'GET', url: `${url}/` },
      { method: 'PATCH', url: `${url}/`, payload: { version: record.version } },
      { method: 'DELETE', url: `${url}/`, payload: { version: record.version } },
      ...(hasActions
        ? [
            {
              method: 'POST',
              url: `${url}/actions/${firstAction(module)}/`,
              payload: { version: record.version },
            },
          ]
        : []),
      { method: 'GET', url: `${url}/history/` },
      { method: 'GET', url: `${url}/pdf/` },
      { method: 'GET', url: `${url}/files/` },
      { method: 'GET', url: `${url}/files/${fileId}/` },
      { method: 'GET', url: `${url}/comments/` },
      { method: 'POST', url: `${url}/comments/`, payload: { text: 'x' } },
    ] as const;
    for (const call of calls) {
      const response = await t.call(token(outsider), { ...call, headers: lang('en') });
      // A public type (`publicRead`) is read by anyone; writing on it still needs a part in it.
      if (module.publicRead) {
        if (call.url.includes('/undefined/')) continue;
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(call.method === 'GET' ? 200 : 403);
        continue;
      }
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Record not found' });
    }
    expect(await readItem(record.id)).toMatchObject({ version: record.version, status: record.status });
  });

  const readItem = async (id: string) =>
    (await t.call(author(), { url: `${base}/${id}/` })).json<TRecordItem>();

  // A type whose records are never edited (a Qorgau card) has no change to test.
  const editable = Object.keys(module.workflow.editable).length > 0;
  it.skipIf(!editable)(
    'changes only the fields sent, at the version read, and writes the history',
    async () => {
      const record = await create(6);
      const name = Object.entries(module.fields).find(([, f]) => f.kind === 'text' && !f.computed)?.[0];
      expect(name).toBeDefined();
      const patch = (version: number) =>
        t.call(author(), {
          method: 'PATCH',
          url: `${base}/${record.id}/`,
          payload: { version, [name!]: 'Изменено' },
        });
      const stale = await patch(record.version + 1);
      expect(stale.statusCode).toBe(409);
      const changed = await patch(record.version);
      expect(changed.statusCode, changed.body).toBe(200);
      const after = changed.json<TRecordItem>();
      const untouched = (item: TRecordItem) =>
        Object.fromEntries(
          Object.keys(module.fields)
            .filter((f) => f !== name)
            .map((f) => [f, item[f]]),
        );
      expect(untouched(after)).toEqual(untouched(record));
      expect(after).toMatchObject({ [name!]: 'Изменено', version: record.version + 1 });
      const history = (await t.call(author(), { url: `${base}/${record.id}/history/` })).json<
        { action: string; changes: Record<string, unknown> | null }[]
      >();
      expect(history.map((h) => h.action)).toEqual(['create', 'update']);
      expect(Object.keys(history[1]?.changes ?? {})).toEqual([name]);
    },
  );

  it('deletes softly: gone from the API, kept in the table', async () => {
    const record = await create(7);
    const deleted = await t.call(author(), {
      method: 'DELETE',
      url: `${base}/${record.id}/`,
      payload: { version: record.version },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await t.call(author(), { url: `${base}/${record.id}/` })).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ deleted: sql<boolean>`${entry.table.deletedAt} is not null` })
      .from(entry.table)
      .where(eq(entry.table.id, record.id));
    expect(row?.deleted).toBe(true);
  });

  it('prints a record as a PDF in the reader’s language', async () => {
    const record = await create(8);
    const response = await t.call(author(), { url: `${base}/${record.id}/pdf/`, headers: lang('kk') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { title, pages } = await pdfText(response.rawPayload);
    expect(title).toBe(
      fixture.pdfTitle?.(record, 'kk') ?? `${textAt(module.texts, 'titles.record', 'kk')} ${record.number}`,
    );
    const text = pages.join('');
    for (const section of module.sections)
      expect(text).toContain(textAt(module.texts, `sections.${section.key}`, 'kk').replace(/\s+/g, ''));
  });
});
