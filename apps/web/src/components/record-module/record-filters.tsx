import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { FiltersBar } from '../filters-bar';
import { offeredFilters, type TRecordFiltersProps } from './record-filter-state';
import { usePageTexts } from './record-module';

type TProps = TRecordFiltersProps & {
  onSearch: (search: string) => void;
  /** Where the list's search reads otherwise than `records:filters.search`. */
  searchLabel?: string;
};

const RecordFilterFields = lazy(() => import('./record-filter-fields'));

/**
 * The search and the manifest's filters. The search is here at once; the filters come in a chunk
 * of their own, on a phone only once the reader unfolds them (decision 103).
 */
export function RecordFilters({ module, params, onSearch, onChange, only, searchLabel }: TProps) {
  const records = usePageTexts(module);
  const { active } = offeredFilters(module, params, only);
  return (
    <FiltersBar
      search={{ label: searchLabel ?? records('filters.search'), value: params.search, onChange: onSearch }}
      active={active}
      mountWhenOpen
    >
      <Suspense fallback={<LinearProgress aria-label={records('list.loading')} sx={{ width: '100%' }} />}>
        <RecordFilterFields module={module} params={params} onChange={onChange} only={only} />
      </Suspense>
    </FiltersBar>
  );
}
