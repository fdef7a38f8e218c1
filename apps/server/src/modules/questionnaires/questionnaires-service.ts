import type {
  TAnswerCreate,
  TQuestion,
  TQuestionInput,
  TQuestionnaireStatus,
  TQuestionnaireTranslations,
  TTranslations,
} from '@hse/contracts/questionnaires';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, questionnaireAnswers, questionnaires } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { takeRateLimit } from '../../platform/rate-limit.ts';
import { softDeleteVersioned, type TVersionedRows, updateVersioned } from '../../platform/versioned.ts';
import { ANSWERS_TAG } from './answers-repository.ts';
import {
  findQuestionnaire,
  QUESTIONNAIRES_TAG,
  type TQuestionnaireRow,
} from './questionnaires-repository.ts';
import { scoreAnswers, type TScore } from './scoring.ts';

export const QUESTIONNAIRE_ENTITY = 'questionnaire';
export const ANSWER_ENTITY = 'questionnaire_answer';

type TQuestionnaireInput = {
  title: string;
  description: string;
  translations?: TQuestionnaireTranslations;
  status: TQuestionnaireStatus;
  questions: TQuestionInput[];
};

/** Only the languages given: an empty translation is none. */
function given(translations: TTranslations | undefined): TTranslations | undefined {
  const entries = Object.entries(translations ?? {}).filter(([, text]) => text?.trim());
  return entries.length > 0 ? (Object.fromEntries(entries) as TTranslations) : undefined;
}

/**
 * The translations a text keeps: those sent with it, else, while the text is as it was, those it
 * had (an editor that knows nothing of translations does not erase them by saving).
 */
function kept(
  sent: TTranslations | undefined,
  text: string,
  before: { text: string; translations?: TTranslations } | undefined,
): TTranslations | undefined {
  if (sent) return given(sent);
  return before && before.text === text ? given(before.translations) : undefined;
}

/**
 * Questions as stored: a new question or option gets its id here, an edited one keeps its own
 * (and its translations while its text is unchanged).
 */
function withIds(questions: readonly TQuestionInput[], before: readonly TQuestion[] = []): TQuestion[] {
  return questions.map((question) => {
    const old = before.find((q) => q.id === question.id);
    const translations = kept(question.translations, question.text, old);
    return {
      id: question.id ?? newId(),
      rule: question.rule,
      kind: question.kind,
      text: question.text,
      ...(translations ? { translations } : {}),
      options: question.options.map((option) => {
        const oldOption = old?.options.find((o) => o.id === option.id);
        const optionTranslations = kept(option.translations, option.text, oldOption);
        return {
          id: option.id ?? newId(),
          text: option.text,
          ...(optionTranslations ? { translations: optionTranslations } : {}),
          correct: option.correct ?? false,
        };
      }),
    };
  });
}

/** The title's and description's translations, kept as the questions' are. */
function questionnaireTranslations(
  sent: TQuestionnaireTranslations | undefined,
  texts: { title: string; description: string },
  before?: { title: string; description: string; translations: TQuestionnaireTranslations },
): TQuestionnaireTranslations {
  const title = kept(
    sent?.title,
    texts.title,
    before && { text: before.title, translations: before.translations.title },
  );
  const description = kept(
    sent?.description,
    texts.description,
    before && { text: before.description, translations: before.translations.description },
  );
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

export function createQuestionnaire(deps: TDeps, actor: TAuthUser, input: TQuestionnaireInput) {
  return deps.db.transaction(async (tx) => {
    const id = newId();
    await tx.insert(questionnaires).values({
      id,
      title: input.title,
      description: input.description,
      translations: questionnaireTranslations(input.translations, input),
      status: input.status,
      questions: withIds(input.questions),
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await recordHistory(tx, {
      entityType: QUESTIONNAIRE_ENTITY,
      entityId: id,
      action: 'create',
      actorId: actor.id,
    });
    await deps.cache.invalidate(tx, [QUESTIONNAIRES_TAG]);
    return id;
  });
}

const QUESTIONNAIRE_ROWS: TVersionedRows<typeof questionnaires, TQuestionnaireRow> = {
  table: questionnaires,
  entityType: QUESTIONNAIRE_ENTITY,
  lock: (tx, id) => findQuestionnaire(tx, id, true),
};

const QUESTIONNAIRE_FIELDS = {
  title: 'title',
  description: 'description',
  translations: 'translations',
  status: 'status',
  questions: 'questions',
} as const satisfies Record<string, keyof typeof questionnaires.$inferSelect>;

/**
 * Changes what was sent. Answers already given keep their scores: each stored the outcome and
 * rule of every question when it arrived.
 */
export function updateQuestionnaire(
  deps: TDeps,
  actor: TAuthUser,
  id: string,
  patch: Partial<TQuestionnaireInput> & { version: number },
) {
  return deps.db.transaction(async (tx) => {
    const { changes } = await updateVersioned(tx, QUESTIONNAIRE_ROWS, {
      id,
      version: patch.version,
      actor,
      current: (row) => ({
        title: row.title,
        description: row.description,
        translations: row.translations ?? {},
        status: row.status,
        questions: row.questions,
      }),
      wanted: (before) => ({
        title: patch.title,
        description: patch.description,
        translations: questionnaireTranslations(
          patch.translations,
          { title: patch.title ?? before.title, description: patch.description ?? before.description },
          { title: before.title, description: before.description, translations: before.translations ?? {} },
        ),
        status: patch.status,
        questions: patch.questions ? withIds(patch.questions, before.questions) : undefined,
      }),
      columns: QUESTIONNAIRE_FIELDS,
      // The questions are one long document: the history says they changed, not how.
      opaque: ['questions'],
    });
    if (Object.keys(changes).length > 0) await deps.cache.invalidate(tx, [QUESTIONNAIRES_TAG]);
  });
}

/** A questionnaire leaves every list; its answers stay for the history of results. */
export function deleteQuestionnaire(deps: TDeps, actor: TAuthUser, id: string, version: number) {
  return deps.db.transaction(async (tx) => {
    await softDeleteVersioned(tx, QUESTIONNAIRE_ROWS, { id, version, actor });
    await deps.cache.invalidate(tx, [QUESTIONNAIRES_TAG]);
  });
}

/** Who answers: a signed-in person as themself, a guest as they name themself. */
async function respondentOf(tx: DbOrTx, user: TAuthUser | null, input: TAnswerCreate) {
  if (user)
    return { respondentId: user.id, name: user.fio, organizationId: user.organizationId, isGuest: false };
  const errors: Record<string, ('validation.required' | 'errors.organization_unknown')[]> = {};
  const name = (input.respondent_name ?? '').trim();
  if (!name) errors.respondent_name = ['validation.required'];
  if (!input.organization_id) errors.organization_id = ['validation.required'];
  else {
    const [org] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, input.organization_id), isNull(organizations.deletedAt)));
    if (!org) errors.organization_id = ['errors.organization_unknown'];
  }
  if (Object.keys(errors).length > 0) throw new AppError(400, 'errors.bad_request', {}, errors);
  return { respondentId: null, name, organizationId: input.organization_id as string, isGuest: true };
}

/**
 * Records and scores one answer to a published questionnaire. A guest's answer counts against the
 * per-address limit of public submissions; the count, the checks and the write share one
 * transaction, so a refused answer neither counts nor changes anything.
 */
export function answerQuestionnaire(
  deps: TDeps,
  request: FastifyRequest,
  questionnaireId: string,
  input: TAnswerCreate,
): Promise<{ id: string; score: TScore }> {
  const user = request.user;
  return deps.db.transaction(async (tx) => {
    const questionnaire = await findQuestionnaire(tx, questionnaireId);
    if (questionnaire?.status !== 'published') throw notFound();
    // Signed-in people are known and accountable; a plant's staff often share one address.
    if (!user)
      await takeRateLimit(tx, request, {
        bucket: 'questionnaire_answer',
        limit: deps.config.PUBLIC_SUBMISSIONS_PER_HOUR,
        windowMs: 3_600_000,
      });
    const respondent = await respondentOf(tx, user, input);
    const scored = scoreAnswers(questionnaire.questions, input.answers);
    if ('errors' in scored) throw new AppError(400, 'errors.bad_request', {}, scored.errors);
    const { score } = scored;
    const id = newId();
    await tx.insert(questionnaireAnswers).values({
      id,
      questionnaireId,
      organizationId: respondent.organizationId,
      respondentId: respondent.respondentId,
      respondentName: respondent.name,
      isGuest: respondent.isGuest,
      answers: score.answers,
      correctCount: score.correctCount,
      totalCount: score.totalCount,
      percent: score.percent,
      rulesToStudy: score.rulesToStudy,
      createdBy: respondent.respondentId,
      updatedBy: respondent.respondentId,
    });
    await recordHistory(tx, {
      entityType: ANSWER_ENTITY,
      entityId: id,
      action: 'create',
      actorId: respondent.respondentId,
    });
    await deps.cache.invalidate(tx, [ANSWERS_TAG]);
    return { id, score };
  });
}
