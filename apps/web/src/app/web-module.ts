import type { TRecordModule, TRecordModuleHead } from '@hse/contracts/record-module/define';
import type { TRole } from '@hse/contracts/roles';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TRecordListOptions, TRecordSlotProps } from '../components/record-module/record-module';

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
  /** Open only to these roles; anyone else signed in gets the not-found page. */
  roles?: readonly TRole[];
  element: LazyExoticComponent<ComponentType>;
  /** The module a generic record page shows (its list, its editor). */
  module?: TWebModule;
  /** A module's own screen listed in its menu group, under its list (`title` names it there too). */
  menu?: boolean;
};

export type TIcon = typeof SvgIcon;

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
  /** Where its list differs from the generic one (no create button, rows opening elsewhere…). */
  list?: TRecordListOptions;
  /** The menu group its list sits in (spec §2). */
  menuGroup: TMenuGroupKey;
  /** Key of its menu entry's title where it is not `<module>:titles.list`. */
  menuTitle?: string;
  /** Its picture: on its home card, and for its menu group (filled while the group is open). */
  icon: TIcon;
  activeIcon: TIcon;
  /** Screens of its own besides the list and the record (a templates editor). */
  extraRoutes?: readonly TRouteDef[];
  /**
   * True: its create and record screens are its own, among `extraRoutes`, instead of the generic
   * record page at `routes.create` and `routes.record` (a module still on the way to it).
   */
  ownRecordPages?: boolean;
  /** Its home card's text (`<module>:<key>`); false: no card. */
  home?: false | { text: string };
};
