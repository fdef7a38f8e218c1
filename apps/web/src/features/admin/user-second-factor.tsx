import type { TSecondFactorStatus } from '@hse/contracts/second-factor';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * Whether the user signs in with a second factor, and its reset for a lost phone (logged on the
 * server); the user then enrols again, at once if the role requires it.
 */
export function UserSecondFactor({ userId, fio }: { userId: string; fio: string }) {
  const { t } = useTranslation('second_factor');
  const client = useQueryClient();
  const key = ['users', userId, 'second-factor'];
  const status = useQuery({
    queryKey: key,
    queryFn: () => api.get<TSecondFactorStatus>(`/users/${userId}/second-factor/`),
  });
  const [asking, setAsking] = useState(false);
  if (!status.data) return null;
  return (
    <>
      <Typography variant="body2" data-testid="user-mfa-status" sx={{ alignSelf: 'center' }}>
        {t(status.data.enabled ? 'admin.on' : 'admin.off')}
      </Typography>
      {status.data.enabled && (
        <Button color="error" startIcon={<PhonelinkEraseIcon />} onClick={() => setAsking(true)}>
          {t('admin.reset')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('admin.reset')}
        text={t('admin.reset_text', { fio })}
        confirmLabel={t('admin.reset')}
        color="error"
        onConfirm={async () => {
          await api.post(`/users/${userId}/second-factor/reset/`, {}, { once: false });
          notify({ type: 'success', message: t('admin.reset_done') });
          setAsking(false);
          await client.invalidateQueries({ queryKey: key });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
