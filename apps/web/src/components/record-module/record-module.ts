import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { type ComponentType, createContext, useContext } from 'react';

/** What a module's own part of the record page is given: the record as the server answered it. */
export type TRecordSlotProps = {
  module: TRecordModule;
  record: TRecordItem;
  /** Fetches the record again (a part changed its version, its score or its counts). */
  refresh(): void;
};

/**
 * Where a module's list differs from the generic one. Every part is optional; without them the
 * list is the audits' one: a create button for `routes.create`, rows opening `routes.record`, every
 * filter of the manifest. Texts are keys.
 */
export type TRecordListOptions = {
  /** The list's document title where it is not `<module>:titles.list` (the route table reads it). */
  title?: string;
  /** Its create buttons instead of the one for `routes.create`; none: its records are made elsewhere. */
  createLinks?: readonly { to: string; label: string; testId?: string; primary?: boolean }[];
  /** The address a row opens where it is not `routes.record` with the row's id. */
  openHref?: (row: { id: string }) => string;
  exportTestId?: string;
  /** A notice above the filters (where the records of this list are made). */
  notice?: string;
  /** The search box's label where it is not `records:filters.search`. */
  searchLabel?: string;
  /** The manifest's filters the page offers, by name; the others stay the API's only. */
  filters?: readonly string[];
};

/** What the generic pages need of a module: its manifest and the parts it adds to a record. */
export type TRecordPageModule = {
  manifest: TRecordModule;
  /** Shown after the record's sections, in this order; lazy components keep the list light. */
  recordSlots?: readonly ComponentType<TRecordSlotProps>[];
  list?: TRecordListOptions;
};

export const RecordModuleContext = createContext<TRecordPageModule | null>(null);

/** The module whose route is open (the route table provides it). */
export function useRecordModule(): TRecordPageModule {
  const module = useContext(RecordModuleContext);
  if (!module) throw new Error('A record page is open outside a module route');
  return module;
}

/** The API client's path of a manifest's resource (the client adds `/api`). */
export const apiPathOf = (resource: string) => resource.replace(/^\/api(?=\/)/, '');

/** `/audit-edit/:id` → `/audit-edit/<id>`. */
export const recordHref = (module: TRecordModule, id: string) => module.routes.record.replace(':id', id);
