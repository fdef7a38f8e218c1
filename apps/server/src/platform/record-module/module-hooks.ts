import type { TLanguage } from '@hse/contracts/constants';
import type { TMessageKey } from '@hse/contracts/messages';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuthUser, TScope } from '../access.ts';
import type { TApp } from '../app-types.ts';
import type { ListFilter } from '../list-filter.ts';
import type { TPrintable, TPrintBlock } from '../record-pdf.ts';
import type { TRecordType } from '../records.ts';
import type { TListScope, TModuleListAnswer, TModuleListParams } from './module-list.ts';
import type { TModuleRow, TModuleTable, TReferenceName } from './module-rows.ts';
import type { TPublicCreate } from './public-create.ts';

/** A record module's type as the records engine applies it. */
export type TModuleType = TRecordType<string, TModuleRow>;

/** What a module's own check is given: the record as it will be, and before (null on create). */
export type TModuleCheck = {
  caller: TAuthUser;
  scope: TScope;
  before: TModuleRow | null;
  /** The API fields as they will be stored. */
  merged: Record<string, unknown>;
};

/** One record as the caller may see it: what a module's own routes under the resource start from. */
export type TModuleRecord = {
  row: TModuleRow;
  user: TAuthUser;
  scope: TScope;
  /** The caller as the workflow sees them on this record (`member` set). */
  caller: TAuthUser & { member: boolean };
};

/** What a module registering its own routes under the resource is given. */
export type TModuleRoutes = {
  base: string;
  tags: string[];
  type: TModuleType;
  /** The record for this request's caller; 404 outside their scope or unseen (a draft). */
  read(request: FastifyRequest, id: string): Promise<TModuleRecord>;
  /** The record's answer, as GET `<base>/:id/` gives it. */
  item(record: TModuleRecord, lang: TLanguage): TRecordItem;
};

/** What a module adds to its manifest on the server; everything else is derived. */
export type TRecordModuleHooks = {
  /** Beyond the scope: may this caller see the record (404 otherwise)? Pair it with `listWhere`. */
  visible?(row: TModuleRow, caller: TAuthUser): boolean;
  /** The list's side of `visible`: conditions added for this caller. */
  listWhere?(list: ListFilter, caller: TAuthUser, table: TModuleTable): void;
  /** More validation on create and update, in the write's transaction; throws 400 field errors. */
  check?(tx: DbOrTx, ctx: TModuleCheck): Promise<void> | void;
  /** Columns that follow from the fields, given the record as it will be (API names in). */
  derive?(merged: Record<string, unknown>): Record<string, unknown>;
  /**
   * Columns a new record gets that follow from other records (read in the create's transaction,
   * after `check`): where an event's source lies.
   */
  createColumns?(tx: DbOrTx, ctx: TModuleCheck): Promise<Record<string, unknown>>;
  notifications?: TModuleType['notifications'];
  beforeAction?: TModuleType['beforeAction'];
  /** How the answer names a `reference` field's record (`<x>_name`): a subselect on its id. */
  references?: Record<string, TReferenceName>;
  /** Parts the PDF prints after the manifest's sections (a checklist, findings). */
  printBlocks?(item: TRecordItem, lang: TLanguage, timeZone: string): Promise<TPrintBlock[]> | TPrintBlock[];
  /** The module's own routes under its resource. */
  routes?(app: TApp, routes: TModuleRoutes): void;
  /** The list's side of reading beyond the scope: replaces the scope condition. */
  listScope?(list: ListFilter, ctx: TListScope): Promise<void> | void;
  /** A public type's (`publicRead`) conditions for guests: what they never see. */
  guestWhere?(list: ListFilter, table: TModuleTable): void;
  /** The list's own query parameters beyond the manifest's filters (a map's box). */
  listParams?: TModuleListParams;
  /** The read cache's tag of an existing module's records (the module's key otherwise). */
  cacheTag?: string;
  /**
   * Computed fields read with the list's rows and with one record, by column key: counts of other
   * records (a plan's parts) that no write of this record keeps.
   */
  columns?: Readonly<Record<string, SQL>>;
  /** Columns read with one record, not with the list's rows (for `item` and `beforeAction`). */
  readColumns?: Readonly<Record<string, SQL>>;
  /** The one-record side of `listScope`: may this caller read a record beyond their scope? */
  readableBeyondScope?: TModuleType['readableBeyondScope'];
  /** Runs in an action's transaction after the status changed (a record reaches its readers). */
  afterAction?: TModuleType['afterAction'];
  /** The web route of a record in notifications, where it is not `routes.record` with its id. */
  link?(row: TModuleRow): string;
  /**
   * A record placed from another (a document from its message): its organization and numbering
   * year come from there, not from the input's organization and year fields.
   */
  place?(tx: DbOrTx, ctx: TModulePlace): Promise<TModulePlaced>;
  /**
   * Runs in a create's transaction once the record is written (the POST, or another module's
   * writer): counts on the record it belongs to.
   */
  afterCreate?(tx: DbOrTx, id: string, caller: TAuthUser): Promise<void>;
  /** Unique indexes a create may run into when two are written at once → 409 with this key. */
  createConflicts?: Readonly<Record<string, TMessageKey>>;
  /** Follow-up tasks raised from the record's findings (decision 017), for a module that has them. */
  tasks?: TModuleType['tasks'];
  /** Columns an action sets besides the status (the person a card is given to); 400 on bad values. */
  actionColumns?: TModuleType['actionColumns'];
  /** A public type's (`publicRead`) answer for a guest; without it guests read the list only. */
  guestItem?(row: TModuleRow, lang: TLanguage): TRecordItem;
  /** The one-record side of `guestWhere`: may a guest read this record (404 otherwise)? */
  guestVisible?(row: TModuleRow): boolean;
  /** Anyone files a record, signed in or not: the create route is public (public-create.ts). */
  publicCreate?: TPublicCreate;
} & TModuleListAnswer &
  TModuleOwnValues;

/** What `place` is given: the create's input and who sends it. */
export type TModulePlace = { caller: TAuthUser; scope: TScope; input: Record<string, unknown> };
/**
 * Where `place` puts a record: its organization, its numbering year, and columns it takes from the
 * record it is placed from (a plan's year and deadline on its part).
 */
export type TModulePlaced = { organizationId: string; year: number; extra?: Record<string, unknown> };

/**
 * A record with values no field type holds yet (a person with a position, a list of
 * organizations): its create and update bodies, the columns they write and its answer, given by
 * the module instead of derived from the manifest, as `listItem` does for the list.
 */
export type TModuleOwnValues = {
  createSchema?: z.ZodType;
  updateSchema?: z.ZodType;
  /** API name → column key of what a client writes besides the manifest's fields. */
  ownFields?: Readonly<Record<string, string>>;
  /** The record's answer for one caller, and its schema (`itemSchema`). */
  item?(row: TModuleRow, lang: TLanguage, caller: TAuthUser & { member: boolean }): TRecordItem;
  itemSchema?: z.ZodType;
  /** The whole PDF, where the manifest's sections and `printBlocks` do not say it. */
  printable?(item: TRecordItem, lang: TLanguage, timeZone: string): TPrintable;
};
