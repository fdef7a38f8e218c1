import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMemo } from 'react';
import { useLanguage } from '../../components/localized';
import { buildOrganizationTree, flattenOrganizationTree } from './organization-tree';
import { useOrganizations } from './organizations-queries';

type TProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | null;
  onChange: (id: string | null) => void;
  /** When given, a first option with this text stands for "no organization chosen". */
  emptyLabel?: string;
};

/** A select showing the organization tree by indentation (no tree view is installed). */
export function OrganizationSelect({ value, onChange, emptyLabel, ...rest }: TProps) {
  const lang = useLanguage();
  const organizations = useOrganizations();
  const options = useMemo(
    () => flattenOrganizationTree(buildOrganizationTree(organizations.data ?? [], lang), lang),
    [organizations.data, lang],
  );
  // Until the list arrives a set value has no option; MUI warns about that, so it waits.
  const known = value !== null && options.some((option) => option.id === value);
  return (
    <TextField
      {...rest}
      select
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem
          key={option.id}
          value={option.id}
          sx={{ pl: 2 + option.depth * 2, fontWeight: option.depth === 0 ? 600 : undefined }}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
