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

/** What the generic pages need of a module: its manifest and the parts it adds to a record. */
export type TRecordPageModule = {
  manifest: TRecordModule;
  /** Shown after the record's sections, in this order; lazy components keep the list light. */
  recordSlots?: readonly ComponentType<TRecordSlotProps>[];
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
