import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganizationOptions } from '../../components/organization-options';
import { useOrganizations } from '../../components/organizations-query';

export type TRespondent = { name: string; organizationId: string };
export type TRespondentErrors = Partial<Record<'respondent_name' | 'organization_id', string>>;

type TProps = {
  value: TRespondent;
  onChange: (value: TRespondent) => void;
  errors: TRespondentErrors;
};

/** A guest names themself and picks their organization from the public list. */
export function RespondentFields({ value, onChange, errors }: TProps) {
  const { t } = useTranslation('questionnaires');
  // The organizations list is public, so a guest picks from the same tree as everyone.
  const organizations = useOrganizations();
  const { options } = useOrganizationOptions();
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        {t('answer.respondent')}
      </Typography>
      {organizations.isError && <Alert severity="warning">{t('answer.orgs_failed')}</Alert>}
      <TextField
        size="small"
        label={t('answer.respondent_name')}
        required
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={Boolean(errors.respondent_name)}
        helperText={errors.respondent_name}
        slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'name' } }}
        data-testid="field-respondent_name"
      />
      <TextField
        select
        size="small"
        label={t('answer.organization')}
        required
        value={options.some((o) => o.value === value.organizationId) ? value.organizationId : ''}
        onChange={(event) => onChange({ ...value, organizationId: event.target.value })}
        error={Boolean(errors.organization_id)}
        helperText={errors.organization_id}
        data-testid="field-organization_id"
      >
        {options.map((org) => (
          <MenuItem
            key={org.value}
            value={org.value}
            sx={{ pl: 2 + (org.depth ?? 0) * 2, fontWeight: org.depth === 0 ? 600 : undefined }}
          >
            {org.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
