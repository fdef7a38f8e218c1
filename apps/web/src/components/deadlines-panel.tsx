import type { TDeadline } from '@hse/contracts/deadlines';
import Alert from '@mui/material/Alert';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { formatDateTime, useLanguage } from './localized';

const STATE_COLORS: Record<TDeadline['state'], ChipProps['color']> = {
  open: 'info',
  overdue: 'error',
  done: 'success',
  done_late: 'warning',
};

const HOUR = 3_600_000;

/** A span as the reader says it: whole days from two days up, else hours (at least one). */
export function spanText(ms: number, t: TFunction): string {
  const hours = Math.max(1, Math.round(Math.abs(ms) / HOUR));
  return hours >= 48 ? t('span.days', { count: Math.floor(hours / 24) }) : t('span.hours', { count: hours });
}

/**
 * A record's deadlines as the server counts them (decision 049): each step's due moment, the time
 * left or how late it is, and when it was met. `path` is the record's deadlines resource.
 */
export function DeadlinesPanel({ path, title }: { path: string; title?: string }) {
  const { t } = useTranslation('deadlines');
  const lang = useLanguage();
  const headingId = useId();
  const query = useQuery({
    queryKey: ['deadlines', path],
    queryFn: () => api.get<TDeadline[]>(path),
  });
  if (query.data && query.data.length === 0) return null;
  const now = Date.now();
  const detail = (deadline: TDeadline) => {
    const due = Date.parse(deadline.due_at);
    if (deadline.done_at) return t('done_at', { at: formatDateTime(deadline.done_at, lang) });
    return due >= now
      ? t('left', { span: spanText(due - now, t) })
      : t('late', { span: spanText(now - due, t) });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={headingId}
      data-testid="deadlines"
    >
      <Typography variant="h6" component="h2" gutterBottom id={headingId}>
        {title ?? t('title')}
      </Typography>
      {query.isLoading && <CircularProgress size={24} aria-label={t('loading')} />}
      {query.isError && <Alert severity="error">{t('load_failed')}</Alert>}
      {query.data && (
        <List dense disablePadding>
          {query.data.map((deadline) => (
            <ListItem
              key={`${deadline.source}:${deadline.stage}`}
              disableGutters
              divider
              data-testid={`deadline-${deadline.stage}`}
              data-state={deadline.state}
            >
              <Stack spacing={0.5} sx={{ width: '100%' }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {deadline.title}
                </Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={STATE_COLORS[deadline.state]}
                    label={t(`states.${deadline.state}`)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('due', { at: formatDateTime(deadline.due_at, lang) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {detail(deadline)}
                  </Typography>
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
