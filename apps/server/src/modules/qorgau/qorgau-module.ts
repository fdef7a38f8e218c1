import { messageInAll } from '@hse/contracts/messages';
import { QORGAU_LIST_PARAMS, ZQorgauCardSchema, ZQorgauCreateSchema } from '@hse/contracts/qorgau';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { HSE_ROLES } from '@hse/contracts/roles';
import { textAt } from '@hse/contracts/texts';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { qorgauCards } from '../../db/schema/index.ts';
import { inScope } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { activeUsersOverseeing, notifyUsers } from '../../platform/notify.ts';
import { moduleItem } from '../../platform/record-module/module-item.ts';
import { modulePrintable } from '../../platform/record-module/module-output.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import {
  moduleListOf,
  registerRecordModule,
  type TRecordModuleHooks,
} from '../../platform/record-module/register.ts';
import { assertSubcategoryApplies, mayHandle } from './qorgau-checks.ts';
import { QORGAU_CACHE_TAG, registerQorgauMap } from './qorgau-map.ts';

/** Matches nobody: "mine" for a guest. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
/** A guest as the workflow sees them: nobody, with no role. */
const GUEST = { id: NOBODY, roles: [], member: false };

/** The card's images, oldest first, as one JSON array beside the row. */
const photosColumn = sql`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.name, 'has_thumbnail', f.thumbnail_key is not null)
    order by f.created_at, f.id)
  from record_files f
  where f.entity_type = ${QORGAU_MODULE.entityType} and f.entity_id = ${qorgauCards.id}
    and f.deleted_at is null and f.mime like 'image/%'
), '[]'::json)`;

/** A card's answer: the layer's, with its photos and its people named as the card always named them. */
function cardOf(row: TModuleRow, item: TRecordItem): TRecordItem {
  return {
    ...item,
    vital_rule_subcategory_name: item.vital_rule_subcategory_name ?? '',
    assignee_fio: item.assignee_name ?? '',
    photos: row.photos ?? [],
  };
}

const toAuthor = async (_tx: DbOrTx, row: TModuleRow) => (row.createdBy ? [row.createdBy] : []);

/** The card's responsible person as the action left it (the row passed in is the one before). */
async function currentAssignee(tx: DbOrTx, row: TModuleRow): Promise<string[]> {
  const [card] = await tx
    .select({ assigneeId: qorgauCards.assigneeId })
    .from(qorgauCards)
    .where(eq(qorgauCards.id, row.id));
  return card?.assigneeId ? [card.assigneeId] : [];
}

/**
 * What cards add to their manifest (decisions 019, 034): filed by anyone, read by anyone (a guest's
 * answer names nobody), handled by the HSE staff of the card's organization or the person it was
 * given to; the map beside the list.
 */
export const QORGAU_HOOKS: TRecordModuleHooks = {
  cacheTag: QORGAU_CACHE_TAG,
  createSchema: ZQorgauCreateSchema,
  itemSchema: ZQorgauCardSchema,
  readColumns: { photos: photosColumn },
  derive: (card) => ({ mainCategory: (card.categories as string[] | undefined)?.[0] }),
  item: (row, lang, caller) => cardOf(row, moduleItem(QORGAU_MODULE, row, lang, caller)),
  // A guest's answer leaves out every person: no staff names, no filer's name or phone.
  guestItem: (row, lang) => ({
    ...cardOf(row, moduleItem(QORGAU_MODULE, row, lang, GUEST)),
    ...{ reported_to: '', author_name: '', author_phone: '', created_by: null, created_by_fio: '' },
    ...{ assignee_id: null, assignee_name: null, assignee_fio: '' },
  }),
  // Rejected cards are not reports: they stay with the staff, in lists as at their own address.
  guestVisible: (row) => row.status !== 'rejected',
  guestWhere: (list, table) => list.add('public', sql`${table.status} <> 'rejected'`),
  publicCreate: {
    formField: 'card',
    bucket: 'qorgau_card',
    perHour: (config) => config.PUBLIC_SUBMISSIONS_PER_HOUR,
    fileMaxBytes: (config) => config.PUBLIC_FILE_MAX_BYTES,
    // A signed-in filer is the author unless they chose anonymity; an anonymous card keeps no name
    // or phone at all, and a guest's name and phone are kept only as they typed them.
    filer(input, user) {
      const anonymous = input.anonymous === true || (!user && !input.author_name);
      const named = !anonymous && !user;
      return {
        actor: anonymous ? null : user,
        input: {
          ...input,
          anonymous,
          author_name: named ? input.author_name : '',
          author_phone: named ? input.author_phone : '',
        },
      };
    },
    check: async (tx, input, organizationId) => {
      const subcategoryId = input.vital_rule_subcategory_id;
      if (typeof subcategoryId === 'string')
        await assertSubcategoryApplies(tx, {
          subcategoryId,
          rule: (input.vital_rule as string | null) ?? null,
          organizationId,
        });
    },
    // The HSE staff overseeing the organization hear of a new card.
    async filed(tx, deps, row, user) {
      const overseers = await activeUsersOverseeing(tx, row.organizationId, HSE_ROLES);
      await notifyUsers(
        tx,
        deps.cache,
        overseers.filter((id) => id !== user?.id),
        {
          title: messageInAll('notifications.qorgau_registered', { number: row.number }),
          link: QORGAU_MODULE.routes.record.replace(':id', row.id),
        },
      );
    },
  },
  // Reading is open to all; handling stays with the staff of the card's organization, or with the
  // person the card was given to, who is named when it is sent to work.
  async actionColumns(tx, _deps, row, action, body, caller, scope) {
    const assignee = row.assigneeId != null && row.assigneeId === caller.id;
    if (!assignee && !inScope(scope, row.organizationId)) throw notFound();
    if (action === 'send_to_work') {
      if (!body.assignee_id) throw fieldError('assignee_id', 'validation.required');
      if (!(await mayHandle(tx, body.assignee_id, row.organizationId)))
        throw fieldError('assignee_id', 'errors.assignee_unknown');
      return { assigneeId: body.assignee_id };
    }
    if (action === 'approve') return { resolution: body.comment ?? '', closedAt: new Date() };
    return {};
  },
  // The layer's PDF; who filed the card (or "anonymous") and when head its handling, as they always did.
  printable: (item, lang, timeZone) => {
    const printable = modulePrintable(QORGAU_MODULE, item, lang, timeZone);
    const t = (path: string) => textAt(QORGAU_MODULE.texts, path, lang);
    const filer = item.anonymous
      ? t('values.anonymous')
      : item.created_by_fio || [item.author_name, item.author_phone].filter(Boolean).join(', ');
    const moved = ['created_by_fio', 'created_at', 'anonymous'].map((name) => t(`fields.${name}`));
    const filed = printable.blocks[0] && 'fields' in printable.blocks[0] ? printable.blocks[0].fields : [];
    const head = [
      { label: t('fields.created_by_fio'), value: String(filer) },
      ...filed.filter((f) => f.label === t('fields.created_at')),
    ];
    const blocks = printable.blocks.map((block, i) => {
      if (!('fields' in block)) return block;
      const fields = block.fields.filter((f) => !moved.includes(f.label));
      return {
        ...block,
        fields: QORGAU_MODULE.sections[i]?.key === 'handling' ? [...head, ...fields] : fields,
      };
    });
    return { ...printable, blocks };
  },
  notifications: {
    send_to_work: { key: 'notifications.qorgau_assigned', recipients: currentAssignee },
    approve: { key: 'notifications.qorgau_closed', recipients: toAuthor },
  },
  listParams: {
    shape: QORGAU_LIST_PARAMS,
    apply(list, query, caller, table) {
      // "Mine" means the signed-in filer's own cards; for a guest it matches none.
      if (query.mine === true)
        list.add('mine', sql`${table.createdBy} = ${sql.placeholder('mine')}`, caller?.id ?? NOBODY);
      const bbox = query.bbox as readonly number[] | undefined;
      if (!bbox) return;
      // The same expression as the GiST index qorgau_cards_place_time_idx: the box is an index search.
      const at = (i: number) => sql`(${sql.placeholder('bbox')}::float8[])[${sql.raw(String(i))}]`;
      const t = table as typeof qorgauCards;
      list.add(
        'bbox',
        sql`point(${t.longitude}, ${t.latitude}) <@ box(point(${at(1)}, ${at(2)}), point(${at(3)}, ${at(4)}))`,
        [...bbox],
      );
    },
  },
  references: {
    // The card keeps its sub-category's names even after the sub-category is deleted.
    vital_rule_subcategory_id: (id: PgColumn) =>
      sql`(select jsonb_build_object('ru', s.name_ru, 'kk', s.name_kk, 'en', s.name_en) from vital_rule_subcategories s where s.id = ${id})`,
  },
};

/** Qorgau cards on the record-module layer, with the map beside their list. */
export function registerQorgau(app: TApp, deps: TDeps) {
  registerRecordModule(app, deps, QORGAU_MODULE, qorgauCards, QORGAU_HOOKS);
  registerQorgauMap(app, deps, moduleListOf(QORGAU_MODULE, qorgauCards, QORGAU_HOOKS), [QORGAU_MODULE.key]);
}
