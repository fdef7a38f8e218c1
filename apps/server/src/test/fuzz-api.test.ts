import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOf } from '../platform/i18n.ts';
import { createTestApp, jpegBytes, type TTestApp } from './test-app.ts';

/**
 * Bad inputs to every operation of the API, generated from its OpenAPI document: each answer must
 * be below 500 and, when an error, `{detail, errors?}` in the caller's language. The seed is fixed
 * (FUZZ_SEED to try another) so a failure reproduces; FUZZ_RUNS sets the inputs per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

type TSchema = {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
};
type TParameter = { in: 'path' | 'query' | 'header'; name: string; schema?: TSchema };
type TOperation = {
  method: string;
  path: string;
  parameters: TParameter[];
  body?: TSchema;
};
type TRequest = { options: InjectOptions; label: string };

let t: TTestApp;
let admin: string;
let adminId: string;
let operations: TOperation[] = [];
/** Ids of real records (read from every list), so some inputs reach past the lookup. */
let ids: string[] = [];

const NUL = '\u0000';

/** Values no field should take as they are. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(NUL),
  fc.string().map((s) => `${s}${NUL}${s}`),
  fc.constant('x'.repeat(70_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [NUL], { [NUL]: NUL }, [[[]]]),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '01a2121e-9e02-750a-895c-zzzzzzzzzzzz',
    '1e400',
    '9999-99-99',
    '2026-02-30T25:61:00Z',
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%',
    '\uD800',
  ),
);

/** A value its schema accepts (roughly: enough to get past validation and reach the code). */
function valid(schema: TSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      if (schema.format === 'uuid')
        return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date(), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date(), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, 12),
        maxLength: Math.max(Math.min(schema.maxLength ?? 24, 24), Math.min(schema.minLength ?? 0, 12)),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, valid(value, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A body its schema accepts but for one field, an unknown field, or nothing like it at all. */
function badBody(schema: TSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const whole = valid(schema);
  const oneField =
    keys.length > 0
      ? fc
          .tuple(whole, fc.constantFrom(...keys), badValue)
          .map(([body, key, value]) => ({ ...(body as object), [key]: value }))
      : badValue;
  return fc.oneof(
    { weight: 4, arbitrary: oneField },
    { weight: 1, arbitrary: whole },
    {
      weight: 1,
      arbitrary: fc.tuple(whole, badValue).map(([body, value]) => ({ ...(body as object), [NUL]: value })),
    },
    { weight: 1, arbitrary: badValue },
  );
}

/** encodeURIComponent, with lone surrogate halves (which it cannot encode) made into `?`. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '?'));

const pathValue = (schema: TSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valid(schema).map((v) => encode(String(v))) },
    {
      weight: 2,
      arbitrary: badValue.map((v) => encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%00', 'a'.repeat(300), '%2F', ' ') },
  );

const queryValue = (schema: TSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    valid(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    badValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );

const language = fc.constantFrom('ru', 'kk', 'en', 'kk;q=0.5, ru', 'de', '');

/** One generated request to an operation: its path, query, body and language. */
function requestTo(op: TOperation): fc.Arbitrary<TRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p.schema)))
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), op.path));
  const query = fc
    .tuple(
      ...queryParams.map((p) => fc.option(queryValue(p.schema), { nil: undefined })),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { nil: undefined }),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        const value = values[i] as string | undefined;
        if (value !== undefined) search.append(p.name, value);
      });
      const extra = values[queryParams.length] as [string, string] | undefined;
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  const hasBody = op.method !== 'GET';
  const body = hasBody && op.body ? badBody(op.body) : fc.constant(undefined);
  return fc.tuple(path, query, body, language).map(([url, search, payload, lang]) => ({
    label: `${op.method} ${op.path}`,
    options: {
      method: op.method as InjectOptions['method'],
      url: `${url}${search}`,
      headers: { 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      ...(payload === undefined
        ? {}
        : { headers: { 'accept-language': lang, 'content-type': 'application/json' } }),
    },
  }));
}

/** Bodies no route can read: broken JSON, multipart without a boundary or cut short, plain text. */
function brokenBodies(op: TOperation, url: string): TRequest[] {
  const boundary = 'fuzzboundary';
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpegBytes(1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const bodies: [string, string | Buffer][] = [
    ['application/json', '{"version": 1, "text": '],
    ['application/json', `{"text": "\\u0000", "${NUL}": 1}`],
    ['multipart/form-data', 'no boundary at all'],
    [`multipart/form-data; boundary=${boundary}`, part.subarray(0, 200)],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="card"\r\n\r\n{"description": "\\u0000"}\r\n--${boundary}--\r\n`,
    ],
    ['text/plain', 'hello'],
  ];
  return bodies.map(([type, payload]) => ({
    label: `${op.method} ${op.path} (${type.split(';')[0]})`,
    options: {
      method: op.method as InjectOptions['method'],
      url,
      headers: { 'content-type': type, 'accept-language': 'kk' },
      payload,
    },
  }));
}

/** What is wrong with an answer, if anything. */
function problemOf(response: LightMyRequestResponse, lang: string): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { detail, errors, ...rest } = body as { detail?: unknown; errors?: unknown };
  if (Object.keys(rest).length > 0) return `other keys: ${Object.keys(rest).join(', ')}`;
  if (typeof detail !== 'string' || detail.length === 0) return 'no detail';
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
      return 'errors is not a record';
    for (const texts of Object.values(errors))
      if (!Array.isArray(texts) || !texts.every((s) => typeof s === 'string' && s.length > 0))
        return 'errors holds something other than texts';
  }
  if (languageOf(lang) !== 'en' && !/[\u0400-\u04FF]/.test(detail)) return `untranslated: ${detail}`;
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.signIn('admin');
  admin = session.token;
  adminId = session.user_id;
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: TParameter[]; requestBody?: { content?: Record<string, { schema?: TSchema }> } }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (key === 'id' && typeof item === 'string' && item !== adminId) found.add(item);
        else collect(item);
      }
  };
  for (const op of operations) {
    if (op.method !== 'GET' || op.path.includes('{') || op.path.includes('export')) continue;
    const response = await t.call(admin, { url: op.path });
    if (response.headers['content-type']?.toString().startsWith('application/json')) collect(response.json());
  }
  ids = [...found].slice(0, 300);
}, 120_000);
afterAll(() => t.close());

describe('every operation of the API, given bad inputs', () => {
  it('answers below 500, every error as {detail, errors?} in the caller’s language', async () => {
    const failures: string[] = [];
    let sent = 0;
    let fiveHundreds = 0;
    const send = async (token: string | null, request: TRequest) => {
      let response: LightMyRequestResponse;
      try {
        response = await t.call(token, request.options);
      } catch {
        return; // The test client itself refused to send it (not a URL at all).
      }
      sent += 1;
      const lang = String((request.options.headers as Record<string, string>)['accept-language'] ?? '');
      const problem = problemOf(response, lang);
      if (response.statusCode >= 500) fiveHundreds += 1;
      if (problem)
        failures.push(
          `${token ? 'admin' : 'guest'} ${request.label} → ${problem} (${String(request.options.url).slice(0, 120)}): ${response.body.slice(0, 200)}`,
        );
    };
    // The admin signing out would leave the rest to a stranger.
    const signsOut = (op: TOperation) => op.path.includes('logout');
    // Exports and PDFs read much per request: fewer of them keep the run short.
    const heavy = (op: TOperation) => /export|pdf|xlsx/.test(op.path);
    let seed = SEED;
    for (const op of operations) {
      const runs = heavy(op) ? 1 : RUNS;
      const requests = fc.sample(requestTo(op), { numRuns: runs * 2, seed: seed++ });
      for (const [i, request] of requests.entries()) {
        const asAdmin = i % 2 === 0 && !signsOut(op);
        await send(asAdmin ? admin : null, request);
      }
      if (op.method !== 'GET' && !heavy(op)) {
        const [sample] = fc.sample(requestTo(op), { numRuns: 1, seed: seed++ });
        for (const request of brokenBodies(op, String(sample?.options.url ?? op.path)))
          await send(signsOut(op) ? null : admin, request);
      }
    }
    const oddPaths = [
      '/api/',
      '/api//users/',
      '/api/users/%E0%A4%A/',
      '/api/%/',
      `/api/users/${'a'.repeat(5000)}/`,
      '/api/..%2f..%2fetc/passwd',
      '/api/users/%00/',
      '/api/incidents/?page=1&page=2&page_size=abc',
      '/api/incidents/?ordering=%00',
      '/api/incidents/?search=%E0%A4%A',
    ];
    const generated = fc.sample(
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `/api/${encode(s)}/`),
      { numRuns: 20, seed: seed++ },
    );
    for (const url of [...oddPaths, ...generated]) {
      for (const token of [admin, null])
        await send(token, {
          label: `GET ${url.slice(0, 60)}`,
          options: { url, headers: { 'accept-language': 'ru' } },
        });
    }
    console.info(
      `API fuzz (seed ${SEED}): ${operations.length} operations, ${sent} inputs sent, ${fiveHundreds} answered 5xx, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
