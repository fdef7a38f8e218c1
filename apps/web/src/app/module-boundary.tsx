import type { TRecordModule } from '@hse/contracts/record-module/define';
import { type ReactNode, use, useMemo } from 'react';
import {
  RecordModuleContext,
  type TRecordFormOptions,
  type TRecordPageModule,
} from '../components/record-module/record-module';
import type { TWebModule } from './web-module';

type TLoaded = { manifest: TRecordModule; form?: TRecordFormOptions };

const loads = new WeakMap<TWebModule, Promise<TLoaded>>();

/** A module's manifest (and its editor's own options), fetched once; a failed fetch is tried again on the next visit. */
function loadOf(module: TWebModule): Promise<TLoaded> {
  let loading = loads.get(module);
  if (!loading) {
    loading = Promise.all([module.manifest(), module.form?.()]).then(([manifest, form]) => ({
      manifest,
      form,
    }));
    loading.catch(() => loads.delete(module));
    loads.set(module, loading);
  }
  return loading;
}

/** Gives a module's pages its whole manifest, loaded with them (the route's Suspense waits), and its own parts. */
export function ModuleBoundary({ module, children }: { module: TWebModule; children: ReactNode }) {
  const { manifest, form } = use(loadOf(module));
  const value = useMemo((): TRecordPageModule => {
    const { recordSlots, list, formSlots, detailSlots, saveAndSend, startInOwnOrganization } = module;
    const { recordHeading, readOnlyHints } = module;
    return {
      manifest,
      recordSlots,
      list,
      form,
      formSlots,
      detailSlots,
      saveAndSend,
      startInOwnOrganization,
      recordHeading,
      readOnlyHints,
    };
  }, [manifest, form, module]);
  return <RecordModuleContext value={value}>{children}</RecordModuleContext>;
}
