import type { TPage } from '@hse/contracts/common';
import { EVENT_MODULE_HEAD } from '@hse/contracts/event-module-head';
import { EVENT_TEXTS } from '@hse/contracts/event-texts';
import { EVENT_SOURCE_TYPES } from '@hse/contracts/events';
import type { TRecordModuleHead } from '@hse/contracts/record-module/define';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import { hasAnyRole } from '@hse/contracts/roles';
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
import { useSession } from '../../api/session';
import type { TItemActionProps, TRecordSlotProps } from '../../components/record-module/record-module';
import { StatusChip } from '../../components/status-chip';
import { addSharedTexts } from '../../i18n/i18n';

// Shown on other modules' records, before any page of the events loads their whole wording.
addSharedTexts(EVENT_MODULE_HEAD.key, EVENT_TEXTS);

const SOURCES: readonly string[] = EVENT_SOURCE_TYPES;

/** A row of the events' list (`ZEventListItemSchema`): where it was raised from too. */
type TEventRow = TRecordListItem & { source_id: string | null; source_row: string | null };

/**
 * The events raised from a record or from its items (decision 050), one query the panel and each
 * item's action share.
 */
function useRecordEvents(recordId: string, enabled: boolean, version?: number) {
  return useQuery({
    queryKey: ['events', 'of', recordId, version],
    queryFn: () =>
      api.get<TPage<TEventRow>>('/events/', { params: { source_record_id: recordId, page_size: 100 } }),
    enabled,
  });
}

/** Whether the signed-in person may create events at all. */
function useMayRaise() {
  const { roles } = useSession();
  const allowed = (EVENT_MODULE_HEAD as TRecordModuleHead).createRoles;
  return !allowed || hasAnyRole(roles, allowed);
}

const raiseHref = (sourceType: string, sourceId: string, row?: string) =>
  `${EVENT_MODULE_HEAD.routes.create}?source_type=${sourceType}&source_id=${sourceId}${
    row ? `&source_row=${row}` : ''
  }`;

/** One event as a line: its number (a link), title, state and whether it is overdue. */
function EventLine({ event, titled = true }: { event: TEventRow; titled?: boolean }) {
  const { t } = useTranslation('events');
  return (
    <>
      <Link component={RouterLink} to={EVENT_MODULE_HEAD.routes.record.replace(':id', event.id)}>
        {event.number}
      </Link>
      {titled && (
        <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
          {String(event.title ?? '')}
        </Typography>
      )}
      <StatusChip status={event.status} label={t(`statuses.${event.status}`)} />
      {event.overdue === true && <Chip size="small" color="error" label={t('fields.overdue')} />}
    </>
  );
}

/**
 * On each item of a record that is a source (an audit's discrepancy, a measure of an act or a
 * report): the events raised from it, and a button that raises one, pre-filled from the item.
 */
export function ItemEvents({ module, record, item, name }: TItemActionProps) {
  const { t } = useTranslation('events');
  const mayRaise = useMayRaise();
  const child = 'child' in item;
  const sourceType = child ? `${module.entityType}_${item.child.item}` : module.entityType;
  const row = child ? undefined : `${item.field}.${item.index}`;
  const source = SOURCES.includes(sourceType) && (child || Boolean(module.fields[item.field]?.rowItem));
  const events = useRecordEvents(record.id, source);
  if (!source) return null;
  const sourceId = child ? item.value.id : record.id;
  const own = (events.data?.results ?? []).filter((event) =>
    child ? event.source_id === sourceId : event.source_id === sourceId && event.source_row === row,
  );
  return (
    <>
      {own.map((event) => (
        <Stack
          key={event.id}
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', gap: 1 }}
          data-testid="item-event"
        >
          <EventLine event={event} titled={false} />
        </Stack>
      ))}
      {mayRaise && (
        <Button
          component={RouterLink}
          to={raiseHref(sourceType, sourceId, row)}
          size="small"
          startIcon={<AddIcon />}
          aria-label={t('panel.raise_item', { item: name })}
          data-testid="raise-item-event"
        >
          {t('panel.raise')}
        </Button>
      )}
    </>
  );
}

/**
 * On any record events may be raised from: its events with their state and whether they are
 * overdue, and a button that raises one from it, pre-filled (decision 050).
 */
export function RecordEvents({ module, record }: TRecordSlotProps) {
  const { t } = useTranslation('events');
  const mayRaise = useMayRaise();
  const source = SOURCES.includes(module.entityType);
  // Read again when the record changes: an action on it may have made events (an agreed plan).
  const events = useRecordEvents(record.id, source, record.version);
  if (!source) return null;
  const raise = raiseHref(module.entityType, record.id);
  const rows = events.data?.results ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="record-events" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="record-events" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('panel.title')}
        </Typography>
        {mayRaise && (
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
        )}
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
            <EventLine event={event} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
