import { EVENT_PLAN_ITEMS, EVENT_PLAN_PART_MODULE, type TEventPlanItem } from '@hse/contracts/event-plans';
import type { TChildItem } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useLanguage } from '../../components/localized';
import { ChildrenPanel } from '../../components/record-module/children-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const NS = EVENT_PLAN_PART_MODULE.key;
/** What an item shows under its title, in this order. */
const DETAILS = ['responsible_id', 'due_on', 'cost', 'description'] as const;

/** The part's last refusal to go to agreement: the empty fields of each item (`items.<id>.<field>`). */
function useMissingFields(recordId: string): Map<string, string[]> | null {
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
    return byItem.size ? byItem : null;
  }, [last]);
}

const missingId = (itemId: string) => `plan-item-missing-${itemId}`;

/**
 * A subsidiary's measures (child records, decision 038): written while the part is a draft or on
 * revision; each becomes an event once the part is agreed. When sending was refused for empty
 * fields, each item says which, and the first of them takes the focus.
 */
export function PlanItemsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation(NS);
  const lang = useLanguage();
  const missing = useMissingFields(record.id);
  const show = (field: string, value: unknown) =>
    displayValue(field, EVENT_PLAN_ITEMS.fields[field] as TField, value, {
      texts: EVENT_PLAN_PART_MODULE.texts,
      lang,
      timeZone: 'UTC',
    });

  useEffect(() => {
    const first = missing && [...missing.keys()][0];
    if (first) document.getElementById(missingId(first))?.focus();
  }, [missing]);

  const body = (child: TChildItem) => {
    const item = child as TEventPlanItem;
    const empty = (missing?.get(item.id) ?? []).filter((field) => {
      const value = item[field];
      return value === null || value === undefined || String(value).trim() === '';
    });
    const value = (field: string) =>
      field === 'responsible_id' ? item.responsible_name : show(field, item[field]);
    return (
      <>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="plan-item-title">
          {item.title}
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
          {DETAILS.filter(
            (field) => item[field] !== null && item[field] !== undefined && item[field] !== '',
          ).map((field) => (
            <Box key={field} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`item.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value(field)}
              </Typography>
            </Box>
          ))}
        </Box>
        {empty.length > 0 && (
          <Alert severity="error" id={missingId(item.id)} tabIndex={-1} data-testid="plan-item-missing">
            {t('items.missing', { fields: empty.map((field) => t(`item.${field}`)).join(', ') })}
          </Alert>
        )}
      </>
    );
  };
  return <ChildrenPanel child={EVENT_PLAN_ITEMS} record={record} refresh={refresh} ns={NS} body={body} />;
}
