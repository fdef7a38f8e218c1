import type { TNotification } from '@hse/contracts/notifications';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorDetail } from '../../components/error-detail';
import { NotificationItem } from './notification-item';
import { resolveNotificationLink } from './notification-link';
import {
  NOTIFICATIONS_PAGE_SIZE,
  parseNotificationsParams,
  serializeNotificationsParams,
  type TNotificationsFilter,
  toNotificationsQuery,
} from './notifications-params';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
} from './notifications-queries';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseNotificationsParams(searchParams), [searchParams]);
  const page = useNotificationsPage(toNotificationsQuery(params));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const failure = markRead.error ?? markAll.error;

  const follow = (notification: TNotification) => {
    const target = resolveNotificationLink(notification.link);
    if (target?.kind === 'route') navigate(target.to);
    else if (target?.kind === 'external') window.location.assign(target.href);
  };
  const open = (notification: TNotification) => {
    if (notification.is_read) return follow(notification);
    markRead.mutate(notification.id, { onSuccess: () => follow(notification) });
  };
  const setFilter = (filter: TNotificationsFilter) =>
    setSearchParams(serializeNotificationsParams({ filter, page: 1 }));
  const pages = Math.max(1, Math.ceil((page.data?.count ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  const items = page.data?.results ?? [];

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('titles.list')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={params.filter}
            aria-label={t('filters.label')}
            onChange={(_, value: TNotificationsFilter | null) => value && setFilter(value)}
          >
            <ToggleButton value="all">{t('filters.all')}</ToggleButton>
            <ToggleButton value="unread">{t('filters.unread')}</ToggleButton>
          </ToggleButtonGroup>
          <Button startIcon={<DoneAllIcon />} onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('actions.mark_all_read')}
          </Button>
        </Stack>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(failure, t('errors.mark_failed'))}
        </Alert>
      )}
      <Paper variant="outlined">
        {page.isFetching && <LinearProgress />}
        {page.isSuccess && items.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t(params.filter === 'unread' ? 'empty.unread' : 'empty.all')}
          </Typography>
        ) : (
          <List disablePadding>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={open}
                onMarkRead={(item) => markRead.mutate(item.id)}
                busy={markRead.isPending && markRead.variables === notification.id}
              />
            ))}
          </List>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={Math.min(params.page, pages)}
          onChange={(_, next) => setSearchParams(serializeNotificationsParams({ ...params, page: next }))}
        />
      )}
    </Box>
  );
}
