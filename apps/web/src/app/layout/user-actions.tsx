import Logout from '@mui/icons-material/Logout';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIO, useSession } from '../../api/session';
import { LogoutDialog } from './logout-dialog';
import { NotificationBell } from './notification-bell';
import { UserAvatar } from './user-avatar';

/** The signed-in part of the top bar: bell, name, avatar and exit. */
export default function UserActions() {
  const { t } = useTranslation('shell');
  const { fio } = useSession();
  const [confirming, setConfirming] = useState(false);
  const name = fio === DEFAULT_FIO ? t('top_bar.personal_account') : fio;
  return (
    <>
      <NotificationBell />
      <Link
        component={RouterLink}
        to="/personal-account"
        color="inherit"
        data-testid="user-fio"
        noWrap
        sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 240, fontWeight: 500, mx: 1 }}
      >
        {name}
      </Link>
      <ButtonBase
        component={RouterLink}
        to="/personal-account"
        aria-label={t('top_bar.personal_account')}
        sx={{ borderRadius: '50%' }}
      >
        <UserAvatar fio={fio === DEFAULT_FIO ? name : fio} />
      </ButtonBase>
      <Tooltip title={t('top_bar.logout')}>
        <IconButton
          color="inherit"
          aria-label={t('top_bar.logout')}
          data-testid="logout"
          onClick={() => setConfirming(true)}
        >
          <Logout />
        </IconButton>
      </Tooltip>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
