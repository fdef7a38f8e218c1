import {
  ALL_FORMS_DEFAULT_FORM,
  type TAllFormsAnalytics,
  type TBreakdownItem,
  type TSurveyAnalytics,
} from '@hse/contracts/analytics/index';
import type { TLocalizedText } from '@hse/contracts/common';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition, TFormFieldSpec } from '@hse/contracts/forms/definition';
import { sql } from 'drizzle-orm';
import { fieldError } from '../../platform/errors.ts';
import { childrenOf, monthStart, round, rowsOf, type TAnalyticsContext, uuids } from './context.ts';
import {
  filersOf,
  formDrill,
  formRows,
  missingPeriods,
  periodKindOf,
  periodLabel,
  sumOf,
} from './form-figures.ts';
import { rowSets } from './main-indicators.ts';

type TQuestion = { id: string; text: string; translations?: Partial<TLocalizedText> };
const localized = (value: string, translations: Partial<TLocalizedText> | undefined): TLocalizedText => ({
  ru: translations?.ru?.trim() || value,
  kk: translations?.kk?.trim() || value,
  en: translations?.en?.trim() || value,
});

/** The vital-rules questionnaires' answers of the period: participation, results by organization and question. */
export async function survey(ctx: TAnalyticsContext, questionnaireId?: string): Promise<TSurveyAnalytics> {
  const where = sql`a.deleted_at is null and a.organization_id = any(${uuids(ctx.orgIds)})
    and a.answered_at >= ${monthStart(ctx.from).toISOString()}::timestamptz
    and a.answered_at < ${monthStart(ctx.to + 1).toISOString()}::timestamptz
    ${questionnaireId ? sql`and a.questionnaire_id = ${questionnaireId}` : sql``}`;
  const [questionnaires, answers, questions] = await Promise.all([
    rowsOf<{ id: string; title: string; translations: { title?: Partial<TLocalizedText> }; n: number }>(
      ctx.deps.db,
      sql`select q.id, q.title, q.translations, (select count(*)::int from questionnaire_answers a
          where a.questionnaire_id = q.id and ${where}) as n
        from questionnaires q where q.deleted_at is null order by q.created_at`,
    ),
    rowsOf<{ organization_id: string; n: number; respondents: number; guests: number; percent_sum: number }>(
      ctx.deps.db,
      sql`select a.organization_id, count(*)::int as n,
          count(distinct coalesce(a.respondent_id::text, a.respondent_name))::int as respondents,
          count(*) filter (where a.is_guest)::int as guests, sum(a.percent)::float8 as percent_sum
        from questionnaire_answers a where ${where} group by 1`,
    ),
    rowsOf<{
      questionnaire_id: string;
      question_id: string;
      n: number;
      correct: number;
      questions: TQuestion[];
    }>(
      ctx.deps.db,
      // Counted first, the questionnaire's questions joined to the counts: carried through the
      // grouping they were compared once per answer (100 ms for 150 answers of one questionnaire).
      sql`select c.questionnaire_id, c.question_id, c.n, c.correct, q.questions
        from (select a.questionnaire_id, x.question_id, count(*)::int as n,
            count(*) filter (where x.correct)::int as correct
          from questionnaire_answers a
          cross join lateral jsonb_to_recordset(a.answers) as x(question_id text, correct boolean)
          where ${where} group by 1, 2) c
        join questionnaires q on q.id = c.questionnaire_id`,
    ),
  ]);
  const total = (k: 'n' | 'respondents' | 'guests' | 'percent_sum') =>
    answers.reduce((n, r) => n + Number(r[k]), 0);
  const children = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...children]);
  const byQuestion = questions.map((q) => {
    const question = (Array.isArray(q.questions) ? q.questions : []).find((x) => x.id === q.question_id);
    return {
      questionnaire_id: q.questionnaire_id,
      question_id: q.question_id,
      text: localized(question?.text ?? q.question_id, question?.translations),
      answers: Number(q.n),
      correct: Number(q.correct),
      correct_percent: Number(q.n) > 0 ? round((Number(q.correct) * 100) / Number(q.n), 1) : null,
    };
  });
  return {
    filter: ctx.applied,
    questionnaires: questionnaires.map((q) => ({
      id: q.id,
      title: localized(q.title, q.translations?.title),
      answers: Number(q.n),
    })),
    participation: {
      answers: total('n'),
      respondents: total('respondents'),
      guests: total('guests'),
      average_percent: total('n') > 0 ? round(total('percent_sum') / total('n'), 1) : null,
    },
    by_organization: children.map((c) => {
      const own = answers.filter((a) => sets.get(c.id)?.has(a.organization_id));
      const n = own.reduce((s, a) => s + Number(a.n), 0);
      return {
        organization_id: c.id,
        organization_name: c.name,
        kind: c.kind,
        answers: n,
        average_percent: n > 0 ? round(own.reduce((s, a) => s + Number(a.percent_sum), 0) / n, 1) : null,
      };
    }),
    by_question: byQuestion,
    weakest: [...byQuestion]
      .filter((q) => q.correct_percent !== null)
      .sort((a, b) => (a.correct_percent ?? 0) - (b.correct_percent ?? 0))
      .slice(0, 5),
  };
}

/** The numeric fields of a form: scalars by key, tables' columns as their totals (`table.column`). */
export function numericFields(definition: TFormDefinition) {
  const numeric = (f: TFormFieldSpec) =>
    f.kind === 'number' || f.kind === 'integer' || f.kind === 'computed' || f.kind === 'money';
  const out: { key: string; label: TLocalizedText; unit: TLocalizedText | null }[] = [];
  for (const section of definition.sections) {
    for (const f of section.fields)
      if (numeric(f)) out.push({ key: f.key, label: f.label, unit: ('unit' in f && f.unit) || null });
    for (const table of section.tables)
      for (const c of table.columns)
        if (numeric(c))
          out.push({
            key: `${table.key}.${c.key}`,
            label: {
              ru: `${table.label.ru}: ${c.label.ru}`,
              kk: `${table.label.kk}: ${c.label.kk}`,
              en: `${table.label.en}: ${c.label.en}`,
            },
            unit: ('unit' in c && c.unit) || null,
          });
  }
  return out;
}

/**
 * Any numeric field of any form, by organization and by the form's period. Without a field asked
 * for, the form's first numeric field: an empty page until a choice was made told a reader
 * nothing (docs/decisions/095).
 */
export async function allForms(
  ctx: TAnalyticsContext,
  code: string = ALL_FORMS_DEFAULT_FORM,
  asked: string | undefined = undefined,
): Promise<TAllFormsAnalytics> {
  const definition = formDefinition(code);
  if (!definition) throw fieldError('form_code', 'validation.one_of');
  const fields = numericFields(definition);
  if (asked !== undefined && !fields.some((f) => f.key === asked))
    throw fieldError('field', 'validation.one_of');
  const field = asked ?? fields[0]?.key;
  const rows = await formRows(ctx.deps.db, code, field ? { value: field } : {}, ctx.orgIds, ctx.from, ctx.to);
  const kind = periodKindOf(code);
  const children = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...children]);
  const periods = new Map<string, number>();
  for (const r of rows) {
    const label = periodLabel(kind, r.year, r.period);
    periods.set(label, (periods.get(label) ?? 0) + (r.values.value ?? 0));
  }
  const byPeriod: TBreakdownItem[] = [...periods.keys()].sort().map((label) => ({
    key: label,
    label: null,
    value: round(periods.get(label) ?? 0),
    drill: null,
  }));
  return {
    filter: ctx.applied,
    form_code: code,
    fields,
    field: field ?? null,
    total: field ? round(sumOf(rows, 'value')) : null,
    submissions: { value: rows.length, drill: formDrill(code, ctx.org.id, ctx.from, ctx.to) },
    by_organization: field
      ? children.map((c) => ({
          key: c.id,
          label: c.name,
          value: round(sumOf(rows, 'value', sets.get(c.id))),
          drill: formDrill(code, c.id, ctx.from, ctx.to),
        }))
      : [],
    by_period: field ? byPeriod : [],
    missing_periods: missingPeriods(code, rows, filersOf(ctx), ctx.from, ctx.to),
  };
}
