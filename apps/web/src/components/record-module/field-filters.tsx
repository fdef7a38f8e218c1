import type { TListFilter, TRecordModule } from '@hse/contracts/record-module/define';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../filter-select';
import { OrganizationSelect } from '../organization-select';
import { UserSelect } from '../user-select';
import { DayPicker } from './date-pickers';
import { useChoices } from './record-queries';

/** One filter of a list: its parameters' values in the address, and how to change them (null clears). */
export type TFieldFilterProps = {
  module: TRecordModule;
  filter: TListFilter;
  /** `<module>:fields.<name>`, translated. */
  label: string;
  values: Readonly<Record<string, string | undefined>>;
  onChange: (change: Record<string, string | null>) => void;
};

// The theme makes text fields full width; in a filter row each keeps its own width from 600 px up.
const WIDTH = { xs: '100%', sm: 200 } as const;
const WIDE = { xs: '100%', sm: 280 } as const;

const param = (filter: TListFilter, index = 0) => filter.params[index] ?? filter.name;

/** Equals on a choice or a yes/no: a select whose first option is "all". */
export function ChoiceFilter({ module, filter, label, values, onChange }: TFieldFilterProps) {
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  const { t: common } = useTranslation('common');
  const key = param(filter);
  const options =
    filter.operator === 'status'
      ? module.workflow.states.map((value) => ({ value, label: t(`statuses.${value}`) }))
      : filter.field?.kind === 'boolean'
        ? ['true', 'false'].map((value) => ({
            value,
            label: common(value === 'true' ? 'words.yes' : 'words.no'),
          }))
        : (filter.field?.options ?? []).map((value) => ({
            value,
            label: t(`options.${filter.name}.${value}`),
          }));
  return (
    <FilterSelect
      label={label}
      allLabel={records('filters.all')}
      value={values[key] ?? null}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
      testId={`filter-${key}`}
    />
  );
}

export function ReferenceFilter({ filter, label, values, onChange }: TFieldFilterProps) {
  const { t } = useTranslation('records');
  const choices = useChoices(filter.field?.source);
  const key = param(filter);
  const options = (choices.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // Until the choices arrive the chosen id has no option; the select waits for them.
  const value = values[key] && options.some((o) => o.value === values[key]) ? (values[key] ?? null) : null;
  return (
    <FilterSelect
      label={label}
      allLabel={t('filters.all')}
      value={value}
      options={options}
      onChange={(next) => onChange({ [key]: next })}
      testId={`filter-${key}`}
    />
  );
}

export function PersonFilter({ filter, label, values, onChange }: TFieldFilterProps) {
  const key = param(filter);
  return (
    <div style={{ minWidth: 240 }}>
      <UserSelect
        label={label}
        value={values[key] ?? null}
        onChange={(id) => onChange({ [key]: id })}
        data-testid={`filter-${key}`}
      />
    </div>
  );
}

/** The organization and everything below it. */
export function SubtreeFilter({ filter, label, values, onChange }: TFieldFilterProps) {
  const { t } = useTranslation('records');
  const key = param(filter);
  return (
    <OrganizationSelect
      size="small"
      label={label}
      emptyLabel={t('filters.all')}
      value={values[key] ?? null}
      onChange={(id) => onChange({ [key]: id })}
      sx={{ width: WIDE }}
      data-testid={`filter-${key}`}
    />
  );
}

/** From and to: two days in pickers. */
export function DateRangeFilter({ filter, label, values, onChange }: TFieldFilterProps) {
  const { t } = useTranslation('records');
  return filter.params.map((key, index) => (
    <div key={key} style={{ width: '100%', maxWidth: 200 }}>
      <DayPicker
        size="small"
        label={t(index === 0 ? 'filters.from' : 'filters.to', { field: label })}
        value={values[key] ?? null}
        // A day being typed stays in the picker; the list changes once it is a whole day.
        onChange={(day) => {
          if (day === null || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange({ [key]: day });
        }}
        testId={`filter-${key}`}
      />
    </div>
  ));
}

/** From and to: two numbers. */
export function NumberRangeFilter({ filter, label, values, onChange }: TFieldFilterProps) {
  const { t } = useTranslation('records');
  return filter.params.map((key, index) => (
    <TextField
      key={key}
      size="small"
      type="number"
      label={t(index === 0 ? 'filters.from' : 'filters.to', { field: label })}
      value={values[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || null })}
      slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal', 'data-testid': `filter-${key}` } }}
      sx={{ width: WIDTH }}
    />
  ));
}
