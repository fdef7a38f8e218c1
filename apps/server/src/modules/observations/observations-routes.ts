import { pageSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { ZObservationListItemSchema, ZObservationListQuerySchema } from '@hse/contracts/observations';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { descendantsOf, scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';
import { toObservation, toObservationListItem } from './observation-dto.ts';
import { OBSERVATION_KINDS, type TObservationKindDef } from './observation-kinds.ts';
import { printObservation, type TObservationAnswer } from './observation-print.ts';
import {
  findObservations,
  streamObservations,
  type TObservationFilter,
  type TObservationListRow,
} from './observations-repository.ts';
import { createObservation, OBSERVATION_TYPES, updateObservation } from './observations-service.ts';

type TQuery = z.output<typeof ZObservationListQuerySchema>;

function exportColumns(kind: TObservationKindDef, lang: TLanguage): TExportColumn<TObservationListRow>[] {
  const t = (path: string) => textAt(OBSERVATION_TEXTS, path, lang);
  return [
    { header: t('fields.number'), width: 24, value: (r) => r.number },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    {
      header: t(`fields.${kind.date.field}`),
      width: 20,
      // A driving observation's day is a `YYYY-MM-DD` string, written as a date without a zone.
      value: (r) => r.observedAt,
      day: !kind.date.moment,
    },
    { header: t('fields.organization_id'), width: 36, value: (r) => organizationNameIn(r, lang) },
    { header: t(`fields.${kind.subject.field}`), width: 36, value: (r) => r.subject },
    { header: t('fields.at_risk_count'), width: 14, value: (r) => r.atRiskCount },
    { header: t('fields.created_by_fio'), width: 30, value: authorFio },
  ];
}

function registerKind(app: TApp, deps: TDeps, kind: TObservationKindDef) {
  const tags = ['observations'];
  const type = OBSERVATION_TYPES[kind.kind];

  async function filterOf(request: FastifyRequest, q: TQuery): Promise<TObservationFilter> {
    const user = currentUser(request);
    return {
      scope: await scopeOf(deps, user),
      viewerId: user.id,
      organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
      status: q.status,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      atRisk: q.at_risk,
      search: q.search,
    };
  }

  app.get(
    `${kind.base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Observations of this kind in the caller’s scope',
        querystring: ZObservationListQuerySchema,
        response: { 200: pageSchema(ZObservationListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findObservations(deps, kind, await filterOf(request, q), {
        page: q.page,
        pageSize: q.page_size,
        ordering: q.ordering,
      });
      const lang = langOf(request);
      return toPage(
        request,
        q.page,
        q.page_size,
        total,
        rows.map((row) => toObservationListItem(row, lang)),
      );
    },
  );

  app.get(
    `${kind.base}/export.xlsx`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The filtered list as an Excel workbook, streamed',
        querystring: ZObservationListQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const title = textAt(OBSERVATION_TEXTS, `lists.${kind.kind}`, lang);
      const day = new Date().toISOString().slice(0, 10);
      const rows = streamObservations(
        deps.db,
        kind,
        await filterOf(request, request.query),
        request.query.ordering,
      );
      return sendXlsx(
        reply,
        `${title} ${day}.xlsx`,
        title,
        exportColumns(kind, lang),
        rows,
        deps.config.TIME_ZONE,
      );
    },
  );

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
