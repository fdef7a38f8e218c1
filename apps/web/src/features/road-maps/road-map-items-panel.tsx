import type { TChildItem } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { ROAD_MAP_ITEMS, ROAD_MAP_MODULE, type TRoadMapItem } from '@hse/contracts/road-maps';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useLanguage } from '../../components/localized';
import { ChildrenPanel } from '../../components/record-module/children-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const NS = ROAD_MAP_MODULE.key;
/** The figures an item shows under its name, in this order. */
const FIGURES = ['count', 'fact', 'percent', 'budget', 'needed_funding', 'due_on'] as const;
const DETAILS = ['work_type', 'responsible', 'finish_form', 'risk', 'comment'] as const;

/** The map's last refusal to go to agreement: the empty fields of each item (`items.<id>.<field>`). */
function useMissingFields(recordId: string): { at: number; byItem: Map<string, string[]> } | null {
  const attempts = useMutationState({
    filters: {
      predicate: (mutation) => {
        const input = mutation.state.variables as { record?: { id: string }; action?: string } | undefined;
        return input?.action === 'send_to_agreement' && input.record?.id === recordId;
      },
    },
    select: (mutation) => ({ at: mutation.state.submittedAt, error: mutation.state.error }),
  });
  const last = attempts.reduce<(typeof attempts)[number] | null>(
    (latest, attempt) => (!latest || attempt.at > latest.at ? attempt : latest),
    null,
  );
  return useMemo(() => {
    if (!last || !(last.error instanceof ApiError) || !last.error.errors) return null;
    const byItem = new Map<string, string[]>();
    for (const key of Object.keys(last.error.errors)) {
      const [head, id, field] = key.split('.');
      if (head !== 'items' || !id || !field) continue;
      byItem.set(id, [...(byItem.get(id) ?? []), field]);
    }
    return byItem.size ? { at: last.at, byItem } : null;
  }, [last]);
}

const missingId = (itemId: string) => `road-map-item-missing-${itemId}`;

/**
 * A road map's items (child records): written by the subsidiary while a draft or on revision,
 * their progress reported through the year once approved. When the map was refused for empty
 * fields, each item says which of its fields are empty and the first of them takes the focus.
 */
export function RoadMapItemsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation(NS);
  const lang = useLanguage();
  const year = String(record.year ?? '');
  const missing = useMissingFields(record.id);
  const label = (field: string) => t(`item.${field}`, { year });
  const show = (field: string, value: unknown) =>
    displayValue(field, ROAD_MAP_ITEMS.fields[field] as TField, value, {
      texts: ROAD_MAP_MODULE.texts,
      lang,
      timeZone: 'UTC',
    });

  // A new refusal: the first item it names takes the focus, its empty fields beside it.
  useEffect(() => {
    const first = missing && [...missing.byItem.keys()][0];
    if (first) document.getElementById(missingId(first))?.focus();
  }, [missing]);

  const chips = (child: TChildItem) => {
    const item = child as TRoadMapItem;
    return (
      <>
        <Chip size="small" variant="outlined" label={t(`options.category.${item.category}`)} />
        {item.event_number && <Chip size="small" variant="outlined" label={`№ ${item.event_number}`} />}
      </>
    );
  };
  const body = (child: TChildItem) => {
    const item = child as TRoadMapItem;
    // Fields still empty since the refusal (those filled in since drop out).
    const empty = (missing?.byItem.get(item.id) ?? []).filter((field) => {
      const value = item[field];
      return value === null || value === undefined || String(value).trim() === '';
    });
    const row = (fields: readonly string[]) =>
      fields
        .filter((field) => item[field] !== null && item[field] !== undefined && item[field] !== '')
        .map((field) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label(field)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {show(field, item[field])}
            </Typography>
          </Box>
        ));
    return (
      <>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="road-map-item-name">
          {item.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
          }}
        >
          {row(FIGURES)}
          {row(DETAILS)}
        </Box>
        {empty.length > 0 && (
          <Alert severity="error" id={missingId(item.id)} tabIndex={-1} data-testid="road-map-item-missing">
            {t('items.missing', { fields: empty.map(label).join(', ') })}
          </Alert>
        )}
      </>
    );
  };
  return (
    <ChildrenPanel
      child={ROAD_MAP_ITEMS}
      record={record}
      refresh={refresh}
      ns={NS}
      chips={chips}
      body={body}
    />
  );
}
