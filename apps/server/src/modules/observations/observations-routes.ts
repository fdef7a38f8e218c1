import { ZQueryBooleanSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { type TObservationListItem, ZObservationListItemSchema } from '@hse/contracts/observations';
import { textAt } from '@hse/contracts/texts';
import { eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleList } from '../../platform/record-module/module-list.ts';
import { registerModuleList } from '../../platform/record-module/module-list-routes.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import type { TExportColumn } from '../../platform/xlsx-export.ts';
import { toObservation, toObservationListItem } from './observation-dto.ts';
import { OBSERVATION_KINDS, type TObservationKindDef } from './observation-kinds.ts';
import { printObservation, type TObservationAnswer } from './observation-print.ts';
import { cacheTagOf, observationColumns, tableOf } from './observations-repository.ts';
import { createObservation, OBSERVATION_TYPES, updateObservation } from './observations-service.ts';

/** The export's columns over the list's items, as the list was exported before the layer. */
function exportColumns(kind: TObservationKindDef, lang: TLanguage): TExportColumn<TObservationListItem>[] {
  const t = (path: string) => textAt(OBSERVATION_TEXTS, path, lang);
  return [
    { header: t('fields.number'), width: 24, value: (r) => r.number },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    {
      header: t(`fields.${kind.date.field}`),
      width: 20,
      // A driving observation's day is a `YYYY-MM-DD` string, written as a date without a zone.
      value: (r) => (kind.date.moment ? new Date(r.observed_at) : r.observed_at),
      day: !kind.date.moment,
    },
    { header: t('fields.organization_id'), width: 36, value: (r) => r.organization_name },
    { header: t(`fields.${kind.subject}`), width: 36, value: (r) => r.subject },
    { header: t('fields.at_risk_count'), width: 14, value: (r) => r.at_risk_count },
    { header: t('fields.created_by_fio'), width: 30, value: (r) => r.created_by_fio },
  ];
}

/** The list and its export from the kind's manifest, answered as before the layer. */
function observationList(kind: TObservationKindDef): TModuleList {
  const table = tableOf(kind);
  return {
    module: kind.module,
    table,
    columns: observationColumns(kind),
    cacheTag: cacheTagOf(kind),
    // A draft is listed to its author alone, as `visible` shows it.
    listWhere: (list, caller) =>
      list.add(
        'viewer',
        sql`(${table.status} <> 'draft' or ${table.createdBy} = ${sql.placeholder('viewer')})`,
        caller.id,
      ),
    params: {
      // `true`: only observations with at least one finding; `false`: only those without.
      shape: { at_risk: ZQueryBooleanSchema.optional() },
      apply: (list, query) => {
        const column = (kind.table as unknown as { atRiskCount: PgColumn }).atRiskCount;
        if (query.at_risk === true) list.add('atRisk', gt(column, 0));
        else if (query.at_risk === false) list.add('noRisk', eq(column, 0));
      },
    },
    listItem: (row, lang) => toObservationListItem(kind, row, lang),
    listItemSchema: ZObservationListItemSchema,
    exportColumns: (lang) => exportColumns(kind, lang) as unknown as TExportColumn<Record<string, unknown>>[],
  };
}

function registerKind(app: TApp, deps: TDeps, kind: TObservationKindDef) {
  const tags = ['observations'];
  const type = OBSERVATION_TYPES[kind.kind];

  registerModuleList(app, deps, observationList(kind), tags);

  app.post(
    `${kind.base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: kind.create, response: { 201: kind.item, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const body = request.body as { organization_id: string } & Record<string, unknown>;
      const id = await createObservation(deps, kind, user, scope, body);
      const row = await readRecord(deps, type, scope, user, id);
      return reply.status(201).send(toObservation(kind, row, langOf(request), user));
    },
  );

  registerRecordRoutes(app, deps, {
    base: kind.base,
    tags,
    type,
    item: kind.item as z.ZodType<{ can_edit: boolean }>,
    toItem: (row, lang, caller) => toObservation(kind, row, lang, caller),
    update: {
      schema: kind.update,
      apply: (scope, user, id, body: { version: number } & Record<string, unknown>) =>
        updateObservation(deps, kind, user, scope, id, body),
    },
    // The item is the kind's own answer: `item` above is its schema.
    print: (item, lang, timeZone) =>
      printObservation(kind, item as unknown as TObservationAnswer, lang, timeZone),
  });
}

/** Behavioural (PNBR), works and driving observations. */
export function registerObservationsRoutes(app: TApp, deps: TDeps) {
  for (const kind of Object.values(OBSERVATION_KINDS)) registerKind(app, deps, kind);
}
