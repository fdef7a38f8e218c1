import type { TRecordModule, TRecordModuleHead } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TRole } from '@hse/contracts/roles';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type {
  TFormSlotProps,
  TItemActionProps,
  TModuleRoute,
  TRecordFormOptions,
  TRecordListOptions,
  TRecordPageModule,
  TRecordSlotProps,
} from '../components/record-module/record-module';

export type TMenuGroupKey =
  | 'administration'
  | 'forms'
  | 'incident'
  | 'map'
  | 'audit'
  | 'events'
  | 'observation'
  | 'analytics'
  | 'media'
  | 'documents';

export type TRouteDef = {
  path: string;
  /** Key of the translated document title; none means 'HSE'. */
  title?: string;
  /** Open without a login (spec §2: home, login, register, Qorgau and questionnaire entries). */
  public?: boolean;
  /**
   * Reads only the sign-in page's and the shell's texts (i18n/bundles/<lang>.ts), so it shows
   * without waiting for the other screens' (decision 070).
   */
  coreTexts?: boolean;
  /** Open only to these roles; anyone else signed in gets the not-found page. */
  roles?: readonly TRole[];
  element: ComponentType;
  /** The module a generic record page shows (its list, its editor). */
  module?: TWebModule;
  /** A module's list: it waits for the manifest only, not for the editor's options (`form`). */
  list?: boolean;
  /** The module's own route (`TWebModule.routes`) this one is: its page, heading and next route. */
  moduleRoute?: TModuleRoute;
  /** A module's own screen listed in its menu group, under its list (`title` names it there too). */
  menu?: boolean;
};

export type TIcon = typeof SvgIcon;

/**
 * A card on /management (decision 065): reference data an administrator keeps, at its own screen.
 * The platform lists its own (app/management-entries.ts); a module adds its with
 * `TWebModule.managementEntries`, so the page imports no module.
 */
export type TManagementEntry = {
  key: string;
  href: string;
  /** Whole keys of its title and one line of what it holds. */
  title: string;
  text: string;
  icon: TIcon;
  /** Shown to these roles only (default: admin, as the page). */
  roles?: readonly TRole[];
};

/**
 * A record module on the web: its manifest (contracts) and what the web adds to it. The route
 * table, the menu, the home cards, the document titles and the texts all read the one list of
 * them (app/modules.ts), so that adding a module touches that list only.
 */
export type TWebModule = {
  /** The manifest's head (contracts, no zod): its routes, who sees it, its texts. */
  head: TRecordModuleHead;
  /**
   * The whole manifest, loaded with the module's pages: its zod schemas stay out of the sign-in
   * page's download (scripts/check-bundle.mjs).
   */
  manifest: () => Promise<TRecordModule>;
  /**
   * Parts of the record page after its sections, in this order. Make them `lazy(() => import(…))`:
   * this list is in the first download, their code is not.
   */
  recordSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** The generic list's own wording and links (an API whose list predates the layer). */
  list?: TRecordListOptions;
  /**
   * Routes that open the generic pages for this module besides the manifest's three; one whose
   * path is one of those replaces it (its title, its page).
   */
  routes?: readonly TModuleRoute[];
  /** "Save and send" in its editor, and the save button's name meanwhile (TRecordPageModule). */
  saveAndSend?: TRecordPageModule['saveAndSend'];
  /** A new record starts in its author's organization. */
  startInOwnOrganization?: boolean;
  /** Its own sections inside the generic editor (lazy, as `recordSlots`). */
  formSlots?: readonly ComponentType<TFormSlotProps>[];
  /**
   * What its editor holds and sends when some of it is its own (TRecordFormOptions), loaded with
   * its pages as the manifest is: a contract there would weigh on the sign-in page.
   */
  form?: () => Promise<TRecordFormOptions>;
  /** Its own read-only parts after the manifest's sections, on a `view` or `print` route. */
  detailSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** Its own parts beside the record on a `view` route, before the history. */
  sideSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** Beside a record's heading on the `edit`, `view` and `print` routes. */
  headerSlots?: readonly ComponentType<TRecordSlotProps>[];
  /** A record's own screen where its manifest's record route cannot name it (TRecordPageModule). */
  viewHref?: TRecordPageModule['viewHref'];
  /** The editor a `view` route's "edit" opens for a record. */
  editHref?: (record: TRecordItem) => string;
  /** How its history writes its own values, a hook (TRecordPageModule). */
  useHistoryValue?: TRecordPageModule['useHistoryValue'];
  /** Key of the record's heading, given `{{number}}` (TRecordPageModule). */
  recordHeading?: string;
  /** Keys of a note over a record the reader may not change, by status (TRecordPageModule). */
  readOnlyHints?: Readonly<Record<string, string>>;
  /** Keys of the create and record routes' document titles where not `<module>:titles.*`. */
  routeTitles?: { create?: string; record?: string };
  /** Key of its menu entry's title (default: `<module>:titles.list`). */
  menuTitle?: string;
  /** The menu group its list sits in (spec §2). */
  menuGroup: TMenuGroupKey;
  /** Its picture: on its home card, and for its menu group (filled while the group is open). */
  icon: TIcon;
  activeIcon: TIcon;
  /** Screens of its own besides the list and the record (a templates editor). */
  extraRoutes?: readonly TRouteDef[];
  /**
   * Parts it adds to every other module's record pages, after their own slots (the events raised
   * from a record): the module decides from `module` whether a record is one it has to do with.
   */
  everyRecordSlots?: readonly ComponentType<TRecordSlotProps>[];
  /**
   * Actions it adds to each item of every other module's records (a discrepancy, a measure's row),
   * lazy as `recordSlots`: the module decides from the item whether it has to do with it.
   */
  everyItemActions?: readonly ComponentType<TItemActionProps>[];
  /**
   * Its home card's text (`<module>:<key>`); false: no card. `status`: a line of the reader's own
   * under the text (lazy, as `recordSlots`), e.g. how far their own record has come.
   */
  home?: false | { text: string; status?: ComponentType };
  /** Its reference data on /management (TManagementEntry). */
  managementEntries?: readonly TManagementEntry[];
};
