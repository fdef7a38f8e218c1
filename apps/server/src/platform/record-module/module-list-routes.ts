import { pageSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { listItemSchemaOf, listQuerySchemaOf } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import { scopeOf } from '../access.ts';
import { langOf, type TApp } from '../app-types.ts';
import { currentUser } from '../auth-plugin.ts';
import type { TDeps } from '../deps.ts';
import { toPage } from '../paging.ts';
import { PUBLIC, SIGNED_IN } from '../permissions.ts';
import { RECORD_ERRORS } from '../record-routes.ts';
import { sendXlsx, type TExportColumn } from '../xlsx-export.ts';
import { moduleListItem } from './module-item.ts';
import { filterOf, findModulePage, streamModuleRows, type TModuleList } from './module-list.ts';
import { exportColumns } from './module-output.ts';
import type { TModuleRow } from './module-rows.ts';

/**
 * The list's filter for this request's caller: a guest of a public type (`publicRead`) reads
 * without a scope; anyone else must be signed in.
 */
export async function listFilterOf(
  deps: TDeps,
  list: TModuleList,
  request: FastifyRequest,
  query: Record<string, unknown>,
) {
  if (!request.user && list.module.publicRead) return filterOf(deps, list, null, null, query);
  const user = currentUser(request);
  return filterOf(deps, list, user, await scopeOf(deps, user), query);
}

/** A module's list and its export: the same filters, search and order, as the manifest declares. */
export function registerModuleList(app: TApp, deps: TDeps, list: TModuleList, tags: string[]) {
  const { module } = list;
  const base = module.resource;
  const querystring = list.params
    ? listQuerySchemaOf(module).extend(list.params.shape)
    : listQuerySchemaOf(module);
  const toListItem =
    list.listItem ??
    ((row: TModuleRow, lang: TLanguage, guest: boolean) => moduleListItem(module, row, lang, guest));
  const columnsIn = (lang: TLanguage, zone: string) =>
    (list.exportColumns?.(lang, zone) ?? exportColumns(module, lang, zone)) as TExportColumn<
      ReturnType<typeof toListItem>
    >[];
  const listFilter = (request: FastifyRequest, query: Record<string, unknown>) =>
    listFilterOf(deps, list, request, query);

  app.get(
    `${base}/`,
    {
      config: { permission: module.publicRead ? PUBLIC : SIGNED_IN },
      schema: {
        tags,
        summary: 'Records in the caller’s scope, filtered, ordered and paged',
        querystring,
        response: { 200: pageSchema(list.listItemSchema ?? listItemSchemaOf(module)), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const q = request.query as Record<string, unknown> & { page: number; page_size: number };
      const lang = langOf(request);
      const { rows, total } = await findModulePage(deps, list, await listFilter(request, q), {
        page: q.page,
        pageSize: q.page_size,
        ordering: q.ordering as string | undefined,
      });
      const results = rows.map((row) => toListItem(row, lang, !request.user));
      return toPage(request, q.page, q.page_size, total, results);
    },
  );

  app.get(
    `${base}/export.xlsx`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, summary: 'The filtered list as an Excel workbook, streamed', querystring },
    },
    async (request, reply) => {
      const q = request.query as Record<string, unknown>;
      const lang = langOf(request);
      const title = textAt(module.texts, 'export.file', lang);
      const day = new Date().toISOString().slice(0, 10);
      const batches = streamModuleRows(
        deps.db,
        list,
        await listFilter(request, q),
        q.ordering as string | undefined,
      );
      async function* items() {
        for await (const rows of batches) yield rows.map((row) => toListItem(row, lang, false));
      }
      const zone = deps.config.TIME_ZONE;
      return sendXlsx(reply, `${title} ${day}.xlsx`, title, columnsIn(lang, zone), items(), zone);
    },
  );
}
