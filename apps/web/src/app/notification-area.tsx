import { LAYERS } from '@hse/contracts/constants';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissNotification, useNotifications } from './notifications-store';

/** Spec §2: fixed top right on every screen, above dialogs. */
export function NotificationArea() {
  const items = useNotifications();
  return (
    <Stack
      data-testid="notification-area"
      aria-live="polite"
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: LAYERS.notifications,
        width: 'min(420px, calc(100vw - 32px))',
        pointerEvents: 'none',
        displayPrint: 'none',
      }}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          severity={item.type}
          variant="filled"
          onClose={() => dismissNotification(item.id)}
          data-testid={`notification-${item.type}`}
          sx={{ pointerEvents: 'auto', boxShadow: 6 }}
        >
          {item.text}
        </Alert>
      ))}
    </Stack>
  );
}
