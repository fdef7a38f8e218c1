import type { TRecordModule } from '@hse/contracts/record-module/define';
import { type ReactNode, use, useMemo } from 'react';
import {
  RecordModuleContext,
  type TModuleRoute,
  type TRecordFormOptions,
  type TRecordPageModule,
} from '../components/record-module/record-module';
import { addSharedTexts } from '../i18n/i18n';
import { WEB_MODULES } from './modules';
import type { TWebModule } from './web-module';

type TLoaded = { manifest: TRecordModule; form?: TRecordFormOptions };

const loads = new WeakMap<TWebModule, Promise<TLoaded>>();
const manifestLoads = new WeakMap<TWebModule, Promise<TLoaded>>();

/**
 * A module's manifest and, unless for its list, its editor's own options, fetched once: a list's
 * first paint does not wait for the editor's code. A failed fetch is tried again on the next visit.
 */
function loadOf(module: TWebModule, withForm: boolean): Promise<TLoaded> {
  const cache = withForm ? loads : manifestLoads;
  let loading = cache.get(module);
  if (!loading) {
    loading = Promise.all([module.manifest(), withForm ? module.form?.() : undefined]).then(
      ([manifest, form]) => {
        // The shell knows the head's texts only (its titles); the pages read the whole tree.
        addSharedTexts(manifest.key, manifest.texts);
        return { manifest, form };
      },
    );
    loading.catch(() => cache.delete(module));
    cache.set(module, loading);
  }
  return loading;
}

/** A module's manifest, fetched once. */
export function manifestOf(module: TWebModule): Promise<TRecordModule> {
  return loadOf(module, false).then((loaded) => loaded.manifest);
}

/** Starts fetching what a module's page waits for, beside the page itself (routes.tsx). */
export function preloadModule(module: TWebModule, withForm: boolean): void {
  loadOf(module, withForm).catch(() => undefined);
}

type TProps = {
  module: TWebModule;
  route?: TModuleRoute;
  /** Whether the page is the module's list, which needs no editor's options. */
  list?: boolean;
  children: ReactNode;
};

/**
 * Gives a module's pages its whole manifest, loaded with them (the route's Suspense waits), its
 * own parts, and which of its own routes is open.
 */
export function ModuleBoundary({ module, route, list = false, children }: TProps) {
  const { manifest, form } = use(loadOf(module, !list));
  const value = useMemo((): TRecordPageModule => {
    const { recordSlots, list, formSlots, detailSlots, sideSlots, headerSlots, editHref, routes } = module;
    const { saveAndSend, startInOwnOrganization, recordHeading, readOnlyHints } = module;
    const { useHistoryValue, viewHref } = module;
    // Other modules' parts of every record (decision 050), after the module's own.
    const others = WEB_MODULES.filter((other) => other !== module);
    const everyRecord = others.flatMap((other) => other.everyRecordSlots ?? []);
    const itemActions = others.flatMap((other) => other.everyItemActions ?? []);
    return {
      manifest,
      recordSlots: [...(recordSlots ?? []), ...everyRecord],
      list,
      form,
      formSlots,
      detailSlots,
      sideSlots,
      headerSlots,
      itemActions,
      editHref,
      routes,
      route,
      saveAndSend,
      startInOwnOrganization,
      recordHeading,
      readOnlyHints,
      useHistoryValue: useHistoryValue ?? form?.useHistoryValue,
      viewHref,
    };
  }, [manifest, form, module, route]);
  return <RecordModuleContext value={value}>{children}</RecordModuleContext>;
}
