import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { PickersProvider } from './date-pickers';
import { ChoiceFilter } from './field-filters';
import { FIELD_UI } from './field-registry';
import { offeredFilters, type TRecordFiltersProps } from './record-filter-state';

/**
 * The manifest's filters (`listFiltersOf`), each drawn by its field's kind, in the date pickers'
 * language: a chunk of its own, with the field registry and the pickers (decision 103).
 */
export default function RecordFilterFields({ module, params, onChange, only }: TRecordFiltersProps) {
  const { t } = useTranslation(module.key);
  const { filters, flags, narrows } = offeredFilters(module, params, only);
  return (
    <PickersProvider>
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
    </PickersProvider>
  );
}
