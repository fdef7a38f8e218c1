import type { TNotification } from '@hse/contracts/notifications';
import DoneIcon from '@mui/icons-material/Done';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDateTime, pickText, useLanguage } from '../../components/localized';

type TProps = {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  onMarkRead: (notification: TNotification) => void;
  busy: boolean;
};

export function NotificationItem({ notification, onOpen, onMarkRead, busy }: TProps) {
  const { t } = useTranslation('notifications');
  const lang = useLanguage();
  const unread = !notification.is_read;
  const markLabel = t('actions.mark_read');
  return (
    <ListItem
      divider
      disablePadding
      sx={{ bgcolor: unread ? 'action.hover' : undefined }}
      secondaryAction={
        unread && (
          <Tooltip title={markLabel}>
            <IconButton
              edge="end"
              aria-label={markLabel}
              disabled={busy}
              onClick={() => onMarkRead(notification)}
            >
              <DoneIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemButton onClick={() => onOpen(notification)} disabled={busy}>
        <ListItemIcon>
          {unread ? (
            <MarkEmailUnreadIcon color="primary" titleAccess={t('status.unread')} />
          ) : (
            <NotificationsNoneIcon color="disabled" titleAccess={t('status.read')} />
          )}
        </ListItemIcon>
        <ListItemText
          primary={pickText(notification.title, lang)}
          secondary={formatDateTime(notification.created_at, lang)}
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
