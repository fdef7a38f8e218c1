import type { TPage } from '@hse/contracts/common';
import { EVENT_MODULE_HEAD } from '@hse/contracts/event-module-head';
import { EVENT_TEXTS } from '@hse/contracts/event-texts';
import { EVENT_SOURCE_TYPES } from '@hse/contracts/events';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { StatusChip } from '../../components/status-chip';
import { addSharedTexts } from '../../i18n/i18n';

// Shown on other modules' records, before any page of the events loads their whole wording.
addSharedTexts(EVENT_MODULE_HEAD.key, EVENT_TEXTS);

const SOURCES: readonly string[] = EVENT_SOURCE_TYPES;

/**
 * On any record events may be raised from: its events with their state and whether they are
 * overdue, and a button that raises one from it, pre-filled (decision 050).
 */
export function RecordEvents({ module, record }: TRecordSlotProps) {
  const { t } = useTranslation('events');
  const source = SOURCES.includes(module.entityType);
  const events = useQuery({
    // Read again when the record changes: an action on it may have made events (an agreed plan).
    queryKey: ['events', 'of', record.id, record.version],
    queryFn: () =>
      api.get<TPage<TRecordListItem>>('/events/', { params: { source_id: record.id, page_size: 100 } }),
    enabled: source,
  });
  if (!source) return null;
  const raise = `${EVENT_MODULE_HEAD.routes.create}?source_type=${module.entityType}&source_id=${record.id}`;
  const rows = events.data?.results ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="record-events" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="record-events" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('panel.title')}
        </Typography>
        <Button
          component={RouterLink}
          to={raise}
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          data-testid="raise-event"
        >
          {t('panel.raise')}
        </Button>
      </Stack>
      {events.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('panel.empty')}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((event) => (
          <Stack
            component="li"
            key={event.id}
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            data-testid="record-event"
          >
            <Link component={RouterLink} to={EVENT_MODULE_HEAD.routes.record.replace(':id', event.id)}>
              {event.number}
            </Link>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
              {String(event.title ?? '')}
            </Typography>
            <StatusChip status={event.status} label={t(`statuses.${event.status}`)} />
            {event.overdue === true && <Chip size="small" color="error" label={t('fields.overdue')} />}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
