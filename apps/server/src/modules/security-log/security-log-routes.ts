import { ZErrorSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import {
  SECURITY_LOG_ROLES,
  SECURITY_LOG_TEXTS,
  type TSecurityLogEntry,
  type TSecurityLogQuery,
  ZSecurityLogPageSchema,
  ZSecurityLogQuerySchema,
} from '@hse/contracts/security-log';
import { textAt } from '@hse/contracts/texts';
import { count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { securityEvents, users } from '../../db/schema/index.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { endOfDay, ListFilter, startOfDay } from '../../platform/list-filter.ts';
import { orderOf, streamRows } from '../../platform/list-page.ts';
import { offsetOf, parseOrdering, toPage } from '../../platform/paging.ts';
import { rolesOnly } from '../../platform/permissions.ts';
import { formatFio } from '../../platform/tokens.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';

const tags = ['security-log'];
const permission = rolesOnly(...SECURITY_LOG_ROLES);
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema };

const actors = alias(users, 'actors');
const columns = {
  id: securityEvents.id,
  at: securityEvents.at,
  event: securityEvents.event,
  actorId: securityEvents.actorId,
  userId: securityEvents.userId,
  login: securityEvents.login,
  address: securityEvents.address,
  userAgent: securityEvents.userAgent,
  details: securityEvents.details,
  userLast: users.lastName,
  userFirst: users.firstName,
  userMiddle: users.middleName,
  actorLast: actors.lastName,
  actorFirst: actors.firstName,
  actorMiddle: actors.middleName,
};
function select(deps: TDeps, where: SQL | undefined) {
  return deps.db
    .select(columns)
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .leftJoin(actors, eq(actors.id, securityEvents.actorId))
    .where(where);
}

/** A row as the joined query reads it (left joins: the names may be missing). */
type TRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const fioOf = (last: string | null, first: string | null, middle: string | null) =>
  last === null ? '' : formatFio({ lastName: last, firstName: first ?? '', middleName: middle ?? '' });

function toEntry(row: TRow): TSecurityLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    event: row.event as TSecurityLogEntry['event'],
    actor_id: row.actorId,
    actor_fio: fioOf(row.actorLast, row.actorFirst, row.actorMiddle),
    user_id: row.userId,
    user_fio: fioOf(row.userLast, row.userFirst, row.userMiddle),
    login: row.login,
    address: row.address,
    user_agent: row.userAgent,
    details: row.details,
  };
}

function filterOf(query: TSecurityLogQuery): ListFilter {
  return new ListFilter()
    .equals('event', securityEvents.event, query.event)
    .equals('user', securityEvents.userId, query.user_id)
    .from('from', securityEvents.at, query.date_from ? startOfDay(query.date_from) : undefined)
    .before('to', securityEvents.at, query.date_to ? endOfDay(query.date_to) : undefined)
    .search('search', [securityEvents.login, securityEvents.address], query.search);
}

const ORDER = { at: [securityEvents.at], event: [securityEvents.event, securityEvents.at] } as const;
/** A row's values of `ORDER[field]` and its id, where an export's next batch starts after. */
const KEYS = {
  at: (row: TRow) => [row.at, row.id],
  event: (row: TRow) => [row.event, row.at, row.id],
} as const;

function exportColumns(lang: TLanguage): TExportColumn<TSecurityLogEntry>[] {
  const header = (key: string) => textAt(SECURITY_LOG_TEXTS, `columns.${key}`, lang);
  return [
    { header: header('at'), width: 18, value: (entry) => new Date(entry.at) },
    {
      header: header('event'),
      width: 30,
      value: (entry) => textAt(SECURITY_LOG_TEXTS, `events.${entry.event}`, lang),
    },
    { header: header('user'), width: 30, value: (entry) => entry.user_fio },
    { header: header('login'), value: (entry) => entry.login },
    { header: header('actor'), width: 30, value: (entry) => entry.actor_fio },
    { header: header('address'), value: (entry) => entry.address },
    { header: header('user_agent'), width: 40, value: (entry) => entry.user_agent },
    {
      header: header('details'),
      width: 40,
      value: (entry) => (Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ''),
    },
  ];
}

/** The security log (issue 19): read by administrators and auditors, written by no route. */
export function registerSecurityLogRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/security-log/',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Sign-ins, failures and every change to an account’s access, newest first',
        querystring: ZSecurityLogQuerySchema,
        response: { 200: ZSecurityLogPageSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const list = filterOf(query);
      const { field, desc } = parseOrdering(query.ordering ?? '-at', 'at' as keyof typeof ORDER);
      const [rows, totals] = await Promise.all([
        select(deps, list.where)
          .orderBy(...orderOf(ORDER[field], securityEvents.id, desc))
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size))
          .execute(list.values),
        deps.db.select({ total: count() }).from(securityEvents).where(list.where).execute(list.values),
      ]);
      return toPage(request, query.page, query.page_size, totals[0]?.total ?? 0, rows.map(toEntry));
    },
  );

  app.get(
    '/api/security-log/export.xlsx',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The filtered security log as an Excel workbook, streamed',
        querystring: ZSecurityLogQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const list = filterOf(request.query);
      const { field, desc } = parseOrdering(request.query.ordering ?? '-at', 'at' as keyof typeof ORDER);
      async function* entries() {
        const batches = streamRows<TRow>(deps.db, {
          name: 'security-log',
          list,
          order: `${field}:${desc}`,
          columns: [...ORDER[field], securityEvents.id],
          descending: desc,
          keyOf: KEYS[field],
          rows: (where, limit, offset) =>
            select(deps, where)
              .orderBy(...orderOf(ORDER[field], securityEvents.id, desc))
              .limit(limit)
              .offset(offset),
        });
        for await (const rows of batches) yield rows.map(toEntry);
      }
      const title = textAt(SECURITY_LOG_TEXTS, 'title', lang);
      const day = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `${title} ${day}.xlsx`,
        title,
        exportColumns(lang),
        entries(),
        deps.config.TIME_ZONE,
      );
    },
  );
}
