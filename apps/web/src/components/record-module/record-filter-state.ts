import { listFiltersOf, type TListFilter, type TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordListParams } from './record-list-params';

export type TRecordFiltersProps = {
  module: TRecordModule;
  params: TRecordListParams;
  onChange: (change: Record<string, string | null>) => void;
  /** The filters offered, by name; all of the manifest's when absent. */
  only?: readonly string[];
};

/** The filters a list offers and those of them set: its fields', its flags and its narrowings. */
export function offeredFilters(
  module: TRecordModule,
  params: TRecordListParams,
  only?: readonly string[],
): { filters: TListFilter[]; flags: readonly string[]; narrows: [string, string][]; active: number } {
  const filters = listFiltersOf(module).filter((filter) => !only || only.includes(filter.name));
  const flags = module.list.flags ?? [];
  const narrows = Object.entries(module.list.narrows ?? {}).filter(([param]) => params.filters[param]);
  const active =
    filters.filter((filter) => filter.params.some((key) => params.filters[key])).length +
    flags.filter((flag) => params.filters[flag]).length +
    narrows.length;
  return { filters, flags, narrows, active };
}
