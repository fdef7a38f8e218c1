import type { TSession } from '@hse/contracts/security-log';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../components/localized';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { currentLanguage } from '../../i18n/i18n';

const PATH = '/profile/sessions/';
const KEY = ['profile', 'sessions'];

/** A browser's own description, cut to what tells devices apart: its system and browser. */
function deviceOf(userAgent: string): string {
  const system = /Windows|Android|iPhone|iPad|Mac OS X|Linux/.exec(userAgent)?.[0];
  const browser = /(Edg|YaBrowser|OPR|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[0];
  return [browser?.replace('Edg/', 'Edge/'), system].filter(Boolean).join(', ') || userAgent;
}

/**
 * Where the person is signed in now (issue 19, ASVS 7.5.2): each device with its address and last
 * use; any one of them, or all the others at once, can be signed out from here.
 */
export function SessionsPanel() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: KEY, queryFn: () => api.get<TSession[]>(PATH) });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const end = useMutation({ mutationFn: (id: string) => api.delete(`${PATH}${id}/`), onSuccess: refresh });
  const endOthers = useMutation({
    mutationFn: () => api.post<{ ended: number }>(`${PATH}end-others/`),
    onSuccess: refresh,
  });
  const [asking, setAsking] = useState<TSession | 'others' | null>(null);
  const lang = currentLanguage();
  const list = sessions.data ?? [];

  return (
    <Stack spacing={2}>
      {sessions.isPending && <LinearProgress />}
      {sessions.isError && <Alert severity="error">{t('sessions.load_failed')}</Alert>}
      <List dense disablePadding data-testid="sessions-list">
        {list.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            data-testid="session-item"
            secondaryAction={
              session.current ? (
                <Chip size="small" color="primary" label={t('sessions.current')} />
              ) : (
                <Button size="small" onClick={() => setAsking(session)}>
                  {t('sessions.end')}
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {` ${deviceOf(session.user_agent)}`}
                  </Box>
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: 12 }}
              primary={deviceOf(session.user_agent) || t('sessions.unknown_device')}
              secondary={t('sessions.details', {
                address: session.address || '—',
                last: formatDateTime(session.last_used_at, lang),
              })}
            />
          </ListItem>
        ))}
      </List>
      {list.length > 1 && (
        <Button variant="outlined" onClick={() => setAsking('others')} sx={{ alignSelf: 'flex-start' }}>
          {t('sessions.end_others')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'others' ? 'sessions.end_others' : 'sessions.end_title')}
        text={t(asking === 'others' ? 'sessions.end_others_text' : 'sessions.end_text')}
        confirmLabel={t(asking === 'others' ? 'sessions.end_others' : 'sessions.end')}
        color="error"
        onConfirm={async () => {
          if (asking === 'others') await endOthers.mutateAsync();
          else if (asking) await end.mutateAsync(asking.id);
          notify({ type: 'success', message: t('sessions.ended') });
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
