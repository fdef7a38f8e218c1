import { z } from 'zod';
import { ZVersionSchema } from '../common.ts';
import type { TMessageKey } from '../messages.ts';
import type { TRecordModule } from './define.ts';
import {
  defineVersionedList,
  requiredLocalized,
  type TVersionedList,
  type TVersionItem,
  versionItemSchemaOf,
} from './versioned-list.ts';

/**
 * A record's checklist (decision 043): weighted questions in sections, kept as a versioned list of
 * templates; a record names the version it is made with (a reference field) and answers each
 * question compliant, non-compliant or not applicable, with evidence, a comment and photos (files
 * of the record). Its score is the weighted share of compliant answers among those that apply.
 * The module's texts give `checklist.*` (CHECKLIST_TEXTS) and `options.answer.*`.
 */
export const CHECKLIST_ANSWERS = ['compliant', 'non_compliant', 'not_applicable'] as const;
export type TChecklistAnswerValue = (typeof CHECKLIST_ANSWERS)[number];

export const ZChecklistQuestionSchema = z.strictObject({
  /** Kept from version to version, so answers and what is raised from them name the same question. */
  id: z.string().trim().min(1, 'validation.required').max(40, 'validation.too_long'),
  requirement: requiredLocalized(2000),
  reference: z.string().trim().max(300, 'validation.too_long').default(''),
  weight: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.too_small')
    .max(10, 'validation.too_big'),
});
export const ZChecklistSectionSchema = z.strictObject({
  title: requiredLocalized(300),
  questions: z.array(ZChecklistQuestionSchema).min(1, 'validation.required').max(200, 'validation.too_big'),
});
export type TChecklistSection = z.output<typeof ZChecklistSectionSchema>;
export type TChecklistQuestion = z.output<typeof ZChecklistQuestionSchema>;

export const questionsOf = (template: { sections: readonly TChecklistSection[] }): TChecklistQuestion[] =>
  template.sections.flatMap((section) => section.questions);

/** What a checklist template declares: the versioned list it is kept in, and its own error texts. */
export type TChecklistTemplatesOptions = Pick<
  TVersionedList,
  'resource' | 'entityType' | 'writeRoles' | 'tags' | 'supersededError'
> & { duplicateError: TMessageKey };

/** Checklist templates as a versioned list: sections of questions, ids unique within a version. */
export const checklistTemplates = ({ duplicateError, ...options }: TChecklistTemplatesOptions) =>
  defineVersionedList({
    ...options,
    content: {
      sections: z.array(ZChecklistSectionSchema).min(1, 'validation.required').max(50, 'validation.too_big'),
    },
    count: { key: 'questions_count', of: (content) => questionsOf(content as TTemplateContent).length },
    check: (content) => {
      const seen = new Set<string>();
      const sections = (content as TTemplateContent).sections;
      for (const [s, section] of sections.entries())
        for (const [q, question] of section.questions.entries()) {
          if (seen.has(question.id)) return [`sections.${s}.questions.${q}.id`, duplicateError] as const;
          seen.add(question.id);
        }
      return null;
    },
  });
type TTemplateContent = { sections: TChecklistSection[] };

export type TChecklistTemplate = TVersionItem & { sections: TChecklistSection[]; questions_count: number };
export type TChecklistTemplateInput = {
  title: TVersionItem['title'];
  sections: z.input<typeof ZChecklistSectionSchema>[];
};

/** One answered question. */
export const ZChecklistAnswerSchema = z.strictObject({
  answer: z.enum(CHECKLIST_ANSWERS, 'validation.one_of').nullable(),
  evidence: z.string().trim().max(2000, 'validation.too_long').default(''),
  comment: z.string().trim().max(2000, 'validation.too_long').default(''),
  /** Files of the record (its photos) shown with this answer. */
  photo_ids: z.array(z.uuid()).max(20, 'validation.too_big').default([]),
});
export type TChecklistAnswer = z.output<typeof ZChecklistAnswerSchema>;

/**
 * A record module's checklist: `GET|PUT <resource>/<id>/checklist/`. The record's
 * `templateField` names its template version, `scoreField` (computed) keeps the score.
 */
export type TRecordChecklist = {
  parent: TRecordModule;
  templates: TVersionedList;
  templateField: string;
  scoreField: string;
  /** 400 for an answer to a question the record's version has not, a photo not the record's. */
  unknownQuestionError: TMessageKey;
  unknownPhotoError: TMessageKey;
};
export const defineChecklist = (checklist: TRecordChecklist) => checklist;
export const checklistPath = (checklist: TRecordChecklist, id: string) =>
  `${checklist.parent.resource}/${id}/checklist/`;

/** The template version the record was made with, its answers, the score and the reader's right. */
export const checklistSchemaOf = (checklist: TRecordChecklist) =>
  z.object({
    template: versionItemSchemaOf(checklist.templates),
    answers: z.record(z.string(), ZChecklistAnswerSchema),
    score: z.number().nullable(),
    can_answer: z.boolean(),
    version: z.number().int(),
  });
export type TChecklist = {
  template: TChecklistTemplate;
  answers: Record<string, TChecklistAnswer>;
  score: number | null;
  can_answer: boolean;
  version: number;
};
/** PUT: every answer, at the record's version (a question left out loses its answer). */
export const ZChecklistUpdateSchema = z.strictObject({
  version: ZVersionSchema,
  answers: z.record(z.string().max(40), ZChecklistAnswerSchema),
});

/**
 * The weighted share of compliant answers among those that apply, in percent to one decimal;
 * null while nothing applicable is answered.
 */
export function checklistScore(
  questions: readonly TChecklistQuestion[],
  answers: Record<string, { answer: TChecklistAnswerValue | null }>,
) {
  let compliant = 0;
  let applicable = 0;
  for (const question of questions) {
    const answer = answers[question.id]?.answer;
    if (answer !== 'compliant' && answer !== 'non_compliant') continue;
    applicable += question.weight;
    if (answer === 'compliant') compliant += question.weight;
  }
  return applicable === 0 ? null : Math.round((compliant / applicable) * 1000) / 10;
}
