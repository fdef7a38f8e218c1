import type { TEventPrefill } from '@hse/contracts/events';
import type { TRecordSummary } from '@hse/contracts/record-module/summary';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import type { TFormSlotProps, TRecordSlotProps } from '../../components/record-module/record-module';

/** The source as a line: its kind, a link to it, its state. */
function SourceLine({ source }: { source: TRecordSummary }) {
  const { t } = useTranslation('events');
  return (
    <Typography variant="body2" data-testid="event-source">
      {t('panel.source')}:{' '}
      <Link component={RouterLink} to={source.link} underline="always">
        {source.label}
      </Link>{' '}
      ({source.organization_name}, {source.status_name})
    </Typography>
  );
}

/**
 * A new event raised from a record (`?source_type=&source_id=`): its title, organization and source
 * filled from there, and the source named above the form.
 */
export function EventSourceSection({ control, record }: TFormSlotProps) {
  const [params] = useSearchParams();
  const sourceType = params.get('source_type');
  const sourceId = params.get('source_id');
  const sourceRow = params.get('source_row');
  const raising = !record && Boolean(sourceType && sourceId);
  const prefill = useQuery({
    queryKey: ['events', 'raise-from', sourceType, sourceId, sourceRow],
    queryFn: () =>
      api.get<TEventPrefill>('/events/raise-from/', {
        params: {
          source_type: sourceType ?? undefined,
          source_id: sourceId ?? undefined,
          source_row: sourceRow ?? undefined,
        },
      }),
    enabled: raising,
  });
  const title = useController({ name: 'title', control });
  const organization = useController({ name: 'organization_id', control });
  const type = useController({ name: 'source_type', control });
  const id = useController({ name: 'source_id', control });
  const row = useController({ name: 'source_row', control });
  const due = useController({ name: 'due_on', control });
  const data = prefill.data;
  // Filled once, when the source has been read; what the author types afterwards stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controllers' setters are stable enough; only the data matters
  useEffect(() => {
    if (!data) return;
    title.field.onChange(data.title);
    organization.field.onChange(data.organization_id);
    type.field.onChange(data.source_type);
    id.field.onChange(data.source_id);
    row.field.onChange(data.source_row);
    // An item's due date (a discrepancy's, a measure's deadline) is the event's.
    if (data.due_on) due.field.onChange(data.due_on);
  }, [data]);
  if (record) return record.source_id ? <RecordSource record={record} /> : null;
  if (!raising) return null;
  if (prefill.isError) return <Alert severity="warning">{String(prefill.error.message)}</Alert>;
  return data ? <SourceLine source={data.source} /> : null;
}

function RecordSource({ record }: { record: { id: string } }) {
  const source = useQuery({
    queryKey: ['events', record.id, 'source'],
    queryFn: () => api.get<TRecordSummary | null>(`/events/${record.id}/source/`, { silent: true }),
  });
  return source.data ? <SourceLine source={source.data} /> : null;
}

/** The event's source on its read-only view. */
export function EventSourceDetails({ record }: TRecordSlotProps) {
  return record.source_id ? <RecordSource record={record} /> : null;
}

/** Beside the heading: "overdue" while it is. */
export function OverdueChip({ record }: TRecordSlotProps) {
  const { t } = useTranslation('events');
  return record.overdue === true ? (
    <Chip size="small" color="error" label={t('fields.overdue')} data-testid="overdue-chip" />
  ) : null;
}
