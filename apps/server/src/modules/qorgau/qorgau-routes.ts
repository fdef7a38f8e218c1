import {
  type TQorgauCreate,
  ZQorgauCardSchema,
  ZQorgauCreateSchema,
  ZQorgauMapQuerySchema,
  ZQorgauMapSchema,
  ZQorgauSettingsSchema,
} from '@hse/contracts/qorgau';
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { organizations } from '../../db/schema/index.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { jsonField, readMultipart, type TUpload } from '../../platform/attachments.ts';
import type { TDeps } from '../../platform/deps.ts';
import { PUBLIC } from '../../platform/permissions.ts';
import { listFilterOf, registerModuleList } from '../../platform/record-module/module-list-routes.ts';
import { organizationNameIn } from '../../platform/record-names.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { updateRecord } from '../../platform/records.ts';
import { toCard } from './qorgau-dto.ts';
import { QORGAU_LIST } from './qorgau-list.ts';
import { printCard } from './qorgau-print.ts';
import { findCard, mapOf } from './qorgau-repository.ts';
import { fileCard, QORGAU_TYPE } from './qorgau-service.ts';

const BASE = '/api/qorgau/cards';
const tags = ['qorgau'];
const PUBLIC_ERRORS = {
  ...RECORD_ERRORS,
  413: RECORD_ERRORS[400],
  415: RECORD_ERRORS[400],
  429: RECORD_ERRORS[400],
};

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

  registerModuleList(app, deps, QORGAU_LIST, tags);

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
      return mapOf(deps, q.bbox, q.zoom, (bbox) => listFilterOf(deps, QORGAU_LIST, request, { ...q, bbox }));
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
