import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useOrganizationOptions } from '../../components/organization-options';
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
    <TextField
      select
      size="small"
      label={label}
      value={params[name] ?? ''}
      onChange={(event) => set(name, event.target.value || null)}
      sx={{ width: { xs: '100%', sm: 140 } }}
    >
      <MenuItem value="">
        <em>{t('filters.default')}</em>
      </MenuItem>
      {years.map((year) => (
        <MenuItem key={year} value={String(year)}>
          {year}
        </MenuItem>
      ))}
    </TextField>
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
  const organizations = useOrganizationOptions();
  return (
    <TextField
      select
      size="small"
      label={label ?? t('filters.organization')}
      value={organizations.ready ? (params[name] ?? '') : ''}
      onChange={(event) => set(name, event.target.value || null)}
      disabled={!organizations.ready}
      sx={{ width: { xs: '100%', sm: 280 } }}
      data-testid={`filter-${name}`}
    >
      <MenuItem value="">
        <em>{allLabel ?? t('filters.own_organization')}</em>
      </MenuItem>
      {organizations.options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ pl: 2 + 2 * (option.depth ?? 0) }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
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
