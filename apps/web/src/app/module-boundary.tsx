import type { TRecordModule } from '@hse/contracts/record-module/define';
import { type ReactNode, use, useMemo } from 'react';
import { RecordModuleContext } from '../components/record-module/record-module';
import type { TWebModule } from './web-module';

const manifests = new WeakMap<TWebModule, Promise<TRecordModule>>();

/** A module's manifest, fetched once; a failed fetch is tried again on the next visit. */
function manifestOf(module: TWebModule): Promise<TRecordModule> {
  let loading = manifests.get(module);
  if (!loading) {
    loading = module.manifest();
    loading.catch(() => manifests.delete(module));
    manifests.set(module, loading);
  }
  return loading;
}

/** Gives a module's pages its whole manifest, loaded with them (the route's Suspense waits). */
export function ModuleBoundary({ module, children }: { module: TWebModule; children: ReactNode }) {
  const manifest = use(manifestOf(module));
  const value = useMemo(
    () => ({ manifest, recordSlots: module.recordSlots, list: module.list }),
    [manifest, module],
  );
  return <RecordModuleContext value={value}>{children}</RecordModuleContext>;
}
