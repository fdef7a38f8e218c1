import {
  COMMITMENT_MODULE,
  periodPercent,
  periodsBegun,
  type TCommitmentItem,
  type TCommitmentPeriod,
  type TCommitmentStatus,
} from '@hse/contracts/commitments';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { commitmentFillings, commitments, history, users } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';
import { random } from './demo-random.ts';

const DAY = 86_400_000;

/** Whose commitment, approved by whom, how far it went; `share` is how much of the targets they kept. */
const PLANS: {
  author: string;
  approver: string;
  status: TCommitmentStatus;
  share: number;
  position: string;
}[] = [
  { author: 'headdotos', approver: 'admin', status: 'approved', share: 0.95, position: 'Директор ДОТОС' },
  { author: 'user001', approver: 'headdotos', status: 'approved', share: 0.85, position: 'Главный инженер' },
  { author: 'user021', approver: 'headdotos', status: 'approved', share: 0.6, position: 'Главный инженер' },
  { author: 'employee', approver: 'user001', status: 'approved', share: 0.75, position: 'Начальник смены' },
  { author: 'user041', approver: 'headdotos', status: 'on_approval', share: 0, position: 'Главный инженер' },
  { author: 'dotos', approver: 'headdotos', status: 'draft', share: 0, position: 'Главный специалист ДОТОС' },
];

const ITEMS: TCommitmentItem[][] = [
  [
    { kind: 'site_visit', description: 'Посещение производственных объектов с проверкой ОТ и ПБ', target: 3 },
    { kind: 'observation', description: 'Поведенческие наблюдения ПНБР', target: 6 },
    { kind: 'safety_talk', description: 'Беседы с бригадами о безопасном поведении', target: 3 },
    { kind: 'meeting', description: 'Совещание по итогам квартала', target: 1 },
  ],
  [
    { kind: 'site_visit', description: 'Обход месторождений и буровых площадок', target: 4 },
    { kind: 'observation', description: 'Наблюдения за безопасностью работ', target: 8 },
    { kind: 'other', description: 'Проверка готовности к зимнему периоду', target: 1 },
  ],
];

/**
 * Commitments of the demo managers for this year (decision 053): four approved, their reports
 * for every quarter begun (some short of their targets, the current one not always filed), one
 * waiting for approval, one draft. Runs on a database with the demo accounts and no commitments.
 */
export async function seedDemoCommitments(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(commitments);
  if ((existing?.n ?? 0) > 0) return false;
  const logins = [...new Set(PLANS.flatMap((plan) => [plan.author, plan.approver]))];
  const people = await db.select().from(users).where(inArray(users.login, logins));
  const byLogin = new Map(people.map((person) => [person.login, person]));
  if (logins.some((login) => !byLogin.has(login))) return false;

  const year = now.getUTCFullYear();
  const begun = periodsBegun(year, now);
  const yearStart = Date.UTC(year, 0, 1);
  const at = (ms: number) => new Date(Math.min(ms, now.getTime() - 3_600_000));
  const rng = random(20_261_127);
  await db.transaction(async (tx) => {
    for (const [n, plan] of PLANS.entries()) {
      const author = byLogin.get(plan.author) as (typeof people)[number];
      const approver = byLogin.get(plan.approver) as (typeof people)[number];
      const items = ITEMS[n % ITEMS.length] as TCommitmentItem[];
      const id = newId();
      const created = at(yearStart + (10 + n) * DAY);
      const steps: { action: string; from: string; to: string; by: string; day: number }[] =
        plan.status === 'draft'
          ? []
          : [{ action: 'send_for_approval', from: 'draft', to: 'on_approval', by: author.id, day: 12 + n }];
      if (plan.status === 'approved')
        steps.push({ action: 'approve', from: 'on_approval', to: 'approved', by: approver.id, day: 16 + n });
      // The current quarter is reported by some only; the past ones by all, a few short of the targets.
      const reported =
        plan.status === 'approved' ? begun.filter((_p, i) => i < begun.length - 1 || n % 2 === 0) : [];
      const percents: Partial<Record<TCommitmentPeriod, number | null>> = {};
      const fillings: (typeof commitmentFillings.$inferInsert)[] = [];
      for (const period of reported) {
        const counts = items.map((item) => ({
          done: Math.max(0, Math.round(item.target * (plan.share + (rng.next() - 0.4) * 0.5))),
        }));
        percents[period] = periodPercent(items, counts);
        const quarterEnd = Date.UTC(year, (Number(period.slice(1)) - 1) * 3 + 3, 1) - 2 * DAY;
        fillings.push({
          id: newId(),
          commitmentId: id,
          period,
          counts,
          comment: (percents[period] ?? 0) < 100 ? 'Часть выездов перенесена из-за погодных условий' : null,
          evidence: [],
          createdAt: at(quarterEnd),
          createdBy: author.id,
          updatedAt: at(quarterEnd),
          updatedBy: author.id,
        });
      }
      await tx.insert(commitments).values({
        id,
        number: await nextRegistrationNumber(tx, COMMITMENT_MODULE.numberPrefix, author.organizationId, year),
        organizationId: author.organizationId,
        status: plan.status,
        year,
        position: plan.position,
        approverId: approver.id,
        items,
        q1Percent: percents.q1 ?? null,
        q2Percent: percents.q2 ?? null,
        q3Percent: percents.q3 ?? null,
        q4Percent: percents.q4 ?? null,
        version: 1 + steps.length,
        createdAt: created,
        createdBy: author.id,
        updatedAt: at(yearStart + (16 + n) * DAY),
        updatedBy: author.id,
      } as never);
      if (fillings.length) await tx.insert(commitmentFillings).values(fillings);
      await tx.insert(history).values([
        {
          id: newId(),
          entityType: 'commitment',
          entityId: id,
          action: 'create',
          actorId: author.id,
          at: created,
        },
        ...steps.map((step) => ({
          id: newId(),
          entityType: 'commitment',
          entityId: id,
          action: step.action,
          actorId: step.by,
          at: at(yearStart + step.day * DAY),
          changes: { status: { from: step.from, to: step.to } },
        })),
        ...fillings.map((filling) => ({
          id: newId(),
          entityType: 'commitment',
          entityId: id,
          action: 'filling_add',
          actorId: author.id,
          at: filling.createdAt as Date,
          comment: filling.period,
        })),
      ]);
    }
  });
  return true;
}
