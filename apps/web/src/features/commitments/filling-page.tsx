import {
  COMMITMENT_FILLINGS,
  COMMITMENT_MODULE,
  periodPercent,
  periodsBegun,
  type TCommitmentFilling,
  type TCommitmentItem,
  type TCommitmentPeriod,
} from '@hse/contracts/commitments';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { ATTACHMENT_ACCEPT } from '@hse/contracts/records';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './page-texts';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorDetail, isConflict } from '../../components/error-detail';
import { ServerErrorAlert, type TServerError } from '../../components/form/server-error-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { useChildren, useSaveChild } from '../../components/record-module/children-queries';
import { recordHref } from '../../components/record-module/record-module';
import { useAttachEvidence, useCommitment, useReportSaved } from './commitment-queries';
import { usePercentText } from './fillings-panel';

type TDraft = { counts: string[]; comment: string; evidence: { id: string; name: string }[] };

const emptyDraft = (items: readonly TCommitmentItem[]): TDraft => ({
  counts: items.map(() => ''),
  comment: '',
  evidence: [],
});

/** A count as typed: a whole number from 0, else null (the field says what is wrong). */
const countOf = (typed: string): number | null => (/^\d{1,5}$/.test(typed.trim()) ? Number(typed) : null);

/**
 * `/commitment-filling/:id` (spec §2): the author of an approved commitment reports a quarter —
 * what was done for each item, a comment, evidence files — and sees its share as they type.
 */
export default function CommitmentFillingPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(COMMITMENT_MODULE.key);
  const { data: record, isLoading } = useCommitment(id);
  if (isLoading || !record) return <PageLoader />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <PageHeader
        title={`${t('titles.filling')} ${record.number}`}
        back={{ to: recordHref(COMMITMENT_MODULE, record.id), label: t('filling_page.back') }}
      />
      {record.status !== 'approved' ? (
        <Alert severity="info">{t('filling_page.not_approved')}</Alert>
      ) : (
        <FillingForm record={record} key={record.id} />
      )}
    </Stack>
  );
}

function FillingForm({ record }: { record: TRecordItem }) {
  const { t } = useTranslation(COMMITMENT_MODULE.key);
  const percentText = usePercentText();
  const items = record.items as TCommitmentItem[];
  const begun = periodsBegun(Number(record.year), new Date());
  const [period, setPeriod] = useState<TCommitmentPeriod | ''>(begun.at(-1) ?? '');
  const { data: list } = useChildren(COMMITMENT_FILLINGS, record.id);
  const fillings = (list?.results ?? []) as TCommitmentFilling[];
  const existing = fillings.find((filling) => filling.period === period);
  const [draft, setDraft] = useState<TDraft>(() => emptyDraft(items));
  const [error, setError] = useState<TServerError | null>(null);
  const [saved, setSaved] = useState(false);
  const [touched, setTouched] = useState(false);
  const saveReport = useReportSaved(record);
  const save = useSaveChild(COMMITMENT_FILLINGS, record.id, saveReport);
  const attach = useAttachEvidence(record.id);
  const files = useEvidenceNames(record.id, (existing?.evidence.length ?? 0) > 0);
  const commentId = useId();

  // Another quarter, or the report read again: the form shows what it holds.
  useEffect(() => {
    setDraft(
      existing
        ? {
            counts: items.map((_, i) => String(existing.counts[i]?.done ?? 0)),
            comment: existing.comment ?? '',
            evidence: existing.evidence.map((e) => ({ id: e.file_id, name: '' })),
          }
        : emptyDraft(items),
    );
    setTouched(false);
  }, [existing, items]);

  if (list && !list.can_add && !existing?.can_edit)
    return <Alert severity="info">{t('filling_page.not_author')}</Alert>;

  const counts = draft.counts.map(countOf);
  const valid = counts.every((count) => count !== null);
  const preview = valid
    ? periodPercent(
        items,
        counts.map((done) => ({ done: done ?? 0 })),
      )
    : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setError(null);
    try {
      const added = await attach.mutateAsync(chosen);
      setDraft((d) => ({ ...d, evidence: [...d.evidence, ...added] }));
    } catch (failure) {
      setError({ text: errorDetail(failure, t('filling_page.attach')), conflict: false });
    }
  };

  const submit = async () => {
    setTouched(true);
    setSaved(false);
    if (!valid || !period) return;
    setError(null);
    const body = {
      counts: counts.map((done) => ({ done })),
      comment: draft.comment.trim() || null,
      evidence: draft.evidence.map((file) => ({ file_id: file.id })),
    };
    try {
      await save.mutateAsync(
        existing
          ? { id: existing.id, body: { version: existing.version, ...body } }
          : { body: { period, ...body } },
      );
      setSaved(true);
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.values(failure.errors ?? {}).flat() : [];
      setError({
        text: [errorDetail(failure, ''), ...fields].filter(Boolean).join('. '),
        conflict: isConflict(failure),
      });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ServerErrorAlert
          error={error}
          reloadLabel={t('filling_page.back')}
          onReload={saveReport}
          testId="filling-error"
        />
        {saved && (
          <Alert severity="success" role="status" data-testid="filling-saved">
            {t('filling_page.saved')}
          </Alert>
        )}
        <TextField
          select
          label={t('filling_page.choose_period')}
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as TCommitmentPeriod);
            setSaved(false);
            setError(null);
          }}
          sx={{ maxWidth: 320 }}
          data-testid="filling-period"
        >
          {begun.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`options.period.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        {items.map((item, i) => {
          const wrong = touched && counts[i] === null;
          return (
            // An approved commitment's items never change: their order is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack key={i} spacing={0.5}>
              <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {t(`options.kind.${item.kind}`)}
                {item.description ? `: ${item.description}` : ''}
              </Typography>
              <TextField
                label={t('filling_page.done_of', { target: item.target })}
                value={draft.counts[i] ?? ''}
                onChange={(event) =>
                  setDraft((d) => ({
                    ...d,
                    counts: d.counts.map((c, k) => (k === i ? event.target.value : c)),
                  }))
                }
                required
                error={wrong}
                helperText={wrong ? t('filling_page.count_hint') : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `filling-count-${i}` } }}
                sx={{ maxWidth: 320 }}
              />
            </Stack>
          );
        })}
        <Typography role="status" data-testid="filling-percent">
          {t('filling_page.percent', { percent: percentText(preview) })}
        </Typography>
        <TextField
          id={commentId}
          label={t('filling.comment')}
          value={draft.comment}
          onChange={(event) => setDraft((d) => ({ ...d, comment: event.target.value }))}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'filling-comment' } }}
        />
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h2">
            {t('filling.evidence')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="filling-evidence">
            {draft.evidence.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('filling_page.no_files')}
              </Typography>
            )}
            {draft.evidence.map((file) => {
              const name = file.name || files[file.id] || '…';
              return (
                <Chip
                  key={file.id}
                  label={name}
                  onDelete={() =>
                    setDraft((d) => ({ ...d, evidence: d.evidence.filter((e) => e.id !== file.id) }))
                  }
                  deleteIcon={
                    <CancelIcon aria-label={t('filling_page.remove_file', { name })} role="button" />
                  }
                />
              );
            })}
          </Stack>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AttachFileIcon />}
            loading={attach.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('filling_page.attach')}
            <input
              hidden
              multiple
              type="file"
              accept={ATTACHMENT_ACCEPT}
              data-testid="filling-evidence-input"
              onChange={(event) => void pick(event)}
            />
          </Button>
        </Stack>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('filling_page.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The names of the commitment's files, for the evidence a saved report names. */
function useEvidenceNames(id: string, wanted: boolean): Record<string, string> {
  const { data } = useQuery({
    queryKey: [COMMITMENT_MODULE.key, 'detail', id, 'files'] as const,
    queryFn: () => api.get<{ id: string; name: string }[]>(`/commitments/${id}/files/`),
    enabled: wanted,
  });
  return Object.fromEntries((data ?? []).map((file) => [file.id, file.name]));
}
