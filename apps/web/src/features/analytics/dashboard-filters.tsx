import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { OrganizationSelect } from '../../components/organization-select';
import type { TDashboardParams } from './dashboard-params';

const WIDTH = { xs: '100%', sm: 180 } as const;

type TFilterProps = { params: TDashboardParams; set: (key: string, value: string | null) => void };

/** The period in whole months, `from` and `to` inclusive; empty is the server's default (this year). */
export function PeriodFilter({
  params,
  set,
  placeholder,
}: TFilterProps & { placeholder?: { from: string; to: string } }) {
  const { t } = useTranslation('analytics');
  return (
    <>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="month"
          size="small"
          label={t(`filters.${key}`)}
          value={params[key] ?? placeholder?.[key] ?? ''}
          onChange={(event) => set(key, event.target.value || null)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${key}` } }}
          sx={{ width: WIDTH }}
        />
      ))}
    </>
  );
}

/** A choice of a dashboard's select. */
export type TFilterOption = { value: string; label: string };

type TSelectFilterProps = {
  label: string;
  value: string;
  /** The value chosen, null for the empty item. */
  onChange: (value: string | null) => void;
  options: readonly TFilterOption[];
  /** The first item, choosing nothing (the server's default); none when every choice is a value. */
  empty?: string;
  /** The select's width from the small breakpoint up, in pixels; full width below it. */
  width?: number;
  disabled?: boolean;
  /**
   * Long labels (a form's field) wrap in the menu instead of running out of it, and on a phone
   * in the select too: unbroken, the chosen one widened the folded filters past the screen.
   */
  wrap?: boolean;
  testId?: string;
};

/** One select of a dashboard's filter bar: every page's pickers look and behave alike. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  empty,
  width = 180,
  disabled,
  wrap,
  testId,
}: TSelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={disabled}
      sx={{
        width: { xs: '100%', sm: width },
        ...(wrap ? { '& .MuiSelect-select': { whiteSpace: { xs: 'normal', sm: 'nowrap' } } } : {}),
      }}
      data-testid={testId}
    >
      {empty !== undefined && (
        <MenuItem value="">
          <em>{empty}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={wrap ? { whiteSpace: 'normal' } : undefined}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A year, for the dashboards kept by the year (road maps, historical figures). */
export function YearFilter({
  params,
  set,
  name = 'year',
  label,
  years,
}: TFilterProps & { name?: string; label: string; years: readonly number[] }) {
  const { t } = useTranslation('analytics');
  return (
    <SelectFilter
      label={label}
      value={params[name] ?? ''}
      onChange={(value) => set(name, value)}
      options={years.map((year) => ({ value: String(year), label: String(year) }))}
      empty={t('filters.default')}
      width={140}
    />
  );
}

/** The organization whose subtree is counted; empty is the reader's own. */
export function OrganizationFilter({
  params,
  set,
  name = 'organization_id',
  label,
  allLabel,
}: TFilterProps & { name?: string; label?: string; allLabel?: string }) {
  const { t } = useTranslation('analytics');
  return (
    <OrganizationSelect
      size="small"
      label={label ?? t('filters.organization')}
      value={params[name] ?? null}
      onChange={(value) => set(name, value)}
      emptyLabel={allLabel ?? t('filters.own_organization')}
      sx={{ width: { xs: '100%', sm: 280 } }}
      data-testid={`filter-${name}`}
    />
  );
}

/** The period and organization filters every dashboard starts with. */
export function CommonFilters(props: TFilterProps) {
  return (
    <>
      <PeriodFilter {...props} />
      <OrganizationFilter {...props} />
    </>
  );
}
