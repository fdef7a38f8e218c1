import { listFiltersOf, type TRecordModule } from '@hse/contracts/record-module/define';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '../filters-bar';
import { ChoiceFilter } from './field-filters';
import { FIELD_UI } from './field-registry';
import type { TRecordListParams } from './record-list-params';
import { usePageTexts } from './record-module';

type TProps = {
  module: TRecordModule;
  params: TRecordListParams;
  onSearch: (search: string) => void;
  onChange: (change: Record<string, string | null>) => void;
  /** The filters offered, by name; all of the manifest's when absent. */
  only?: readonly string[];
  /** Where the list's search reads otherwise than `records:filters.search`. */
  searchLabel?: string;
};

/** The search and the manifest's filters (`listFiltersOf`), each drawn by its field's kind. */
export function RecordFilters({ module, params, onSearch, onChange, only, searchLabel }: TProps) {
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const filters = useMemo(
    () => listFiltersOf(module).filter((filter) => !only || only.includes(filter.name)),
    [module, only],
  );
  const flags = module.list.flags ?? [];
  const narrows = Object.entries(module.list.narrows ?? {}).filter(([param]) => params.filters[param]);
  const active =
    filters.filter((filter) => filter.params.some((key) => params.filters[key])).length +
    flags.filter((flag) => params.filters[flag]).length +
    narrows.length;
  return (
    <FiltersBar
      search={{ label: searchLabel ?? records('filters.search'), value: params.search, onChange: onSearch }}
      active={active}
    >
      {filters.map((filter) => {
        const Filter = filter.field ? FIELD_UI[filter.field.kind].Filter : ChoiceFilter;
        if (!Filter) return null;
        return (
          <Filter
            key={filter.name}
            module={module}
            filter={filter}
            label={t(`fields.${filter.name}`)}
            values={params.filters}
            onChange={onChange}
          />
        );
      })}
      {flags.map((flag) => (
        <Chip
          key={flag}
          label={t(`filters.${flag}`)}
          color={params.filters[flag] === 'true' ? 'primary' : 'default'}
          variant={params.filters[flag] === 'true' ? 'filled' : 'outlined'}
          // A link may also ask for `false`; the toggle offers the usual case and clears either.
          onClick={() => onChange({ [flag]: params.filters[flag] ? null : 'true' })}
          aria-pressed={params.filters[flag] === 'true'}
          data-testid={`filter-${flag}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      ))}
      {narrows.map(([param, choice]) => (
        <Chip
          key={param}
          label={`${t(`filters.${param}`)}: ${(params.filters[param] ?? '')
            .split(',')
            .map((code) => t(`options.${choice}.${code}`, { defaultValue: code }))
            .join(', ')}`}
          color="primary"
          onDelete={() => onChange({ [param]: null })}
          data-testid={`filter-${param}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, maxWidth: '100%' }}
        />
      ))}
    </FiltersBar>
  );
}
