import {
  type TFormDefinitionRecord,
  type TFormDefinitionSummary,
  ZFormCodeParamsSchema,
  ZFormDefinitionPublishSchema,
  ZFormDefinitionRecordSchema,
  ZFormDefinitionSummarySchema,
  ZFormVersionParamsSchema,
} from '@hse/contracts/form-submissions';
import { FORM_CATALOGUE } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { formDefinitions, users } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, ERROR_RESPONSES, fieldError, notFound } from '../../platform/errors.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../platform/permissions.ts';
import { fioOrEmpty } from '../../platform/record-names.ts';

/**
 * The forms' definitions kept as data (decisions 058, 060): version 1 of each is the catalogue's,
 * written at start-up; the administrator publishes later ones. A version never changes once
 * written, so one read from the database is kept in memory for good.
 */

/** Writes the catalogue's version 1 of every form that has none; safe to run from any process. */
export async function ensureFormCatalogue(db: DbOrTx): Promise<void> {
  await db
    .insert(formDefinitions)
    .values(FORM_CATALOGUE.map((definition) => ({ code: definition.code, version: 1, definition })))
    .onConflictDoNothing();
}

const versions = new Map<string, TFormDefinition>();

/** One version of a form's definition, or undefined when it was never published. */
export async function formDefinitionOf(
  db: DbOrTx,
  code: string,
  version: number,
): Promise<TFormDefinition | undefined> {
  const key = `${code}@${version}`;
  const known = versions.get(key);
  if (known) return known;
  const [row] = await db
    .select({ definition: formDefinitions.definition })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.code, code), eq(formDefinitions.version, version)));
  if (!row) return undefined;
  versions.set(key, row.definition);
  return row.definition;
}

/** The latest version's number of a form (0 when none is stored). */
export async function latestFormVersion(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`max(${formDefinitions.version})` })
    .from(formDefinitions)
    .where(eq(formDefinitions.code, code));
  return Number(row?.version ?? 0);
}

/** The latest version of a form's definition: what a new submission is filled in. */
export async function latestFormDefinition(db: DbOrTx, code: string): Promise<TFormDefinition | undefined> {
  const version = await latestFormVersion(db, code);
  return version ? formDefinitionOf(db, code, version) : undefined;
}

const formNumber = (code: string) => Number(code.replace('HSE_FRM_', ''));

/** The latest version of every form's definition, by number: one read of the versions' numbers. */
export async function latestFormDefinitions(db: DbOrTx): Promise<TFormDefinition[]> {
  const rows = await db
    .select({ code: formDefinitions.code, version: sql<number>`max(${formDefinitions.version})` })
    .from(formDefinitions)
    .groupBy(formDefinitions.code);
  const definitions = await Promise.all(
    rows.map((row) => formDefinitionOf(db, row.code, Number(row.version))),
  );
  return definitions
    .filter((d): d is TFormDefinition => d !== undefined)
    .sort((a, b) => formNumber(a.code) - formNumber(b.code));
}

async function recordOf(db: DbOrTx, code: string, version?: number): Promise<TFormDefinitionRecord> {
  const rows = await db
    .select({
      version: formDefinitions.version,
      definition: formDefinitions.definition,
      publishedAt: formDefinitions.publishedAt,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
    })
    .from(formDefinitions)
    .leftJoin(users, eq(users.id, formDefinitions.publishedBy))
    .where(eq(formDefinitions.code, code))
    .orderBy(asc(formDefinitions.version));
  const row = version === undefined ? rows.at(-1) : rows.find((r) => r.version === version);
  if (!row) throw notFound();
  return {
    definition: row.definition,
    published_at: row.publishedAt.toISOString(),
    published_by_fio: row.lastName ? fioOrEmpty(row) : null,
    versions: rows.map((r) => r.version),
  };
}

export function registerFormDefinitions(app: TApp, deps: TDeps) {
  const tags = ['form_definitions'];
  // Every process writes the catalogue once it is ready; what is there already stays.
  app.addHook('onReady', () => ensureFormCatalogue(deps.db));

  app.get(
    '/api/form-definitions/',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: z.array(ZFormDefinitionSummarySchema), ...ERROR_RESPONSES } },
    },
    async (): Promise<TFormDefinitionSummary[]> => {
      const rows = await deps.db
        .selectDistinctOn([formDefinitions.code], {
          definition: formDefinitions.definition,
          version: formDefinitions.version,
          publishedAt: formDefinitions.publishedAt,
        })
        .from(formDefinitions)
        .orderBy(formDefinitions.code, desc(formDefinitions.version));
      return rows
        .map((row) => ({
          code: row.definition.code,
          version: row.version,
          title: row.definition.title,
          period: row.definition.period,
          due_days: row.definition.dueDays,
          published_at: row.publishedAt.toISOString(),
        }))
        .sort((a, b) => formNumber(a.code) - formNumber(b.code));
    },
  );

  app.get(
    '/api/form-definitions/:code/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZFormCodeParamsSchema,
        response: { 200: ZFormDefinitionRecordSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => recordOf(deps.db, request.params.code),
  );

  app.get(
    '/api/form-definitions/:code/:version/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZFormVersionParamsSchema,
        response: { 200: ZFormDefinitionRecordSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => recordOf(deps.db, request.params.code, request.params.version),
  );

  app.post(
    '/api/form-definitions/:code/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        params: ZFormCodeParamsSchema,
        body: ZFormDefinitionPublishSchema,
        response: { 201: ZFormDefinitionRecordSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const definition = request.body;
      if (definition.code !== code) throw fieldError('code', 'forms.definition_code');
      const user = currentUser(request);
      await deps.db.transaction(async (tx) => {
        // One publisher at a time per form: the next number is read under the lock.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form_definitions:${code}`}))`);
        const next = (await latestFormVersion(tx, code)) + 1;
        if (definition.version !== next)
          throw new AppError(
            409,
            'forms.definition_version',
            { version: next },
            { version: ['errors.stale_version'] },
          );
        await tx.insert(formDefinitions).values({ code, version: next, definition, publishedBy: user.id });
      });
      return reply.status(201).send(await recordOf(deps.db, code, definition.version));
    },
  );
}
