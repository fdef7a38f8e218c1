import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import { ROLES, type TRole } from '@hse/contracts/roles';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { PasswordPairFields, type TPasswordPairForm } from '../../components/password-pair-fields';
import type { TUserFormValues } from './user-form-values';

/** Kept in the spec's order, so that ticking and unticking again is not a change. */
function toggleRole(roles: readonly TRole[], role: TRole, on: boolean): TRole[] {
  return ROLES.filter((r) => (r === role ? on : roles.includes(r)));
}

export function UserRolesSection({ control }: { control: Control<TUserFormValues> }) {
  const { t } = useTranslation('admin');
  return (
    <FormSection title={t('users.fields.roles')}>
      <Grid size={12}>
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <FormGroup>
              {ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  control={
                    <Checkbox
                      checked={field.value.includes(role)}
                      onChange={(_, on) => field.onChange(toggleRole(field.value, role, on))}
                      onBlur={field.onBlur}
                    />
                  }
                  label={
                    <span>
                      {t(`roles.names.${role}`)}
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {t(`roles.descriptions.${role}`)}
                      </Typography>
                    </span>
                  }
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
                />
              ))}
            </FormGroup>
          )}
        />
      </Grid>
    </FormSection>
  );
}

/** Only when creating: an existing user's password is reset through its own dialog. */
export function UserPasswordSection(form: TPasswordPairForm<TUserFormValues>) {
  const { t } = useTranslation('admin');
  return (
    <FormSection title={t('users.sections.password')}>
      <PasswordPairFields
        form={form}
        size={GRID_HALF}
        label={t('users.fields.password')}
        confirmLabel={t('users.fields.password_confirm')}
        hint={t('users.hints.password', { min: PASSWORD_MIN_LENGTH })}
      />
    </FormSection>
  );
}
