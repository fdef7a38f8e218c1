import type { TNotification } from '@hse/contracts/notifications';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShortNotifications } from '../../api/notification-queries';
import { pickText, useLanguage } from '../../components/localized';

type TProps = { anchor: HTMLElement | null; onClose: () => void };

function ShortItem({ item, onClose }: { item: TNotification; onClose: () => void }) {
  const lang = useLanguage();
  const internal = item.link?.startsWith('/') ?? false;
  const linkProps = internal
    ? { component: RouterLink, to: item.link ?? '/notifications' }
    : { component: 'a', href: item.link ?? '/notifications' };
  return (
    <ListItemButton {...linkProps} onClick={onClose} sx={{ alignItems: 'flex-start', py: 1 }}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.25, color: 'warning.main' }}>
        <WarningAmber fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={pickText(item.title, lang)} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
    </ListItemButton>
  );
}

/** Spec §2: the short list under the bell, with a link to every notification. */
export function NotificationPopover({ anchor, onClose }: TProps) {
  const { t } = useTranslation('shell');
  const { data: items = [], isError } = useShortNotifications();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          role: 'dialog',
          'aria-labelledby': 'notif-title',
        },
      }}
    >
      <Typography
        id="notif-title"
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}
      >
        {t('notifications.title')}
      </Typography>
      <Divider />
      {items.length > 0 ? (
        <List
          dense
          disablePadding
          sx={{ maxHeight: 360, overflowY: 'auto' }}
          data-testid="notification-short-list"
        >
          {items.map((item) => (
            <ShortItem key={item.id} item={item} onClose={onClose} />
          ))}
        </List>
      ) : (
        <Typography sx={{ px: 2, py: 2, color: 'text.secondary', fontSize: 14 }}>
          {isError ? t('notifications.load_failed') : t('notifications.empty')}
        </Typography>
      )}
      <Divider />
      <Box sx={{ px: 2, py: 1.25, textAlign: 'right' }}>
        <Link
          component={RouterLink}
          to="/notifications"
          onClick={onClose}
          data-testid="notifications-show-all"
        >
          {t('notifications.show_all')}
        </Link>
      </Box>
    </Popover>
  );
}
