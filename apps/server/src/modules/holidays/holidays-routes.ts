import { ZIdParamsSchema } from '@hse/contracts/common';
import {
  HOLIDAY_EDITOR_ROLES,
  type THoliday,
  ZHolidayCreateSchema,
  ZHolidayDeleteSchema,
  ZHolidayListQuerySchema,
  ZHolidaySchema,
  ZHolidayUpdateSchema,
} from '@hse/contracts/holidays';
import { and, asc, between, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { conflict, ERROR_RESPONSES, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { rolesOnly, SIGNED_IN } from '../../platform/permissions.ts';
import { softDeleteVersioned, type TVersionedRows, updateVersioned } from '../../platform/versioned.ts';

const BASE = '/api/holidays';
const tags = ['holidays'];
const EDITORS = rolesOnly(...HOLIDAY_EDITOR_ROLES);
const ENTITY = 'holiday';

type THolidayRow = typeof holidays.$inferSelect;

const toHoliday = (row: THolidayRow): THoliday => ({
  id: row.id,
  day: row.day,
  kind: row.kind,
  name_ru: row.nameRu,
  name_kk: row.nameKk,
  name_en: row.nameEn,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function findHoliday(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select()
    .from(holidays)
    .where(and(eq(holidays.id, id), isNull(holidays.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const ROWS: TVersionedRows<typeof holidays, THolidayRow> = {
  table: holidays,
  entityType: ENTITY,
  lock: (tx, id) => findHoliday(tx, id, true),
};

const COLUMNS = {
  day: 'day',
  kind: 'kind',
  name_ru: 'nameRu',
  name_kk: 'nameKk',
  name_en: 'nameEn',
} as const satisfies Record<string, keyof THolidayRow>;

/** One entry a day: a second one for the same day (also when two admins race) answers 409 on `day`. */
async function onceADay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'holidays_day_key'))
      throw conflict('errors.holiday_taken', { day: ['errors.holiday_taken'] });
    throw error;
  }
}

async function readHoliday(db: DbOrTx, id: string) {
  const row = await findHoliday(db, id);
  if (!row) throw notFound();
  return toHoliday(row);
}

/** The working-day calendar (decision 049): everyone signed in reads it, administrators keep it. */
export function registerHolidaysRoutes(app: TApp, deps: TDeps) {
  app.get(
    `${BASE}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Holidays and moved working days, by day; of one year with `year`',
        querystring: ZHolidayListQuerySchema,
        response: { 200: z.array(ZHolidaySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { year } = request.query;
      const rows = await deps.db
        .select()
        .from(holidays)
        .where(
          and(
            isNull(holidays.deletedAt),
            year ? between(holidays.day, `${year}-01-01`, `${year}-12-31`) : undefined,
          ),
        )
        .orderBy(asc(holidays.day));
      return rows.map(toHoliday);
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: { permission: EDITORS },
      schema: {
        tags,
        body: ZHolidayCreateSchema,
        response: { 201: ZHolidaySchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const input = request.body;
      const id = newId();
      await onceADay(() =>
        deps.db.transaction(async (tx) => {
          await tx.insert(holidays).values({
            id,
            day: input.day,
            kind: input.kind,
            nameRu: input.name_ru,
            nameKk: input.name_kk,
            nameEn: input.name_en,
            createdBy: actor.id,
            updatedBy: actor.id,
          });
          await recordHistory(tx, {
            entityType: ENTITY,
            entityId: id,
            action: 'create',
            actorId: actor.id,
            changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { from: null, to: v }])),
          });
        }),
      );
      return reply.status(201).send(await readHoliday(deps.db, id));
    },
  );

  app.patch(
    `${BASE}/:id/`,
    {
      config: { permission: EDITORS },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZHolidayUpdateSchema,
        response: { 200: ZHolidaySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const { id } = request.params;
      await onceADay(() =>
        deps.db.transaction((tx) =>
          updateVersioned(tx, ROWS, {
            id,
            version,
            actor: currentUser(request),
            current: (row) => ({
              day: row.day,
              kind: row.kind,
              name_ru: row.nameRu,
              name_kk: row.nameKk,
              name_en: row.nameEn,
            }),
            wanted: () => fields,
            columns: COLUMNS,
          }),
        ),
      );
      return readHoliday(deps.db, id);
    },
  );

  app.delete(
    `${BASE}/:id/`,
    {
      config: { permission: EDITORS },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZHolidayDeleteSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deps.db.transaction((tx) =>
        softDeleteVersioned(tx, ROWS, {
          id: request.params.id,
          version: request.query.version,
          actor: currentUser(request),
        }),
      );
      return reply.status(204).send(null);
    },
  );
}
