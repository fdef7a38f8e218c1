import type { TVideoHost } from '@hse/contracts/media-videos';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api/client';

/** The admin's list of the hosts external videos may be linked or embedded from (decision 061). */
export function VideoHostsPage() {
  const { t } = useTranslation('media_videos');
  const hosts = useQuery({
    queryKey: ['media-video-hosts'],
    queryFn: () => api.get<TVideoHost[]>('/media-video-hosts/'),
  });
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await api.post('/media-video-hosts/', { host });
      setHost('');
      setNotice(t('hosts.added'));
      await hosts.refetch();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : String(caught));
    }
  };
  const remove = async (item: TVideoHost) => {
    await api.delete(`/media-video-hosts/${item.id}/`);
    setNotice(t('hosts.removed'));
    await hosts.refetch();
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('titles.hosts')}
      </Typography>
      <Typography>{t('hosts.intro')}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={add} noValidate>
        <TextField
          label={t('hosts.host')}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          error={error !== null}
          helperText={error ?? 'www.youtube.com'}
          required
          size="small"
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('hosts.add')}
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        {hosts.data && hosts.data.length === 0 ? (
          <Typography sx={{ p: 2 }}>{t('hosts.empty')}</Typography>
        ) : null}
        <List aria-label={t('titles.hosts')}>
          {(hosts.data ?? []).map((item) => (
            <ListItem
              key={item.id}
              secondaryAction={
                <IconButton
                  aria-label={t('hosts.remove', { host: item.host })}
                  onClick={() => void remove(item)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={item.host} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
