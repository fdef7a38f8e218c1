import { AUDIT_MODULE, type TAuditStatus } from '@hse/contracts/audits';
import { checklistScore as auditScore, type TChecklistAnswer } from '@hse/contracts/record-module/checklist';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditAnswers,
  auditFindings,
  audits,
  auditTemplates,
  history,
  organizations,
  registrationCounters,
  users,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { DEMO_TEMPLATES, DEMO_AUDIT_NOTES as NOTES } from './demo-audit-texts.ts';
import { random, type TRandom } from './demo-random.ts';

const DAY = 86_400_000;
const AUDITS = 40;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
type TTemplate = { id: string; sections: (typeof DEMO_TEMPLATES)['fire']['sections'] };
type THistoryRow = typeof history.$inferInsert;
type TFindingRow = typeof auditFindings.$inferInsert;

/** The steps an audit took to its status, after it was planned. */
const STEPS: Record<TAuditStatus, string[]> = {
  draft: [],
  in_work: ['send_to_work'],
  on_approval: ['send_to_work', 'send_for_approval'],
  revision: ['send_to_work', 'send_for_approval', 'for_revision'],
  approved: ['send_to_work', 'send_for_approval', 'approve'],
};
const TO: Record<string, TAuditStatus> = {
  send_to_work: 'in_work',
  send_for_approval: 'on_approval',
  for_revision: 'revision',
  approve: 'approved',
};

function statusOf(i: number, daysAgo: number, rng: TRandom): TAuditStatus {
  // The latest few wait at every step, so each screen of the demo has something to show.
  const latest: TAuditStatus[] = ['on_approval', 'revision', 'in_work', 'draft'];
  if (i >= AUDITS - latest.length) return latest[i - (AUDITS - latest.length)] as TAuditStatus;
  if (daysAgo > 75) return rng.next() < 0.93 ? 'approved' : 'on_approval';
  if (daysAgo > 30) return rng.weighted({ on_approval: 2, approved: 2, revision: 1, in_work: 1 });
  return rng.weighted({ draft: 2, in_work: 2, on_approval: 1 });
}

/** Answers scoring 60–98 %: most compliant, a few not applicable; a draft's only begun. */
function answersOf(template: TTemplate, status: TAuditStatus, rng: TRandom) {
  const questions = template.sections.flatMap((section) => section.questions);
  let answers: Record<string, TChecklistAnswer> = {};
  for (let attempt = 0; attempt < 12; attempt++) {
    const share = 0.6 + rng.next() * 0.37;
    answers = {};
    for (const question of questions) {
      if (status === 'draft' && rng.next() < 0.5) continue;
      const value = rng.next() < 0.07 ? 'not_applicable' : rng.next() < share ? 'compliant' : 'non_compliant';
      answers[question.id] = {
        answer: value,
        evidence: value === 'non_compliant' ? rng.pick(NOTES.discrepancies) : rng.pick(NOTES.evidence),
        comment: '',
        photo_ids: [],
      };
    }
    const score = auditScore(questions, answers);
    if (status === 'draft' || (score !== null && score >= 60 && score <= 98)) break;
  }
  return { answers, score: auditScore(questions, answers), questions };
}

/**
 * Two years of audits across the demo subsidiaries with three checklists (industrial safety in
 * two versions, fire safety, transport), on a database that has the demo accounts and no audits
 * yet: the older ones approved, the latest at every step, their findings answered for once the
 * audited organization had them.
 */
export async function seedDemoAudits(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(audits);
  const [auditor] = await db.select().from(users).where(eq(users.login, 'auditor'));
  const [dotos] = await db.select().from(users).where(eq(users.login, 'dotos'));
  if ((existing?.n ?? 0) > 0 || !auditor || !dotos) return false;

  const orgs = await db.select().from(organizations);
  const people = (await db.select().from(users)).filter((u) => u.isActive);
  const subsidiaries = orgs
    .filter((o) => o.kind === 'subsidiary')
    .sort((a, b) => a.shortName.localeCompare(b.shortName));
  const rng = random(20_261_125);
  const start = now.getTime() - 730 * DAY;
  const v2Since = now.getTime() - 270 * DAY;
  const template = (
    key: keyof typeof DEMO_TEMPLATES,
    family: string,
    version: number,
    from: number,
    until?: number,
  ) => ({
    id: newId(),
    familyId: family,
    version,
    ...DEMO_TEMPLATES[key],
    createdAt: new Date(from),
    createdBy: auditor.id,
    supersededAt: until ? new Date(until) : null,
  });
  const industrial = newId();
  const templates = {
    industrialV1: template('industrialV1', industrial, 1, start - 30 * DAY, v2Since),
    industrialV2: template('industrialV2', industrial, 2, v2Since),
    fire: template('fire', newId(), 1, start - 30 * DAY),
    transport: template('transport', newId(), 1, start - 30 * DAY),
  };

  const counters = new Map<string, number>();
  const rows: Record<string, unknown>[] = [];
  const answerRows: (typeof auditAnswers.$inferInsert)[] = [];
  const findings: TFindingRow[] = [];
  const trail: THistoryRow[] = [];
  for (let i = 0; i < AUDITS; i++) {
    const spread = start + Math.round(((i + 0.5) * 715 * DAY) / AUDITS) + rng.int(-3, 3) * DAY;
    const status = statusOf(i, (now.getTime() - spread) / DAY, rng);
    // The last one is still a plan: its audit begins in a fortnight.
    const startsAt = i === AUDITS - 1 ? now.getTime() + 14 * DAY : spread;
    const subsidiary = subsidiaries[i % subsidiaries.length] as (typeof subsidiaries)[number];
    const divisions = orgs.filter((o) => o.parentId === subsidiary.id);
    const org = rng.next() < 0.6 || divisions.length === 0 ? subsidiary : rng.pick(divisions);
    const staff = people.filter(
      (p) =>
        p.organizationId === org.id ||
        (org.id === subsidiary.id && divisions.some((d) => d.id === p.organizationId)),
    );
    const transport = subsidiary.shortName === 'DOG-T';
    const checklist =
      rng.next() < 0.35
        ? templates.fire
        : transport
          ? templates.transport
          : startsAt < v2Since
            ? templates.industrialV1
            : templates.industrialV2;
    const { answers, score, questions } = answersOf(checklist, status, rng);
    const endsAt = startsAt + rng.int(1, 3) * DAY;
    const year = new Date(startsAt).getUTCFullYear();
    const series = `${seriesCode(subsidiary.shortName)}:${year}`;
    const serial = (counters.get(series) ?? 0) + 1;
    counters.set(series, serial);
    const id = newId();
    const at = (days: number) => new Date(Math.min(startsAt + days * DAY, now.getTime() - 3_600_000));
    const steps = STEPS[status];
    const planned = new Date(Math.min(startsAt - 14 * DAY, now.getTime() - 2 * 3_600_000));

    // Data filling has begun on about half of the audits with the organization now.
    const responded = status !== 'in_work' || rng.next() < 0.5;
    for (const question of questions.filter((q) => answers[q.id]?.answer === 'non_compliant')) {
      const responsible = rng.pick(staff.length > 0 ? staff : people);
      const filled = steps.includes('send_for_approval') || (status === 'in_work' && responded);
      findings.push({
        id: newId(),
        auditId: id,
        questionId: question.id,
        requirement: question.requirement.ru,
        evidence: answers[question.id]?.evidence ?? '',
        severity: rng.weighted({ critical: 1, major: 3, minor: 5, observation: 2 }),
        responsibleId: responsible.id,
        dueOn: day(endsAt + rng.int(20, 60) * DAY),
        causes: filled ? rng.pick(NOTES.causes) : '',
        correctiveActions: filled ? rng.pick(NOTES.actions) : '',
        version: filled ? 2 : 1,
        createdAt: at(1),
        createdBy: auditor.id,
        updatedAt: filled ? at(8) : at(1),
        updatedBy: filled ? responsible.id : auditor.id,
      });
    }
    const count = findings.filter((f) => f.auditId === id).length;
    rows.push({
      id,
      number: `${AUDIT_MODULE.numberPrefix}-${seriesCode(subsidiary.shortName)}-${year}-${String(serial).padStart(5, '0')}`,
      organizationId: org.id,
      status,
      kind: i % 10 === 3 ? 'certification' : rng.weighted({ internal: 6, inspection: 2, external: 1 }),
      templateId: checklist.id,
      startsOn: day(startsAt),
      endsOn: day(endsAt),
      leadAuditorId: auditor.id,
      team: rng.pick(NOTES.teams),
      scope: transport ? NOTES.scopes[2] : rng.pick(NOTES.scopes.slice(0, 2)),
      criteria: 'СТ РК ISO 45001-2019, стандарты холдинга по ОТ, ПБ и ООС',
      score,
      findingsCount: count,
      version: 2 + steps.length,
      createdAt: planned,
      createdBy: auditor.id,
      updatedAt: at(10),
      updatedBy: auditor.id,
    });
    answerRows.push({ auditId: id, answers, updatedAt: at(1), updatedBy: auditor.id });
    trail.push(
      {
        id: newId(),
        entityType: 'audit',
        entityId: id,
        action: 'create',
        actorId: auditor.id,
        at: planned,
      },
      {
        id: newId(),
        entityType: 'audit',
        entityId: id,
        action: 'checklist',
        actorId: auditor.id,
        at: at(1),
        changes: { score: { from: null, to: score } },
      },
    );
    let from: TAuditStatus = 'draft';
    steps.forEach((action, n) => {
      const by = action === 'send_for_approval' ? (staff[0]?.id ?? dotos.id) : auditor.id;
      const comment = action === 'for_revision' ? 'Уточните причины и сроки корректирующих действий' : null;
      trail.push({
        id: newId(),
        entityType: 'audit',
        entityId: id,
        action,
        actorId: by,
        at: at(2 + n * 4),
        changes: { status: { from, to: TO[action] } },
        comment,
      });
      from = TO[action] as TAuditStatus;
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(auditTemplates).values(Object.values(templates));
    // The generic table types its manifest's columns only as some field's.
    await tx.insert(audits).values(rows as never);
    await tx.insert(auditAnswers).values(answerRows);
    for (let i = 0; i < findings.length; i += 200)
      await tx.insert(auditFindings).values(findings.slice(i, i + 200));
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    const values = [...counters].map(([key, last]) => {
      const [series, year] = key.split(':');
      return { prefix: AUDIT_MODULE.numberPrefix, series: series as string, year: Number(year), last };
    });
    await tx
      .insert(registrationCounters)
      .values(values)
      .onConflictDoUpdate({
        target: [registrationCounters.prefix, registrationCounters.series, registrationCounters.year],
        set: { last: sql`greatest(${registrationCounters.last}, excluded.last)` },
      });
  });
  return true;
}
