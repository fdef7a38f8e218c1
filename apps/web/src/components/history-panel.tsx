import type { THistoryEntry } from '@hse/contracts/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { formatDateTime, useLanguage } from './localized';

/** Fields the engine writes into every record's history, named alike for all of them. */
const PLATFORM_FIELDS = ['files', 'follow_up_task'];

type TProps = {
  queryKey: readonly unknown[];
  /** The record's history endpoint, e.g. `/users/:id/history/`. */
  path: string;
  /** The translated label of a changed field. */
  fieldLabel: (field: string) => string;
  /** Translates values that are codes (roles, kinds); the rest are shown as they are. */
  formatValue?: (field: string, value: unknown) => string | null;
};

/** Who did what and when to one record (brief §5: every change is attributable). */
export function HistoryPanel({ queryKey, path, fieldLabel, formatValue }: TProps) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const history = useQuery({ queryKey, queryFn: () => api.get<THistoryEntry[]>(path) });

  const show = (field: string, value: unknown): string => {
    const custom = formatValue?.(field, value);
    if (custom != null) return custom;
    if (value === null || value === undefined || value === '') return t('history.empty_value');
    if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
    if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : t('history.empty_value');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('history.title')}
      </Typography>
      {history.isPending && <CircularProgress size={24} aria-label={t('history.loading')} />}
      {history.isSuccess && entries.length === 0 && <Alert severity="info">{t('history.none')}</Alert>}
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography variant="subtitle2">
              {/* Workflow records also log their transitions under the action's name (save_and_send…). */}
              {t([`history.actions.${entry.action}`, `workflow:actions.${entry.action}`], {
                defaultValue: entry.action,
              })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {entry.actor_fio ?? t('history.system')} · {formatDateTime(entry.at, lang)}
            </Typography>
            {Object.entries(entry.changes ?? {}).map(([field, change]) => (
              <Box key={field} sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
                {/* Every record's files and tasks are logged alike (platform/record-* on the server). */}
                <strong>
                  {PLATFORM_FIELDS.includes(field) ? t(`history.fields.${field}`) : fieldLabel(field)}:
                </strong>{' '}
                {show(field, change.from)} → {show(field, change.to)}
              </Box>
            ))}
            {entry.comment && (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                {entry.comment}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
