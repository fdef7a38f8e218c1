import { z } from 'zod';
import { COMMITMENT_MODULE_HEAD } from './commitment-module-head.ts';
import { COMMITMENT_TEXTS } from './commitment-texts.ts';
import { defineChildModule, type TChildItem } from './record-module/children.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import type { TWorkflow } from './workflow.ts';

export const COMMITMENT_KINDS = ['site_visit', 'observation', 'safety_talk', 'meeting', 'other'] as const;
export type TCommitmentKind = (typeof COMMITMENT_KINDS)[number];
/** A commitment is counted by quarters of its year (decision 053). */
export const COMMITMENT_PERIODS = ['q1', 'q2', 'q3', 'q4'] as const;
export type TCommitmentPeriod = (typeof COMMITMENT_PERIODS)[number];
export const COMMITMENT_STATUSES = ['draft', 'on_approval', 'revision', 'approved'] as const;
export type TCommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

/**
 * Brief §6: the manager drafts their commitment and sends it to the manager they named as its
 * approver (`assignee`), who approves it or returns it with a comment; once approved it is
 * filled quarter by quarter (its fillings) and no longer changes.
 */
export const COMMITMENT_WORKFLOW: TWorkflow<TCommitmentStatus> = {
  initial: 'draft',
  states: COMMITMENT_STATUSES,
  actions: {
    send_for_approval: { from: ['draft', 'revision'], to: 'on_approval', who: ['author'] },
    approve: { from: ['on_approval'], to: 'approved', who: ['assignee'] },
    for_revision: { from: ['on_approval'], to: 'revision', who: ['assignee'], commentRequired: true },
  },
  editable: { draft: ['author'], revision: ['author'] },
  deletable: { draft: ['author'] },
};

/** The shares fulfilled, set by the server: shown on the list and by the reports' panel, not edited. */
const PERCENT_FIELDS = {
  q1_percent: fields.percent({ computed: true }),
  q2_percent: fields.percent({ computed: true }),
  q3_percent: fields.percent({ computed: true }),
  q4_percent: fields.percent({ computed: true }),
  current_percent: fields.percent({ computed: true }),
  year_percent: fields.percent({ computed: true }),
};

export const COMMITMENT_MODULE = defineRecordModule({
  ...COMMITMENT_MODULE_HEAD,
  // The whole wording; the head carries only what the shell shows.
  texts: COMMITMENT_TEXTS,
  entityType: 'commitment',
  resource: '/api/commitments',
  numberPrefix: 'COM',
  fields: {
    organization_id: fields.organization({ required: true }),
    year: fields.integer({ required: true, min: 2000, max: 2100, plain: true }),
    position: fields.text({ max: 200 }),
    approver_id: fields.person({ required: true }),
    items: fields.rows(
      {
        kind: fields.choice(COMMITMENT_KINDS, { required: true }),
        description: fields.text({ max: 300 }),
        target: fields.integer({ required: true, min: 1, max: 1000 }),
      },
      { required: true, max: 20 },
    ),
    ...PERCENT_FIELDS,
  },
  organizationField: 'organization_id',
  yearField: 'year',
  sections: [
    { key: 'general', fields: ['organization_id', 'year', 'position', 'approver_id'] },
    { key: 'items', fields: ['items'] },
  ],
  list: {
    columns: [
      'number',
      'year',
      'created_by_fio',
      'organization_id',
      'approver_id',
      'current_percent',
      'year_percent',
      'status',
    ],
    narrowHidden: ['organization_id', 'approver_id', 'number'],
    filters: ['organization_id', 'year', 'approver_id', 'status'],
    search: ['position'],
    ordering: ['year', 'number', 'status', 'created_at'],
    defaultOrdering: '-year',
  },
  workflow: COMMITMENT_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
});

// ---- Fillings: what was done in a quarter, one per quarter, by the author (decision 053) -------

export const COMMITMENT_FILLINGS = defineChildModule({
  key: 'fillings',
  item: 'filling',
  parent: COMMITMENT_MODULE,
  fields: {
    period: fields.choice(COMMITMENT_PERIODS, { required: true }),
    /** What was done for each item of the commitment, in its order. */
    counts: fields.rows(
      { done: fields.integer({ required: true, max: 10_000 }) },
      { required: true, max: 20 },
    ),
    comment: fields.longText({ max: 4000 }),
    /** Files of the commitment that show it (attached through `evidence/`). */
    evidence: fields.rows({ file_id: fields.file({ required: true }) }, { max: 20 }),
  },
  fixed: ['period'],
  sections: [
    {
      key: 'filling',
      fields: ['counts', 'comment', 'evidence'],
      flag: 'can_edit',
      writers: { approved: ['author'] },
    },
  ],
  label: 'period',
});
export type TCommitmentFilling = TChildItem & {
  period: TCommitmentPeriod;
  counts: { done: number }[];
  comment: string | null;
  evidence: { file_id: string }[];
  can_edit: boolean;
};

// ---- The share fulfilled: computed by the server, previewed by the filling page ---------------

export type TCommitmentItem = { kind: TCommitmentKind; description?: string | null; target: number };

/** Σ min(done, target) / Σ target of a quarter, in per cent to a tenth; null without targets. */
export function periodPercent(items: readonly { target: number }[], counts: readonly { done: number }[]) {
  const total = items.reduce((sum, item) => sum + item.target, 0);
  if (total <= 0) return null;
  const done = items.reduce((sum, item, i) => sum + Math.min(counts[i]?.done ?? 0, item.target), 0);
  return Math.round((done / total) * 1000) / 10;
}

/** The quarter a day falls in. */
export const periodOf = (day: Date): TCommitmentPeriod =>
  COMMITMENT_PERIODS[Math.floor(day.getUTCMonth() / 3)] as TCommitmentPeriod;

/** The quarters of `year` that have begun by `today`: all four of a past year, none of a future one. */
export function periodsBegun(year: number, today: Date): TCommitmentPeriod[] {
  const now = today.getUTCFullYear();
  if (year < now) return [...COMMITMENT_PERIODS];
  if (year > now) return [];
  return COMMITMENT_PERIODS.slice(0, COMMITMENT_PERIODS.indexOf(periodOf(today)) + 1);
}

export type TPeriodPercents = Partial<Record<TCommitmentPeriod, number | null>>;

/**
 * The current quarter's share (the year's last begun quarter) and the year's to date: the same
 * sum over every begun quarter, a quarter not reported counting as nothing done. Each quarter has
 * the same targets, so the year's share is the mean of its quarters'.
 */
export function commitmentProgress(year: number, percents: TPeriodPercents, today: Date) {
  const begun = periodsBegun(year, today);
  const last = begun.at(-1);
  if (!last) return { period: null, current: null, year: null };
  const sum = begun.reduce((total, period) => total + (percents[period] ?? 0), 0);
  return {
    period: last,
    current: percents[last] ?? 0,
    year: Math.round((sum / begun.length) * 10) / 10,
  };
}

/** `GET /api/commitments/mine/`: the caller's commitment of this year, for the home page. */
export const ZMyCommitmentSchema = z.object({
  commitment: z
    .object({
      id: z.uuid(),
      number: z.string(),
      year: z.number().int(),
      status: z.enum(COMMITMENT_STATUSES),
      period: z.enum(COMMITMENT_PERIODS).nullable(),
      current_percent: z.number().nullable(),
      year_percent: z.number().nullable(),
    })
    .nullable(),
});
export type TMyCommitment = z.infer<typeof ZMyCommitmentSchema>;

/** `POST /api/commitments/:id/evidence/` (multipart `file`): the files attached, for a report to name. */
export const ZEvidenceFilesSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));
export type TEvidenceFile = z.infer<typeof ZEvidenceFilesSchema>[number];
