import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationCount } from '../../api/notification-queries';
import { NotificationPopover } from './notification-popover';

export function NotificationBell() {
  const { t } = useTranslation('shell');
  const { data: count = 0 } = useNotificationCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = count > 0 ? t('notifications.bell_unread', { count }) : t('notifications.title');
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="notification-bell"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {count > 0 ? (
            <Badge
              color="error"
              badgeContent={count}
              max={99}
              slotProps={{ badge: { 'data-testid': 'notification-badge' } as object }}
            >
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
