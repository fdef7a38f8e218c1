import { pageSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import {
  type TQorgauCreate,
  ZQorgauCardSchema,
  ZQorgauCreateSchema,
  ZQorgauListItemSchema,
  ZQorgauListQuerySchema,
  ZQorgauMapQuerySchema,
  ZQorgauMapSchema,
  ZQorgauSettingsSchema,
} from '@hse/contracts/qorgau';
import { QORGAU_TEXTS } from '@hse/contracts/qorgau-texts';
import { textAt } from '@hse/contracts/texts';
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { organizations } from '../../db/schema/index.ts';
import { descendantsOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { jsonField, readMultipart, type TUpload } from '../../platform/attachments.ts';
import type { TDeps } from '../../platform/deps.ts';
import { toPage } from '../../platform/paging.ts';
import { PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { updateRecord } from '../../platform/records.ts';
import { sendXlsx, type TExportColumn } from '../../platform/xlsx-export.ts';
import { subcategoryNameOf, toCard, toCardListItem } from './qorgau-dto.ts';
import { printCard } from './qorgau-print.ts';
import {
  findCard,
  findCards,
  mapOf,
  streamCards,
  type TQorgauFilter,
  type TQorgauListRow,
} from './qorgau-repository.ts';
import { fileCard, QORGAU_TYPE } from './qorgau-service.ts';

const BASE = '/api/qorgau/cards';
const tags = ['qorgau'];
const PUBLIC_ERRORS = {
  ...RECORD_ERRORS,
  413: RECORD_ERRORS[400],
  415: RECORD_ERRORS[400],
  429: RECORD_ERRORS[400],
};

type TFilterQuery = Omit<z.output<typeof ZQorgauListQuerySchema>, 'page' | 'page_size' | 'ordering'>;

async function filterOf(deps: TDeps, request: FastifyRequest, q: TFilterQuery): Promise<TQorgauFilter> {
  return {
    guest: !request.user,
    organizationIds: q.organization_id ? await descendantsOf(deps, q.organization_id) : undefined,
    dateFrom: q.date_from,
    dateTo: q.date_to,
    category: q.category,
    vitalRule: q.vital_rule,
    // Rejected cards stay with the staff.
    status: !request.user && q.status === 'rejected' ? 'none' : q.status,
    observationType: q.observation_type,
    // "Mine" means the signed-in filer's own cards; for a guest it matches none.
    authorId: q.mine ? (request.user?.id ?? '00000000-0000-0000-0000-000000000000') : undefined,
    bbox: q.bbox,
    search: q.search,
  };
}

function exportColumns(lang: TLanguage): TExportColumn<TQorgauListRow>[] {
  const t = (path: string) => textAt(QORGAU_TEXTS, path, lang);
  return [
    { header: t('fields.number'), width: 22, value: (r) => r.number },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    { header: t('fields.observed_at'), width: 20, value: (r) => r.observedAt },
    { header: t('fields.observation_type'), width: 24, value: (r) => t(`types.${r.observationType}`) },
    { header: t('fields.main_category'), width: 28, value: (r) => t(`categories.${r.mainCategory}`) },
    {
      header: t('fields.vital_rule'),
      width: 28,
      value: (r) => (r.vitalRule ? textAt(OBSERVATION_TEXTS, `vital_rules.${r.vitalRule}`, lang) : ''),
    },
    { header: t('fields.vital_rule_subcategory_id'), width: 36, value: (r) => subcategoryNameOf(r, lang) },
    { header: t('fields.organization_id'), width: 36, value: (r) => organizationNameIn(r, lang) },
    { header: t('fields.site'), width: 24, value: (r) => r.site },
    { header: t('fields.description'), width: 60, value: (r) => r.description },
    { header: t('fields.latitude'), width: 12, value: (r) => r.latitude },
    { header: t('fields.longitude'), width: 12, value: (r) => r.longitude },
    {
      header: t('fields.created_by_fio'),
      width: 30,
      value: (r) => (r.anonymous ? t('values.anonymous') : authorFio(r)),
    },
  ];
}

/** The card and its files from a multipart form (`card`: JSON, `file`: each file) or a JSON body. */
async function submissionOf(
  deps: TDeps,
  request: FastifyRequest,
): Promise<{ input: TQorgauCreate; uploads: TUpload[] }> {
  if (!request.isMultipart()) return { input: ZQorgauCreateSchema.parse(request.body ?? {}), uploads: [] };
  const { uploads, fields } = await readMultipart(request, deps.config.PUBLIC_FILE_MAX_BYTES);
  return { input: ZQorgauCreateSchema.parse(jsonField(fields, 'card')), uploads };
}

/** Qorgau cards: public filing and reading (spec §2, §6), handling by the HSE staff. */
export function registerQorgauRoutes(app: TApp, deps: TDeps) {
  const { db, config } = deps;

  app.get(
    '/api/qorgau/settings/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'The map’s tiles and the organizations’ sites',
        response: { 200: ZQorgauSettingsSchema },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const rows = await db
        .select({
          id: organizations.id,
          parentId: organizations.parentId,
          orgNameRu: organizations.nameRu,
          orgNameKk: organizations.nameKk,
          orgNameEn: organizations.nameEn,
          latitude: organizations.latitude,
          longitude: organizations.longitude,
        })
        .from(organizations)
        .where(
          and(
            isNull(organizations.deletedAt),
            isNotNull(organizations.latitude),
            isNotNull(organizations.longitude),
          ),
        );
      return {
        tile_url: config.MAP_TILE_URL === 'none' ? null : config.MAP_TILE_URL,
        attribution: config.MAP_TILE_ATTRIBUTION,
        file_max_bytes: config.PUBLIC_FILE_MAX_BYTES,
        sites: rows.map((r) => ({
          organization_id: r.id,
          parent_id: r.parentId,
          name: organizationNameIn(r, lang),
          latitude: r.latitude as number,
          longitude: r.longitude as number,
        })),
      };
    },
  );

  app.get(
    `${BASE}/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Cards by filter and, for the list beside the map, by the map’s box',
        querystring: ZQorgauListQuerySchema,
        response: { 200: pageSchema(ZQorgauListItemSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await findCards(deps, await filterOf(deps, request, q), {
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
        rows.map((row) => toCardListItem(row, lang)),
      );
    },
  );

  app.get(
    `${BASE}/map/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'The cards in a box of the map: points, or clusters when there are many',
        querystring: ZQorgauMapQuerySchema,
        response: { 200: ZQorgauMapSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = await filterOf(deps, request, q);
      return mapOf(deps, { ...filter, bbox: q.bbox }, q.zoom);
    },
  );

  app.get(
    `${BASE}/export.xlsx`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The filtered cards as an Excel workbook, streamed',
        querystring: ZQorgauListQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const title = textAt(QORGAU_TEXTS, 'list', lang);
      const day = new Date().toISOString().slice(0, 10);
      const rows = streamCards(db, await filterOf(deps, request, request.query), request.query.ordering);
      return sendXlsx(reply, `${title} ${day}.xlsx`, title, exportColumns(lang), rows, deps.config.TIME_ZONE);
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary:
          'File a card, signed in or not: JSON, or multipart with the card as JSON in `card` and files in `file`',
        response: { 201: ZQorgauCardSchema, ...PUBLIC_ERRORS },
      },
    },
    async (request, reply) => {
      const { input, uploads } = await submissionOf(deps, request);
      const parsed = input as TQorgauCreate & { categories: string[]; anonymous: boolean };
      const id = await fileCard(deps, request, parsed, uploads);
      const row = await findCard(db, id, false);
      if (!row) throw new Error('The card just filed is missing');
      return reply.status(201).send(toCard(row, langOf(request), request.user));
    },
  );

  registerRecordRoutes(app, deps, {
    base: BASE,
    tags,
    type: QORGAU_TYPE,
    item: ZQorgauCardSchema,
    toItem: toCard,
    guest: {
      toItem: (row, lang) => toCard(row, lang, null),
      // Rejected cards stay with the staff, at their own address as in the lists.
      readable: (row) => row.status !== 'rejected',
    },
    update: {
      // What a filer saw is kept as written: nobody edits a card (403).
      schema: z.object({ version: z.number().int().min(1) }),
      apply: (scope, user, id, body: { version: number }) =>
        updateRecord(deps, QORGAU_TYPE, user, scope, id, body),
    },
    print: printCard,
  });
}
