import type { TChildItem, TChildModule } from '@hse/contracts/record-module/children';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import type { TRole } from '@hse/contracts/roles';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { type ComponentType, createContext, useContext } from 'react';
import type { Control, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TRecordFormValues } from './form-values';

/** What a module's own part of the record page is given: the record as the server answered it. */
export type TRecordSlotProps = {
  module: TRecordModule;
  record: TRecordItem;
  /** Fetches the record again (a part changed its version, its score or its counts). */
  refresh(): void;
};

/**
 * One item of a record that another module may act on (raise an event from): a child record, or
 * a row of a `rows` field that declares its items (`TField.rowItem`).
 */
export type TRecordItemRef =
  | { child: TChildModule; value: TChildItem }
  | { field: string; index: number; value: Record<string, unknown> };

/** What an action contributed to every record's items is given. */
export type TItemActionProps = {
  module: TRecordModule;
  record: TRecordItem;
  item: TRecordItemRef;
  /** The item's name as its list writes it ("Discrepancy 2"), for a screen reader's label. */
  name: string;
};

/** What a module's own section inside the generic editor is given. */
export type TFormSlotProps = {
  module: TRecordModule;
  control: Control<TRecordFormValues>;
  /** Absent while creating. */
  record?: TRecordItem;
};

/**
 * The generic list's options for a module whose list predates the layer; each one left out keeps
 * the default (one create button to `routes.create`, rows open `routes.record`).
 */
export type TRecordListOptions = {
  /**
   * Create buttons instead of the one to `routes.create`; `label` is a key of the module's texts. A
   * link with `goes: 'list'` opens another list: shown to every reader, without the "add" icon.
   */
  createLinks?: readonly { to: string; label: string; testId?: string; primary?: boolean; goes?: 'list' }[];
  openHref?: (row: { id: string }) => string;
  exportTestId?: string;
  /** The list's document title where it is not `<module>:titles.list` (the route table reads it). */
  title?: string;
  /** The grid's columns when they differ from the manifest's (which the export keeps). */
  columns?: readonly string[];
  /** A notice above the filters, a key (where the records of this list are made). */
  notice?: string;
  /** The search box's label where it is not `records:filters.search`, a key. */
  searchLabel?: string;
  /** The manifest's filters the page offers, by name; the others stay the API's only. */
  filters?: readonly string[];
  /**
   * The page's rows as cards (pictures first), lazy: the list opens with them and keeps a switch
   * to the table; the paging, filters and export stay the table's.
   */
  cards?: ComponentType<TRecordCardsProps>;
};

export type TRecordCardsProps = {
  module: TRecordModule;
  rows: readonly TRecordListItem[];
  hrefOf: (row: TRecordListItem) => string;
};

/**
 * The generic editor of a module whose values are partly its own (groups of fields no field kind
 * holds), each option optional: left out, the manifest's fields are the values, as they are.
 */
export type TRecordFormOptions = {
  /** Whether the manifest's sections are drawn before `formSlots` (default true). */
  sections?: boolean;
  /** A new record's values. */
  initial?: () => Record<string, unknown>;
  /** A new record's fields taken from its create route's parameters: `{ mediaType: 'kind' }`. */
  fromRoute?: Readonly<Record<string, string>>;
  toForm?: (record: TRecordItem) => Record<string, unknown>;
  /** The form's values as the API takes them. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Checks the whole body (`toBody`) with this contract, creating and changing alike, instead of
   * the manifest's derived ones; the save gets the contract's output (trimmed, defaults filled).
   */
  schema?: z.ZodType;
  /**
   * Its own check of the values as typed, instead of `schema` or the derived contracts (a rule
   * across fields the reader should see before saving).
   */
  resolver?: Resolver<TRecordFormValues>;
  /** What `saveAndSend` needs beyond a valid record (a victim for an accident), checked before saving. */
  sendIssues?: (values: never) => readonly { field: string; key: string }[];
  /**
   * How the history writes the module's own values; here, loaded with the pages, when it needs
   * what the shell must not load (the organizations' query).
   */
  useHistoryValue?: () => (field: string, value: unknown) => string | null;
};

/** Which generic page a module route opens. */
export type TModulePage = 'list' | 'record' | 'edit' | 'view' | 'print';

/**
 * A route of a module besides (or instead of) its manifest's three: an API older than the layer
 * with its screens at their own paths. `edit` is the editor only (a new record without `:id`),
 * `view` the record read-only with its workflow, `print` its printable copy.
 */
export type TModuleRoute = {
  path: string;
  page: TModulePage;
  /** The document title's whole key (`shell:routes.message_create`). */
  title?: string;
  /** The heading's key in the module's texts (default `titles.create`, `titles.record`). */
  heading?: string;
  /** Where a record created here opens next, with `:id` (default the manifest's record route). */
  next?: string;
  roles?: readonly TRole[];
  /**
   * On a new record's editor: the route's `:id` is the record the new one is written for (a
   * message's document), given to `field`; back and cancel lead to `href` (`:id` in it), whose
   * link is named by `label` (a key).
   */
  parent?: { field: string; href: string; label: string };
};

/** What the generic pages need of a module: its manifest and the parts it adds to a record. */
export type TRecordPageModule = {
  manifest: TRecordModule;
  /** Shown after the record's sections, in this order; lazy components keep the list light. */
  recordSlots?: readonly ComponentType<TRecordSlotProps>[];
  list?: TRecordListOptions;
  form?: TRecordFormOptions;
  /**
   * A workflow action the editor offers beside saving ("save and send"): it saves, then acts.
   * `saveLabel` (a key of the module's texts) names the save button while the record is new or in
   * the workflow's first state.
   */
  saveAndSend?: { action: TWorkflowAction; saveLabel?: string; sendLabel?: string };
  /** A new record starts in its author's organization (the manifest's `organizationField`). */
  startInOwnOrganization?: boolean;
  /** The module's own sections inside the editor, after the manifest's. */
  formSlots?: readonly ComponentType<TFormSlotProps>[];
  /** Its own read-only parts after the manifest's sections (the view and the printed copy). */
  detailSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** Its own parts beside the record, before its history (linked records). */
  sideSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** Beside the heading, after the status (a warning chip, a switch to another editor). */
  headerSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** Other modules' actions on each item of a record (its children, its rows), after its own buttons. */
  itemActions?: readonly ComponentType<TItemActionProps>[];
  /** The editor of a record, from its view (default: the manifest's record route). */
  editHref?: (record: TRecordItem) => string;
  /** A record's own screen where the manifest's record route cannot name it (another id in its path). */
  viewHref?: (record: TRecordItem) => string;
  /** All the module's routes (`TWebModule.routes`): the view links its printable copy from them. */
  routes?: readonly TModuleRoute[];
  /** The module route open now, when it is one of `routes`. */
  route?: TModuleRoute;
  /** Key of the record's heading, given `{{number}}` (default: `titles.record` and the number). */
  recordHeading?: string;
  /** Keys of a note over a record the reader may not change, by its status (`*`: any other). */
  readOnlyHints?: Readonly<Record<string, string>>;
  /**
   * A hook giving how its history writes the values outside its manifest's fields (a list by its
   * length, people by name); null: the generic way. Called on every render of the view.
   */
  useHistoryValue?: () => (field: string, value: unknown) => string | null;
};

export const RecordModuleContext = createContext<TRecordPageModule | null>(null);

const NO_ACTIONS: readonly ComponentType<TItemActionProps>[] = [];

/** Other modules' actions on a record's items; none outside a module's pages. */
export function useItemActions(): readonly ComponentType<TItemActionProps>[] {
  return useContext(RecordModuleContext)?.itemActions ?? NO_ACTIONS;
}

/** The module whose route is open (the route table provides it). */
export function useRecordModule(): TRecordPageModule {
  const module = useContext(RecordModuleContext);
  if (!module) throw new Error('A record page is open outside a module route');
  return module;
}

/**
 * The generic pages' own texts (`records:`), each of which a module may word its own way under
 * the same key in its namespace (a message is "sent", not "saved").
 */
export function usePageTexts(module: TRecordModule) {
  return useTranslation([module.key, 'records'], { nsMode: 'fallback' }).t;
}

/** The API client's path of a manifest's resource (the client adds `/api`). */
export const apiPathOf = (resource: string) => resource.replace(/^\/api(?=\/)/, '');

/** `/audit-edit/:id` → `/audit-edit/<id>`. */
export const recordHref = (module: TRecordModule, id: string) => module.routes.record.replace(':id', id);
