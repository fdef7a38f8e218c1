import type { TUser } from '@hse/contracts/users';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../components/photo-upload';
import { UserActivationDialog } from './user-activation-dialog';
import { UserResetPasswordDialog } from './user-reset-password-dialog';
import { UserSecondFactor } from './user-second-factor';
import { userPaths, useStoreUser } from './users-queries';

/** Photo, account status, password and second factor of an existing user: actions apart from the form's save. */
export function UserAccountPanel({ user }: { user: TUser }) {
  const { t } = useTranslation('admin');
  const store = useStoreUser();
  const [toggling, setToggling] = useState<TUser | null>(null);
  const [resetting, setResetting] = useState(false);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('users.sections.photo')}
        </Typography>
        <PhotoUpload path={userPaths.photo(user.id)} user={user} onChanged={store} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('users.sections.account')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={user.is_active ? 'success' : 'default'}
            label={t(user.is_active ? 'users.status.active' : 'users.status.inactive')}
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setResetting(true)}>
            {t('users.actions.reset_password')}
          </Button>
          <Button
            color={user.is_active ? 'error' : 'success'}
            startIcon={user.is_active ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
            onClick={() => setToggling(user)}
          >
            {t(user.is_active ? 'users.actions.deactivate' : 'users.actions.activate')}
          </Button>
          <UserSecondFactor userId={user.id} fio={user.fio} />
        </Stack>
      </Paper>
      <UserActivationDialog user={toggling} onClose={() => setToggling(null)} />
      <UserResetPasswordDialog
        userId={user.id}
        fio={user.fio}
        open={resetting}
        onClose={() => setResetting(false)}
      />
    </Stack>
  );
}
