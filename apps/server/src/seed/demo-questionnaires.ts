import type { TQuestion } from '@hse/contracts/questionnaires';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  history,
  organizations,
  questionnaireAnswers,
  questionnaires,
  type TStoredAnswer,
  users,
} from '../db/schema/index.ts';
import { scoreAnswers } from '../modules/questionnaires/scoring.ts';
import { newId } from '../platform/ids.ts';
import { formatFio } from '../platform/tokens.ts';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './demo-people.ts';
import { DEMO_QUESTIONNAIRE, DEMO_QUESTIONS } from './demo-questionnaire-texts.ts';
import { random, type TRandom } from './demo-random.ts';

const DAY = 86_400_000;
const ANSWERS = 150;
/** The share of answers from people who did not sign in: contractors and visitors at the gate. */
const GUEST_SHARE = 0.35;

/** The demo questions with ids, their right options marked by the `+` of the texts. */
function demoQuestions(): TQuestion[] {
  return DEMO_QUESTIONS.map((q) => ({
    id: newId(),
    rule: q.rule,
    kind: q.kind,
    text: q.text,
    translations: { kk: q.kk.text, en: q.en.text },
    options: q.options.map((text, i) => ({
      id: newId(),
      text: text.replace(/^\+/, ''),
      translations: { kk: q.kk.options[i] ?? '', en: q.en.options[i] ?? '' },
      correct: text.startsWith('+'),
    })),
  }));
}

/** A choice that is right with the question's share, nudged by the respondent's own skill. */
function choose(rng: TRandom, question: TQuestion, share: number, skill: number): string[] {
  const right = question.options.filter((o) => o.correct).map((o) => o.id);
  const wrong = question.options.filter((o) => !o.correct).map((o) => o.id);
  if (rng.next() < Math.min(0.97, share + skill)) return right;
  if (question.kind === 'single') return [rng.pick(wrong)];
  // The usual slips: one right option missed, or a wrong one added.
  if (right.length > 1 && rng.next() < 0.6) {
    const missed = rng.pick(right);
    return right.filter((id) => id !== missed);
  }
  return [...right, rng.pick(wrong)];
}

/**
 * One published vital-rules questionnaire and about 150 answers over the past year, from the demo
 * subsidiaries' staff and from guests naming a subsidiary or division, scored as the server scores.
 */
export async function seedDemoQuestionnaires(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(questionnaires);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'dotos'));
  if ((existing?.n ?? 0) > 0 || !author) return false;

  const orgs = await db.select({ id: organizations.id, kind: organizations.kind }).from(organizations);
  const local = orgs.filter((o) => o.kind !== 'holding');
  const staff = (await db.select().from(users)).filter(
    (u) => u.isActive && local.some((o) => o.id === u.organizationId),
  );
  if (local.length === 0 || staff.length === 0) return false;

  const rng = random(20_261_205);
  const questions = demoQuestions();
  const questionnaireId = newId();
  const created = new Date(now.getTime() - 380 * DAY);
  const answers: (typeof questionnaireAnswers.$inferInsert)[] = [];
  for (let i = 0; i < ANSWERS; i++) {
    const guest = rng.next() < GUEST_SHARE;
    const person = guest ? null : rng.pick(staff);
    const name = person
      ? formatFio(person)
      : `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)} ${rng.pick(MIDDLE_NAMES)}`;
    const skill = (rng.next() - 0.5) * 0.3;
    const given = questions.map((question, q) => ({
      question_id: question.id,
      option_ids: choose(rng, question, DEMO_QUESTIONS[q]?.rightShare ?? 0.7, skill),
    }));
    const scored = scoreAnswers(questions, given);
    if (!('score' in scored)) throw new Error('A demo answer does not fit its questionnaire');
    // Spread over the past year, working hours in UTC+5.
    const day = Math.floor(now.getTime() / DAY) - rng.int(1, 360);
    const answeredAt = new Date(day * DAY + rng.int(3 * 60, 12 * 60) * 60_000);
    answers.push({
      id: newId(),
      questionnaireId,
      organizationId: person ? person.organizationId : rng.pick(local).id,
      respondentId: person?.id ?? null,
      respondentName: name,
      isGuest: guest,
      answers: scored.score.answers satisfies TStoredAnswer[],
      correctCount: scored.score.correctCount,
      totalCount: scored.score.totalCount,
      percent: scored.score.percent,
      rulesToStudy: scored.score.rulesToStudy,
      answeredAt,
      createdAt: answeredAt,
      createdBy: person?.id ?? null,
      updatedAt: answeredAt,
      updatedBy: person?.id ?? null,
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(questionnaires).values({
      id: questionnaireId,
      ...DEMO_QUESTIONNAIRE,
      status: 'published',
      questions,
      createdAt: created,
      createdBy: author.id,
      updatedAt: created,
      updatedBy: author.id,
    });
    await tx.insert(questionnaireAnswers).values(answers);
    await tx.insert(history).values([
      {
        id: newId(),
        entityType: 'questionnaire',
        entityId: questionnaireId,
        action: 'create',
        actorId: author.id,
        at: created,
        comment: 'demo data',
      },
      ...answers.map((answer) => ({
        id: newId(),
        entityType: 'questionnaire_answer',
        entityId: answer.id as string,
        action: 'create',
        actorId: answer.respondentId ?? null,
        at: answer.answeredAt as Date,
      })),
    ]);
  });
  return true;
}

/**
 * Gives the demo questionnaire of a database seeded before it had translations its Kazakh and
 * English texts, matching questions and options by their Russian text; one an editor has since
 * translated or reworded keeps what it has. Runs at every start with the demo data; does nothing
 * once done.
 */
export async function translateDemoQuestionnaire(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      id: questionnaires.id,
      questions: questionnaires.questions,
      translations: questionnaires.translations,
    })
    .from(questionnaires)
    .where(eq(questionnaires.title, DEMO_QUESTIONNAIRE.title));
  if (!row || Object.keys(row.translations ?? {}).length > 0) return false;
  const questions = row.questions.map((question) => {
    const demo = DEMO_QUESTIONS.find((q) => q.text === question.text);
    if (!demo || question.translations) return question;
    return {
      ...question,
      translations: { kk: demo.kk.text, en: demo.en.text },
      options: question.options.map((option) => {
        const i = demo.options.findIndex((text) => text.replace(/^\+/, '') === option.text);
        if (i < 0 || option.translations) return option;
        return { ...option, translations: { kk: demo.kk.options[i] ?? '', en: demo.en.options[i] ?? '' } };
      }),
    };
  });
  await db
    .update(questionnaires)
    .set({ translations: DEMO_QUESTIONNAIRE.translations, questions })
    .where(eq(questionnaires.id, row.id));
  return true;
}
