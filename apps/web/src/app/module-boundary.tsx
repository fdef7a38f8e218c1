import type { TRecordModule } from '@hse/contracts/record-module/define';
import { type ReactNode, use, useMemo } from 'react';
import {
  RecordModuleContext,
  type TFormSlot,
  type TRecordPageModule,
} from '../components/record-module/record-module';
import type { TWebModule } from './web-module';

type TLoaded = { manifest: TRecordModule; formSlots?: readonly TFormSlot[] };

const manifests = new WeakMap<TWebModule, Promise<TLoaded>>();

/** A module's manifest (and its form slots), fetched once; a failed fetch is tried again on the next visit. */
function manifestOf(module: TWebModule): Promise<TLoaded> {
  let loading = manifests.get(module);
  if (!loading) {
    loading = Promise.all([module.manifest(), module.formSlots?.()]).then(([manifest, formSlots]) => ({
      manifest,
      formSlots,
    }));
    loading.catch(() => manifests.delete(module));
    manifests.set(module, loading);
  }
  return loading;
}

/** Gives a module's pages its whole manifest, loaded with them (the route's Suspense waits). */
export function ModuleBoundary({ module, children }: { module: TWebModule; children: ReactNode }) {
  const loaded = use(manifestOf(module));
  const value = useMemo(
    (): TRecordPageModule => ({
      ...loaded,
      recordSlots: module.recordSlots,
      list: module.list,
      recordHeading: module.recordHeading,
      readOnlyHints: module.readOnlyHints,
      saveAndSend: module.saveAndSend,
      startInOwnOrganization: module.startInOwnOrganization,
      initialValues: module.initialValues,
    }),
    [loaded, module],
  );
  return <RecordModuleContext value={value}>{children}</RecordModuleContext>;
}
