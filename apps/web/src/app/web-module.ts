import type { TRecordModule, TRecordModuleHead } from '@hse/contracts/record-module/define';
import type { TRole } from '@hse/contracts/roles';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, LazyExoticComponent } from 'react';
import type {
  TFormSlot,
  TRecordPageOptions,
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
export type TWebModule = TRecordPageOptions & {
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
  /** The menu group its list sits in (spec §2). */
  menuGroup: TMenuGroupKey;
  /** Its picture: on its home card, and for its menu group (filled while the group is open). */
  icon: TIcon;
  activeIcon: TIcon;
  /** Screens of its own besides the list and the record (a templates editor). */
  extraRoutes?: readonly TRouteDef[];
  /** Its home card's text (`<module>:<key>`); false: no card. */
  home?: false | { text: string };
  /**
   * Its own parts inside the generic editor and view, loaded with its manifest (they may need its
   * zod contracts, which stay out of the first download).
   */
  formSlots?: () => Promise<readonly TFormSlot[]>;
  /** Keys of its routes' document titles where they differ from its manifest's `titles.*`. */
  routeTitles?: { list?: string; create?: string; record?: string };
  /** Key of its menu entry's title (default: `<module>:titles.list`). */
  menuTitle?: string;
};
