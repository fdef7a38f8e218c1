import { PassThrough } from 'node:stream';
import type { TIncident } from '@hse/contracts/incidents';
import type { TQorgauCard, TQorgauCreate } from '@hse/contracts/qorgau';
import type { TAnswerResult } from '@hse/contracts/questionnaires';
import type { TComment, TRecordFile } from '@hse/contracts/records';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  incidents,
  qorgauCards,
  questionnaireAnswers,
  recordComments,
  recordFiles,
} from '../db/schema/index.ts';
import { storeAnswers } from '../platform/idempotency-answers.ts';
import { DEMO_PASSWORD } from '../seed/demo-organizations.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree, userIdOf, userInput } from './builders.ts';
import { incidentInput } from './incident-builders.ts';
import { answersTo, createQuestionnaire, nextAddress, QUESTIONNAIRES } from './questionnaire-builders.ts';
import { createTestApp, jpegBytes, multipartForm, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const tokens = {} as Record<'admin' | 'dotos' | 'employee' | 'employee2', string>;
let serial = 0;
/** A fresh key, as the web client makes one per write. */
const newKey = () => `key-${Date.now()}-${++serial}`;
/** A marker in a record's text, to count the records one write left behind. */
const marker = () => `Метка повтора ${Date.now()}-${++serial}`;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  for (const login of ['admin', 'dotos', 'employee', 'employee2'] as const)
    tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const db = () => t.database.db;

const keyed = (token: string | null, key: string, options: InjectOptions) =>
  t.call(token, { ...options, headers: { ...(options.headers ?? {}), 'idempotency-key': key } });

const incidentsWith = async (description: string) =>
  (await db().select({ n: count() }).from(incidents).where(eq(incidents.description, description)))[0]?.n;

/** The same time each call: a retry sends the very same payload. */
const OCCURRED_AT = new Date(Date.now() - 3_600_000).toISOString();
const createWithKey = (token: string, key: string, description: string) =>
  keyed(token, key, {
    method: 'POST',
    url: '/api/incidents/',
    payload: incidentInput(production(), { description, occurred_at: OCCURRED_AT }),
  });

/**
 * The fingerprint the server takes of a create's payload, and a real answer to it, from a first
 * write of it under another key (which leaves one message with its description).
 */
async function probeCreate(description: string) {
  const probe = newKey();
  const response = await createWithKey(tokens.employee, probe, description);
  expect(response.statusCode).toBe(201);
  const employeeId = await userIdOf(t, 'employee');
  const [row] = await db()
    .select({ fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, `user:${employeeId}`), eq(idempotencyKeys.key, probe)));
  return { fingerprint: row?.fingerprint ?? '', answer: response.json<TIncident>() };
}

describe('a create retried with its Idempotency-Key', () => {
  it('answers the first answer again and stores one record', async () => {
    const key = newKey();
    const description = marker();
    const first = await createWithKey(tokens.employee, key, description);
    expect(first.statusCode, first.body).toBe(201);
    const again = await createWithKey(tokens.employee, key, description);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await incidentsWith(description)).toBe(1);
  });

  it('refuses the same key with another payload (422) and writes nothing', async () => {
    const key = newKey();
    expect((await createWithKey(tokens.employee, key, marker())).statusCode).toBe(201);
    const other = marker();
    const response = await keyed(tokens.employee, key, {
      method: 'POST',
      url: '/api/incidents/',
      payload: incidentInput(production(), { description: other }),
      headers: lang('en'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<TErrorBody>().detail).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect(await incidentsWith(other)).toBe(0);
  });

  it('refuses a second request with the key while the first is running (409)', async () => {
    const created = (await createWithKey(tokens.employee, newKey(), marker())).json<TIncident>();
    const key = newKey();
    const body = multipartForm([
      { name: 'file', value: jpegBytes(2048), filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    // The first upload is still arriving (its route is reading the parts) when the retry comes.
    const slow = new PassThrough();
    const upload = (payload: PassThrough | Buffer) =>
      keyed(tokens.employee, key, {
        method: 'POST',
        url: `/api/incidents/${created.id}/files/`,
        headers: { ...body.headers, ...lang('en') },
        payload,
      });
    const first = upload(slow);
    slow.write(body.payload.subarray(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await upload(body.payload);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<TErrorBody>().detail).toBe(
      'This request is still being processed. Wait and try again',
    );
    slow.end(body.payload.subarray(100));
    expect((await first).statusCode).toBe(201);
    const files = await db()
      .select({ id: recordFiles.id })
      .from(recordFiles)
      .where(eq(recordFiles.entityId, created.id));
    expect(files).toHaveLength(1);
  });

  /**
   * A create under `key` sent while another process's change holds the same key written and not
   * yet committed; that change commits 300 ms later, with `answer` as its result and, when
   * `stored`, as its stored answer, or rolls back (`answer` undefined).
   */
  async function createBesideTwin(key: string, description: string, answer?: TIncident, stored = true) {
    const { fingerprint } = await probeCreate(description);
    const employeeId = await userIdOf(t, 'employee');
    let commit = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const keyWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const twin = db()
      .transaction(async (tx) => {
        await tx.insert(idempotencyKeys).values({
          scope: `user:${employeeId}`,
          key,
          fingerprint,
          result: { value: answer?.id ?? null },
          ...(answer && stored ? { status: 201, body: { value: answer } } : {}),
        });
        written();
        await committing;
        if (!answer) tx.rollback();
      })
      .catch(() => {});
    await keyWritten;
    const pending = createWithKey(tokens.employee, key, description);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await twin;
    return pending;
  }

  // PGlite has one connection, so a twin's open change there would block the request itself.
  it('answers from the record of a twin from another process that committed without its answer, and writes nothing', async () => {
    if (t.database.engine !== 'postgres') return;
    const description = marker();
    const { answer } = await probeCreate(marker());
    const response = await createBesideTwin(newKey(), description, answer, false);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TIncident>().id).toBe(answer.id);
    expect(response.headers['idempotent-replayed']).toBe('true');
    // The one message is the probe's, under another key.
    expect(await incidentsWith(description)).toBe(1);
  });

  it('writes its own record when the twin from another process rolls back', async () => {
    if (t.database.engine !== 'postgres') return;
    const description = marker();
    const response = await createBesideTwin(newKey(), description);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await incidentsWith(description)).toBe(2);
  });

  it('answers the answer of a twin from another process that committed while it ran, and writes nothing', async () => {
    if (t.database.engine !== 'postgres') return;
    const description = marker();
    const { answer } = await probeCreate(marker());
    const response = await createBesideTwin(newKey(), description, answer);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual(answer);
    expect(response.headers['idempotent-replayed']).toBe('true');
    expect(await incidentsWith(description)).toBe(1);
  });

  it('stores answers by the keys’ primary key, however many keys the day has left', async () => {
    if (t.database.engine !== 'postgres') return;
    // Many keys written since the table was last analyzed, as a busy day leaves them.
    await db().execute(sql`insert into idempotency_keys (scope, key, fingerprint, result)
      select 'user:bulk', 'bulk-' || g, 'f', '{"value": null}'::jsonb from generate_series(1, 5000) g`);
    const batch = [{ scope: 'user:bulk', key: 'bulk-7', status: 201, body: '{}' }];
    const plan = (await db().execute(sql`explain ${storeAnswers(batch)}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('idempotency_keys_scope_key_pk');
    expect(text).not.toMatch(/Seq Scan on idempotency_keys/);
  });

  it('stores answers without waiting for the disk, and only those', async () => {
    // A lost answer is rebuilt by its retry, so its commit need not wait for a flush of the log;
    // the setting is the statement's transaction's own, never the connection's.
    const settingAfter = (statement?: ReturnType<typeof storeAnswers>) =>
      db().transaction(async (tx) => {
        if (statement) await tx.execute(statement);
        const rows = (await tx.execute(
          sql`select current_setting('synchronous_commit') as value`,
        )) as unknown as {
          rows: { value: string }[];
        };
        return rows.rows[0]?.value;
      });
    const key = newKey();
    const stored = await createWithKey(tokens.employee, key, marker());
    expect(stored.statusCode).toBe(201);
    const scope = `user:${await userIdOf(t, 'employee')}`;
    expect(await settingAfter(storeAnswers([{ scope, key, status: 201, body: stored.body }]))).toBe('off');
    expect(await settingAfter()).toBe('on');
  });

  it('keeps the keys of different users apart', async () => {
    const key = newKey();
    const description = marker();
    const mine = await createWithKey(tokens.employee, key, description);
    const theirs = await createWithKey(tokens.dotos, key, description);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<TIncident>().id).not.toBe(mine.json<TIncident>().id);
    expect(await incidentsWith(description)).toBe(2);
  });

  it('rebuilds the answer of a write committed but never answered (the server died between)', async () => {
    const key = newKey();
    const description = marker();
    const first = await createWithKey(tokens.employee, key, description);
    expect(first.statusCode).toBe(201);
    // What a crash right after commit leaves: the key with the change, no answer stored.
    const employeeId = await userIdOf(t, 'employee');
    await db()
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(and(eq(idempotencyKeys.scope, `user:${employeeId}`), eq(idempotencyKeys.key, key)));
    const again = await createWithKey(tokens.employee, key, description);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<TIncident>().id).toBe(first.json<TIncident>().id);
    expect(await incidentsWith(description)).toBe(1);
  });

  it('rebuilds the answer of a user created but never answered, from the id its transaction names', async () => {
    const key = newKey();
    const input = userInput(production());
    const create = () => keyed(tokens.admin, key, { method: 'POST', url: '/api/users/', payload: input });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    const adminId = await userIdOf(t, 'admin');
    await db()
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(and(eq(idempotencyKeys.scope, `user:${adminId}`), eq(idempotencyKeys.key, key)));
    const again = await create();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('refuses an empty or too long key with 400 in the caller’s language', async () => {
    for (const key of ['', 'x'.repeat(256)]) {
      const description = marker();
      const response = await keyed(tokens.employee, key, {
        method: 'POST',
        url: '/api/incidents/',
        payload: incidentInput(production(), { description }),
        headers: lang('en'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorBody>().detail).toMatch(/Idempotency-Key/);
      expect(await incidentsWith(description)).toBe(0);
    }
  });

  it('never stores a sign-in’s answer: a token is not kept in plain text', async () => {
    const key = newKey();
    const signIn = () =>
      keyed(null, key, {
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { login: 'employee', password: DEMO_PASSWORD },
      });
    const first = await signIn();
    const again = await signIn();
    expect(first.statusCode).toBe(200);
    expect(again.json<{ token: string }>().token).not.toBe(first.json<{ token: string }>().token);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('writes as before without the header', async () => {
    const description = marker();
    const payload = incidentInput(production(), { description });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call(tokens.employee, { method: 'POST', url: '/api/incidents/', payload })).statusCode,
      ).toBe(201);
    expect(await incidentsWith(description)).toBe(2);
  });
});

describe('actions, comments and files retried with their keys', () => {
  it('takes a workflow action once: the retry gets the answer, not a stale version', async () => {
    const created = (await createWithKey(tokens.employee, newKey(), marker())).json<TIncident>();
    const key = newKey();
    const send = () =>
      keyed(tokens.employee, key, {
        method: 'POST',
        url: `/api/incidents/${created.id}/actions/save_and_send/`,
        payload: { version: created.version },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('adds a comment once', async () => {
    const created = (await createWithKey(tokens.employee, newKey(), marker())).json<TIncident>();
    const key = newKey();
    const post = () =>
      keyed(tokens.employee, key, {
        method: 'POST',
        url: `/api/incidents/${created.id}/comments/`,
        payload: { text: 'Повторённый комментарий' },
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const again = await post();
    expect(again.statusCode).toBe(201);
    expect(again.json<TComment>().id).toBe(first.json<TComment>().id);
    const [stored] = await db()
      .select({ n: count() })
      .from(recordComments)
      .where(eq(recordComments.entityId, created.id));
    expect(stored?.n).toBe(1);
  });

  it('attaches files once, even when the retry’s multipart body has another boundary', async () => {
    const created = (await createWithKey(tokens.employee, newKey(), marker())).json<TIncident>();
    const key = newKey();
    const data = jpegBytes(2048);
    const upload = () =>
      keyed(tokens.employee, key, {
        method: 'POST',
        url: `/api/incidents/${created.id}/files/`,
        ...multipartForm([{ name: 'file', value: data, filename: 'photo.jpg', type: 'image/jpeg' }]),
      });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload();
    expect(again.statusCode).toBe(201);
    expect(again.json<TRecordFile[]>()).toEqual(first.json<TRecordFile[]>());
    const files = await db()
      .select({ id: recordFiles.id })
      .from(recordFiles)
      .where(and(eq(recordFiles.entityId, created.id), isNull(recordFiles.deletedAt)));
    expect(files).toHaveLength(1);
    // Another file under the same key is another payload.
    const other = await keyed(tokens.employee, key, {
      method: 'POST',
      url: `/api/incidents/${created.id}/files/`,
      ...multipartForm([{ name: 'file', value: jpegBytes(4096), filename: 'photo.jpg', type: 'image/jpeg' }]),
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('public writes of guests retried with their keys', () => {
  const card = (description: string): TQorgauCreate => ({
    observation_type: 'unsafe_condition',
    observed_at: OCCURRED_AT,
    organization_id: production(),
    categories: ['housekeeping'],
    description,
    latitude: 47.1,
    longitude: 51.9,
    anonymous: true,
  });
  const cardsWith = async (description: string) =>
    (await db().select({ n: count() }).from(qorgauCards).where(eq(qorgauCards.description, description)))[0]
      ?.n;

  it('files a guest’s Qorgau card once', async () => {
    const key = newKey();
    const description = marker();
    const file = () =>
      keyed(null, key, {
        method: 'POST',
        url: '/api/qorgau/cards/',
        payload: card(description),
        headers: nextAddress(),
      });
    const first = await file();
    expect(first.statusCode, first.body).toBe(201);
    const again = await file();
    expect(again.statusCode).toBe(201);
    expect(again.json<TQorgauCard>().id).toBe(first.json<TQorgauCard>().id);
    expect(await cardsWith(description)).toBe(1);
    // A guest is nobody in particular: another card under the same key is simply another card.
    const otherDescription = marker();
    const other = await keyed(null, key, {
      method: 'POST',
      url: '/api/qorgau/cards/',
      payload: card(otherDescription),
      headers: nextAddress(),
    });
    expect(other.statusCode).toBe(201);
    expect(await cardsWith(otherDescription)).toBe(1);
  });

  it('files a guest’s card with its photo once (multipart)', async () => {
    const key = newKey();
    const description = marker();
    const data = jpegBytes(2048);
    const file = () =>
      keyed(null, key, {
        method: 'POST',
        url: '/api/qorgau/cards/',
        ...multipartForm([
          { name: 'card', value: JSON.stringify(card(description)) },
          { name: 'file', value: data, filename: 'place.jpg', type: 'image/jpeg' },
        ]),
      });
    const first = await file();
    expect(first.statusCode, first.body).toBe(201);
    const again = await file();
    expect(again.statusCode, again.body).toBe(201);
    const id = first.json<TQorgauCard>().id;
    expect(again.json<TQorgauCard>().id).toBe(id);
    expect(await cardsWith(description)).toBe(1);
    const files = await db()
      .select({ id: recordFiles.id })
      .from(recordFiles)
      .where(eq(recordFiles.entityId, id));
    expect(files).toHaveLength(1);
  });

  it('stores a guest’s questionnaire answer once', async () => {
    const questionnaire = await createQuestionnaire(t, tokens.dotos);
    const key = newKey();
    const name = marker();
    const payload = {
      respondent_name: name,
      organization_id: production(),
      answers: answersTo(questionnaire, [0]),
    };
    const send = () =>
      keyed(null, key, {
        method: 'POST',
        url: `${QUESTIONNAIRES}/${questionnaire.id}/answers/`,
        payload,
        headers: nextAddress(),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json<TAnswerResult>()).toEqual(first.json<TAnswerResult>());
    const [stored] = await db()
      .select({ n: count() })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.respondentName, name));
    expect(stored?.n).toBe(1);
  });
});
