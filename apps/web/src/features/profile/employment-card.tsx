import type { TUser } from '@hse/contracts/users';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const FIELDS = ['login', 'organization_name', 'division', 'post', 'personnel_number', 'iin'] as const;

/** Employment data is kept by an administrator; the person only sees it. */
export function EmploymentCard({ profile }: { profile: TUser }) {
  const { t } = useTranslation('profile');
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {FIELDS.map((field) => (
        <div key={field}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`employment.${field}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {profile[field] || t('employment.empty')}
          </Typography>
        </div>
      ))}
      <div>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('employment.roles')}
        </Typography>
        <Stack component="dd" direction="row" spacing={0.5} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
          {profile.roles.length === 0 && <Typography variant="body2">{t('employment.no_roles')}</Typography>}
          {profile.roles.map((role) => (
            <Chip key={role} size="small" label={t(`roles.names.${role}`, { ns: 'admin' })} />
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
