import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { type ComponentType, createContext, useContext } from 'react';
import type { Control } from 'react-hook-form';
import type { TRecordFormValues } from './form-values';

/** What a module's own part of the record page is given: the record as the server answered it. */
export type TRecordSlotProps = {
  module: TRecordModule;
  record: TRecordItem;
  /** Fetches the record again (a part changed its version, its score or its counts). */
  refresh(): void;
};

/** What a module's own part inside the editor is given: the form, and the record once saved. */
export type TFormSlotProps = {
  module: TRecordModule;
  control: Control<TRecordFormValues>;
  /** Absent while creating. */
  record?: TRecordItem;
};

/**
 * A module's own part inside the generic editor and view (a checklist), after the manifest's
 * section it names, with the form values it holds beyond the manifest's fields.
 */
export type TFormSlot = {
  /** The key of the section it follows. */
  after: string;
  Edit: ComponentType<TFormSlotProps>;
  /** Its values read-only, in the record's details. */
  View?: ComponentType<{ module: TRecordModule; record: TRecordItem }>;
  /** Its values in the form: of a saved record, or a new one's (absent). */
  valuesOf(record?: TRecordItem): TRecordFormValues;
  /** What of them the API takes (a save sends what differs from the values last saved). */
  toBody(values: TRecordFormValues): TRecordFormValues;
};

/**
 * What the generic pages take of a module besides its manifest, all optional: the parts it adds
 * to a record and where its screens say something else than the manifest's `titles.*`.
 */
export type TRecordPageOptions = {
  /** Shown after the record's sections, in this order; lazy components keep the list light. */
  recordSlots?: readonly ComponentType<TRecordSlotProps>[];
  list?: {
    /** The list's create buttons, instead of one to `routes.create` named by `titles.create`. */
    createLinks?: readonly { to: string; label: string /* key */; testId?: string; primary?: boolean }[];
    openHref?: (row: { id: string }) => string;
    exportTestId?: string;
  };
  /** Key of the record's heading, given `{{number}}` (default: `titles.record` and the number). */
  recordHeading?: string;
  /** Keys of a note over a record the reader may not change, by its status (`*`: any other). */
  readOnlyHints?: Readonly<Record<string, string>>;
  /**
   * A workflow action the editor offers beside saving ("save and send"): it saves, then acts;
   * the page's workflow bar leaves it to the editor meanwhile. `saveLabel` renames the save button.
   */
  saveAndSend?: { action: TWorkflowAction; saveLabel?: string };
  /** A new record starts in its author's organization (the manifest's `organizationField`). */
  startInOwnOrganization?: boolean;
  /** A new record's first values where they are not empty (`{ observed_count: 1 }`). */
  initialValues?: Readonly<Record<string, unknown>>;
};

/** What the generic pages need of a module: its manifest and the parts it adds to a record. */
export type TRecordPageModule = TRecordPageOptions & {
  manifest: TRecordModule;
  /** Loaded with the manifest: the module's own parts inside the editor and the view. */
  formSlots?: readonly TFormSlot[];
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
