import type { TPage } from '@hse/contracts/common';
import { EVENT_PLAN_PART_MODULE_HEAD } from '@hse/contracts/event-plan-module-head';
import { PART_STANDINGS, type TPartStanding } from '@hse/contracts/event-plans';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorDetail } from '../../components/error-detail';
import { formatDate, useLanguage } from '../../components/localized';
import { useOrganizations } from '../../components/organizations-query';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { StatusChip } from '../../components/status-chip';

const PARTS = '/event-plan-parts';

/** How a subsidiary stands in the plan (PART_STANDINGS), the colour of its chip. */
const CHIP_STATUS: Record<TPartStanding, string> = {
  not_started: 'draft',
  draft: 'draft',
  on_agreement: 'on_agreement',
  revision: 'revision',
  approved: 'approved',
  late: 'rejected',
};

export type TPartRow = {
  organizationId: string;
  organization: string;
  part: TRecordListItem | null;
  standing: TPartStanding;
};

/**
 * Every active subsidiary with its part of the plan, if it has one (the reader's scope decides
 * which parts come back): a part never sent after the deadline is late (the server says so), a
 * subsidiary without a part has not started. Ordered by the organization's name.
 */
export function partRows(
  parts: readonly TRecordListItem[],
  subsidiaries: readonly { id: string; name: string }[],
  wholeHolding: boolean,
): TPartRow[] {
  const byOrganization = new Map(parts.map((part) => [part.organization_id, part]));
  const shown = wholeHolding ? subsidiaries : subsidiaries.filter((s) => byOrganization.has(s.id));
  const rows = shown.map((subsidiary) => {
    const part = byOrganization.get(subsidiary.id) ?? null;
    const standing: TPartStanding = !part
      ? 'not_started'
      : part.late === true
        ? 'late'
        : (part.status as TPartStanding);
    return { organizationId: subsidiary.id, organization: subsidiary.name, part, standing };
  });
  // A part of an organization no longer listed (closed since) still shows.
  for (const part of parts)
    if (!shown.some((s) => s.id === part.organization_id))
      rows.push({
        organizationId: part.organization_id,
        organization: part.organization_name ?? '',
        part,
        standing: part.late === true ? 'late' : (part.status as TPartStanding),
      });
  return rows.sort((a, b) => a.organization.localeCompare(b.organization));
}

/** The counts of a plan's rows by standing, in PART_STANDINGS order, those present only. */
export const standingCounts = (rows: readonly TPartRow[]) =>
  PART_STANDINGS.map(
    (standing) => [standing, rows.filter((row) => row.standing === standing).length] as const,
  ).filter(([, count]) => count > 0);

/**
 * The consolidated plan's parts (issue 14 §3): each subsidiary with how its part stands, its
 * measures and the day it was sent, a link to it, and for the holding's HSE staff a "return for
 * revision" of a sent part with a required comment.
 */
export function PlanPartsPanel({ record }: TRecordSlotProps) {
  const { t } = useTranslation('event_plans');
  const lang = useLanguage();
  const client = useQueryClient();
  const organizations = useOrganizations();
  const [returning, setReturning] = useState<TPartRow | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const parts = useQuery({
    queryKey: ['event_plan_parts', 'of', record.id],
    queryFn: () =>
      api.get<TPage<TRecordListItem>>(`${PARTS}/`, {
        params: { plan_id: record.id, page_size: 100, ordering: 'number' },
      }),
  });
  // The holding's HSE staff keep the plan: they see every subsidiary, and return parts.
  const keeps = (record as TRecordItem).can_edit === true;
  const subsidiaries = (organizations.data ?? [])
    .filter((o) => o.kind === 'subsidiary')
    .map((o) => ({ id: o.id, name: o[`name_${lang}`] || o.name_ru }));
  const rows = partRows(parts.data?.results ?? [], subsidiaries, keeps);
  const partLink = (id: string) => EVENT_PLAN_PART_MODULE_HEAD.routes.record.replace(':id', id);

  const returnPart = async () => {
    const part = returning?.part;
    if (!part) return;
    // The part as it is now: its version for the action.
    const current = await api.get<TRecordItem>(`${PARTS}/${part.id}/`);
    await api.post(`${PARTS}/${part.id}/actions/for_revision/`, {
      version: current.version,
      comment: comment.trim(),
    });
    await client.invalidateQueries({ queryKey: ['event_plan_parts'] });
    notify({ type: 'success', message: t('consolidated.returned') });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="plan-parts-title"
      sx={{ p: 2 }}
      data-testid="plan-parts"
    >
      <Typography id="plan-parts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('consolidated.title')}
      </Typography>
      {parts.isError && (
        <Typography color="error">{errorDetail(parts.error, t('consolidated.load_failed'))}</Typography>
      )}
      {parts.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('consolidated.empty')}
        </Typography>
      )}
      {rows.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}
          data-testid="plan-standings"
        >
          {standingCounts(rows).map(([standing, count]) => (
            <StatusChip
              key={standing}
              status={CHIP_STATUS[standing]}
              label={`${t(`standings.${standing}`)}: ${count}`}
            />
          ))}
        </Stack>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.organizationId}
            direction="row"
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
            data-testid="plan-part"
            data-standing={row.standing}
          >
            <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.part ? (
                <Link component={RouterLink} to={partLink(row.part.id)}>
                  {row.organization}
                </Link>
              ) : (
                row.organization
              )}
            </Typography>
            <StatusChip status={CHIP_STATUS[row.standing]} label={t(`standings.${row.standing}`)} />
            {row.part && (
              <Typography variant="body2" color="text.secondary">
                {t('consolidated.items')}: {String(row.part.items_count ?? 0)}
              </Typography>
            )}
            {typeof row.part?.sent_on === 'string' && (
              <Typography variant="body2" color="text.secondary">
                {t('consolidated.sent_on')}: {formatDate(row.part.sent_on, lang)}
              </Typography>
            )}
            {keeps && row.part?.status === 'on_agreement' && (
              <Button
                size="small"
                variant="outlined"
                color="warning"
                aria-label={t('consolidated.return_to', { organization: row.organization })}
                onClick={() => {
                  setComment('');
                  setCommentError(null);
                  setReturning(row);
                }}
                data-testid="plan-part-return"
              >
                {t('consolidated.return')}
              </Button>
            )}
            {keeps && !row.part && record.status === 'in_work' && (
              <Button
                size="small"
                component={RouterLink}
                to={EVENT_PLAN_PART_MODULE_HEAD.routes.create.replace(':id', record.id)}
              >
                {t('consolidated.create_part')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog
        open={returning !== null}
        title={t('consolidated.return_title')}
        text={t('consolidated.return_text', { organization: returning?.organization ?? '' })}
        confirmLabel={t('consolidated.return')}
        color="warning"
        onConfirm={returnPart}
        onClose={() => setReturning(null)}
        describeError={(error) => {
          const text =
            error instanceof ApiError && error.errors?.comment ? error.errors.comment.join(' ') : null;
          setCommentError(text);
          return text ? null : errorDetail(error, t('consolidated.return_failed'));
        }}
      >
        <TextField
          autoFocus
          multiline
          minRows={3}
          required
          label={t('consolidated.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={commentError !== null}
          helperText={commentError}
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'plan-part-comment' } }}
        />
      </ConfirmDialog>
    </Paper>
  );
}
