import { z } from 'zod';
import { listQuerySchema, patchOf, ZVersionSchema } from './common.ts';
import type { TLanguage } from './constants.ts';
import { VITAL_RULES } from './observations.ts';

export const QUESTIONNAIRE_STATUSES = ['draft', 'published'] as const;
export const ZQuestionnaireStatusSchema = z.enum(QUESTIONNAIRE_STATUSES, { message: 'validation.one_of' });
export type TQuestionnaireStatus = z.infer<typeof ZQuestionnaireStatusSchema>;

/** One right option (`single`) or any set of right options (`multiple`). */
export const QUESTION_KINDS = ['single', 'multiple'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];

/** Roles that write questionnaires and read their results (issue 5 §3: the HSE staff). */
export const QUESTIONNAIRE_STAFF_ROLES = ['admin', 'dotos', 'headdotos'] as const;

export const ZVitalRuleSchema = z.enum(VITAL_RULES, { message: 'validation.one_of' });

/** Limits that keep one questionnaire answerable on a phone and one answer a small row. */
export const QUESTIONNAIRE_LIMITS = { questions: 60, options: 8 } as const;

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
const ZDateSchema = z.iso.date({ message: 'validation.invalid' });

/**
 * A text in other languages than it was written in: a respondent reads the questionnaire in their
 * own language where one is given, else as written. A translation stays while its text does not
 * change (an editor that leaves translations out of a change keeps them).
 */
const translationsOf = (max: number) => z.object({ ru: text(max), kk: text(max), en: text(max) }).partial();
export const ZTranslationsSchema = translationsOf(2000);
export type TTranslations = z.infer<typeof ZTranslationsSchema>;

/** The text in the reader's language: its translation there, or the text as written. */
export const inLanguage = (value: string, translations: TTranslations | undefined, lang: TLanguage) =>
  translations?.[lang]?.trim() || value;

/** An option as the editor sends it; an id keeps its identity across edits, none makes a new one. */
const ZOptionInputSchema = z.object({
  id: z.uuid().optional(),
  text: requiredText(500),
  translations: translationsOf(500).optional(),
  correct: z.boolean().default(false),
});

const ZQuestionInputSchema = z
  .object({
    id: z.uuid().optional(),
    rule: ZVitalRuleSchema,
    kind: z.enum(QUESTION_KINDS, { message: 'validation.one_of' }),
    text: requiredText(1000),
    translations: translationsOf(1000).optional(),
    options: z
      .array(ZOptionInputSchema)
      .min(2, 'questionnaires.options_min')
      .max(QUESTIONNAIRE_LIMITS.options, 'validation.too_big'),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((option) => option.correct).length;
    if (question.kind === 'single' && correct !== 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'questionnaires.one_correct' });
    if (question.kind === 'multiple' && correct === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'questionnaires.some_correct' });
  });
export type TQuestionInput = z.input<typeof ZQuestionInputSchema>;

/** Ids sent twice would make two questions or options one. */
function uniqueIds(value: { questions?: TQuestionInput[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const check = (id: string | undefined, path: (string | number)[]) => {
    if (!id) return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: 'validation.invalid' });
    seen.add(id);
  };
  value.questions?.forEach((question, q) => {
    check(question.id, ['questions', q, 'id']);
    question.options.forEach((option, o) => {
      check(option.id, ['questions', q, 'options', o, 'id']);
    });
  });
}

/** The title's and the description's translations. */
export const ZQuestionnaireTranslationsSchema = z.object({
  title: translationsOf(300).optional(),
  description: translationsOf(2000).optional(),
});
export type TQuestionnaireTranslations = z.infer<typeof ZQuestionnaireTranslationsSchema>;

const questionnaireFields = {
  title: requiredText(300),
  description: text(2000).default(''),
  translations: ZQuestionnaireTranslationsSchema.optional(),
  status: ZQuestionnaireStatusSchema.default('draft'),
  questions: z
    .array(ZQuestionInputSchema)
    .min(1, 'questionnaires.questions_required')
    .max(QUESTIONNAIRE_LIMITS.questions, 'validation.too_big'),
};

export const ZQuestionnaireCreateSchema = z.object(questionnaireFields).superRefine(uniqueIds);
export const ZQuestionnaireUpdateSchema = patchOf(z.object(questionnaireFields))
  .extend({ version: ZVersionSchema })
  .superRefine(uniqueIds);
export type TQuestionnaireCreate = z.input<typeof ZQuestionnaireCreateSchema>;
export type TQuestionnaireUpdate = z.input<typeof ZQuestionnaireUpdateSchema>;

export const ZOptionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  translations: ZTranslationsSchema.optional(),
  correct: z.boolean(),
});
export const ZQuestionSchema = z.object({
  id: z.uuid(),
  rule: ZVitalRuleSchema,
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  translations: ZTranslationsSchema.optional(),
  options: z.array(ZOptionSchema),
});
export type TQuestion = z.infer<typeof ZQuestionSchema>;

/** A questionnaire as its editors read it: with the right answers, texts as written and their translations. */
export const ZQuestionnaireSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  translations: ZQuestionnaireTranslationsSchema,
  status: ZQuestionnaireStatusSchema,
  questions: z.array(ZQuestionSchema),
  answer_count: z.number().int(),
  created_at: z.string(),
  created_by_fio: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaireSchema>;

export const ZQuestionnaireListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZQuestionnaireStatusSchema,
  question_count: z.number().int(),
  answer_count: z.number().int(),
  updated_at: z.string(),
});
export type TQuestionnaireListItem = z.infer<typeof ZQuestionnaireListItemSchema>;

export const QUESTIONNAIRE_ORDERING = ['title', 'status', 'updated_at'] as const;
export const ZQuestionnaireListQuerySchema = listQuerySchema(QUESTIONNAIRE_ORDERING).extend({
  status: ZQuestionnaireStatusSchema.optional(),
});
export type TQuestionnaireListQuery = z.input<typeof ZQuestionnaireListQuerySchema>;

/** What anyone may read of a published questionnaire, in their language: never which options are right. */
export const ZPublicQuestionnaireSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  questions: z.array(
    ZQuestionSchema.omit({ options: true, translations: true }).extend({
      options: z.array(z.object({ id: z.uuid(), text: z.string() })),
    }),
  ),
});
export type TPublicQuestionnaire = z.infer<typeof ZPublicQuestionnaireSchema>;

export const ZPublishedItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  question_count: z.number().int(),
});
export type TPublishedItem = z.infer<typeof ZPublishedItemSchema>;

/**
 * One filled questionnaire. A guest names themself and their organization; a signed-in person is
 * the respondent with their own organization, and these two fields are ignored.
 */
export const ZAnswerCreateSchema = z.object({
  respondent_name: text(200).default(''),
  organization_id: z.uuid('validation.required').optional(),
  answers: z
    .array(
      z.object({
        question_id: z.uuid('validation.invalid'),
        option_ids: z
          .array(z.uuid('validation.invalid'))
          .max(QUESTIONNAIRE_LIMITS.options, 'validation.too_big'),
      }),
    )
    .max(QUESTIONNAIRE_LIMITS.questions, 'validation.too_big'),
});
export type TAnswerCreate = z.input<typeof ZAnswerCreateSchema>;

/** The score, told at once: what the respondent got right and the rules to study again. */
export const ZAnswerResultSchema = z.object({
  id: z.uuid(),
  correct_count: z.number().int(),
  total_count: z.number().int(),
  percent: z.number().int(),
  rules_to_study: z.array(ZVitalRuleSchema),
});
export type TAnswerResult = z.infer<typeof ZAnswerResultSchema>;

export const ZAnswerListItemSchema = z.object({
  id: z.uuid(),
  respondent_name: z.string(),
  is_guest: z.boolean(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  correct_count: z.number().int(),
  total_count: z.number().int(),
  percent: z.number().int(),
  rules_to_study: z.array(ZVitalRuleSchema),
  answered_at: z.string(),
});
export type TAnswerListItem = z.infer<typeof ZAnswerListItemSchema>;

export const ANSWER_ORDERING = ['answered_at', 'percent', 'respondent_name'] as const;
/** Filters of the results, shared by the answers list, the summary and the export. */
export const ZAnswerFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  organization_id: z.uuid().optional(),
  /** Days, both inclusive, of when it was answered (UTC). */
  date_from: ZDateSchema.optional(),
  date_to: ZDateSchema.optional(),
});
export const ZAnswerListQuerySchema = listQuerySchema(ANSWER_ORDERING).extend(ZAnswerFilterSchema.shape);
export type TAnswerListQuery = z.input<typeof ZAnswerListQuerySchema>;

const ZShareSchema = z.object({
  /** Questions answered and answered right. */
  total: z.number().int(),
  correct: z.number().int(),
  /** correct / total in whole percent; 0 when nothing was answered. */
  percent: z.number().int(),
});

export const ZResultsSummarySchema = z.object({
  answers: z.number().int(),
  average_percent: z.number().int(),
  by_organization: z.array(
    ZShareSchema.extend({
      organization_id: z.uuid(),
      organization_name: z.string(),
      answers: z.number().int(),
    }),
  ),
  by_rule: z.array(ZShareSchema.extend({ rule: ZVitalRuleSchema })),
});
export type TResultsSummary = z.infer<typeof ZResultsSummarySchema>;

/** Whether the business-trip questionnaire can work: it needs the ERP's list of travellers. */
export const ZBusinessTripsStatusSchema = z.object({
  connected: z.boolean(),
  /** Why it is unavailable, in the caller's language; null when connected. */
  detail: z.string().nullable(),
});
export type TBusinessTripsStatus = z.infer<typeof ZBusinessTripsStatusSchema>;

/** Whole percent of a share, as every answer and summary shows it. */
export const percentOf = (correct: number, total: number) =>
  total > 0 ? Math.round((correct * 100) / total) : 0;
