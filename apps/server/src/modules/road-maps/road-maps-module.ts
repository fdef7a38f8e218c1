import { ZIdParamsSchema } from '@hse/contracts/common';
import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import {
  ROAD_MAP_AGREEING_ROLES,
  ROAD_MAP_MODULE,
  type TRoadMapSummary,
  type TRoadMapTotals,
  ZRoadMapSummarySchema,
} from '@hse/contracts/road-maps';
import { textAt } from '@hse/contracts/texts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, roadMaps } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { registerDeadlineSource } from '../../platform/deadlines.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeHoldingUsers } from '../../platform/notify.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { registerChildRoutes } from '../../platform/record-module/children-routes.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import type { TPrintBlock } from '../../platform/record-pdf.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { ROAD_MAP_DEADLINES } from './road-map-deadlines.ts';
import {
  checkItemsFilled,
  freezeAgreed,
  ITEMS_STORE,
  ROAD_MAP_ITEM_HOOKS,
  summaryOf,
} from './road-map-items.ts';

/** The HSE staff of the holding, who agree the maps sent to them. */
const agreeingStaff = (tx: DbOrTx) => activeHoldingUsers(tx, ROAD_MAP_AGREEING_ROLES);
/** Who wrote the map hears what became of it. */
const authorOf = async (_tx: DbOrTx, row: TModuleRow) => (row.createdBy ? [row.createdBy] : []);

/** One subsidiary, one map a year: the organization is a subsidiary and has no other live map that year. */
async function checkPlace(tx: DbOrTx, merged: Record<string, unknown>, before: TModuleRow | null) {
  const organizationId = String(merged.organization_id);
  const [org] = await tx
    .select({ kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.kind !== 'subsidiary') throw fieldError('organization_id', 'errors.road_map_subsidiary_only');
  const year = Number(merged.year);
  const [other] = await tx
    .select({ number: roadMaps.number })
    .from(roadMaps)
    .where(
      and(
        eq(roadMaps.organizationId, organizationId),
        eq(sql`${roadMaps}.year`, year),
        isNull(roadMaps.deletedAt),
        before ? ne(roadMaps.id, before.id) : undefined,
      ),
    );
  if (other)
    throw new AppError(
      409,
      'errors.road_map_exists',
      { year, number: other.number },
      {
        year: ['errors.road_map_exists_field'],
      },
    );
}

const number = (lang: TLanguage, value: number | null, digits = 3) =>
  value === null
    ? ''
    : new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: digits }).format(value);

/** The PDF's tables: each category's items with its totals, then the map's, agreed beside actual. */
export function summaryPrintBlocks(summary: TRoadMapSummary, lang: TLanguage): TPrintBlock[] {
  const texts = ROAD_MAP_MODULE.texts;
  const t = (key: string) => textAt(texts, key, lang).replaceAll('{{year}}', String(summary.year));
  const head = [
    t('item.event_number'),
    t('item.name'),
    t('item.unit'),
    t('item.count'),
    t('item.fact'),
    t('item.percent'),
    t('item.budget'),
    t('item.needed_funding'),
  ];
  const totalRow = (label: string, totals: TRoadMapTotals) => [
    '',
    label,
    '',
    String(totals.items),
    '',
    number(lang, totals.percent, 1),
    number(lang, totals.budget),
    number(lang, totals.needed_funding),
  ];
  const blocks: TPrintBlock[] = summary.categories.map((category) => {
    const name = t(`options.category.${category.category}`);
    return {
      title: name,
      table: {
        head,
        rows: [
          ...category.items.map((item) => [
            item.event_number ?? '',
            item.name,
            item.unit ?? '',
            number(lang, item.actual.count),
            number(lang, item.actual.fact),
            number(lang, item.actual.percent, 1),
            number(lang, item.actual.budget),
            number(lang, item.actual.needed_funding),
          ]),
          totalRow(`${t('summary.total')} (${t('summary.actual')})`, category.totals),
          ...(category.agreed_totals
            ? [totalRow(`${t('summary.total')} (${t('summary.agreed')})`, category.agreed_totals)]
            : []),
        ],
      },
    };
  });
  blocks.push({
    title: t('summary.map_total'),
    table: {
      head,
      rows: [
        totalRow(t('summary.actual'), summary.totals),
        ...(summary.agreed_totals ? [totalRow(t('summary.agreed'), summary.agreed_totals)] : []),
      ],
    },
  });
  return blocks;
}

const mapOf = (row: TModuleRow) => ({ id: row.id, year: Number(row.year), status: row.status });

/** What road maps add to their manifest on the server. */
export const ROAD_MAP_HOOKS = (deps: TDeps): TRecordModuleHooks => ({
  check: (tx, { before, merged }) => checkPlace(tx, merged, before),
  createConflicts: { road_maps_org_year_key: 'errors.road_map_exists_field' },
  beforeAction: async (tx, row, action) => {
    if (action === 'send_to_agreement') await checkItemsFilled(tx, row.id);
  },
  afterAction: async (tx, _deps, row, action) => {
    if (action === 'approve') await freezeAgreed(tx, row.id);
  },
  notifications: {
    send_to_agreement: { key: 'notifications.road_map_on_agreement', recipients: agreeingStaff },
    for_revision: { key: 'notifications.road_map_revision', recipients: authorOf },
    approve: { key: 'notifications.road_map_approved', recipients: authorOf },
  },
  printBlocks: async (item: TRecordItem, lang) => {
    const summary = await summaryOf(deps.db, {
      id: item.id,
      year: Number(item.year),
      status: item.status,
    });
    return summaryPrintBlocks(summary, lang);
  },
  routes: (app, routes) => {
    registerChildRoutes(app, deps, routes, ITEMS_STORE, ROAD_MAP_ITEM_HOOKS);
    app.get(
      `${routes.base}/:id/summary/`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags: routes.tags,
          params: ZIdParamsSchema,
          response: { 200: ZRoadMapSummarySchema, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const { row } = await routes.read(request, request.params.id);
        return summaryOf(deps.db, mapOf(row));
      },
    );
  },
});

/** Road maps: the generic record routes from ROAD_MAP_MODULE, their items and their totals. */
export function registerRoadMaps(app: TApp, deps: TDeps) {
  // An approved map's items remind and escalate by their due dates (decision 049).
  registerDeadlineSource(ROAD_MAP_DEADLINES);
  return registerRecordModule(app, deps, ROAD_MAP_MODULE, roadMaps, ROAD_MAP_HOOKS(deps));
}
