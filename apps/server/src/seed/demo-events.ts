import { EVENT_MODULE, type TEventStatus, type TExecutionStatus } from '@hse/contracts/events';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditFindings,
  audits,
  events,
  history,
  incidents,
  investigationActs,
  pnbrObservations,
  users,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';
import { random } from './demo-random.ts';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the demo measures say, by the kind of record they are raised from. */
const MEASURES: Record<string, readonly string[]> = {
  incident: [
    'Провести внеплановый инструктаж персонала участка',
    'Заменить ограждение вращающихся частей насоса',
    'Проверить исправность СИЗ и заменить изношенные',
  ],
  investigation_act: [
    'Внести изменения в инструкцию по охране труда',
    'Организовать обучение безопасным методам работ',
    'Установить дополнительное освещение рабочей зоны',
  ],
  audit_finding: [
    'Устранить несоответствие, выявленное аудитом',
    'Актуализировать журнал проверок оборудования',
    'Обновить знаки безопасности на объекте',
  ],
  pnbr_observation: [
    'Провести беседу по безопасности с бригадой',
    'Разместить памятку по работе на высоте',
    'Проверить наличие и применение страховочных систем',
  ],
};

type TSource = { type: string; id: string; organizationId: string; at: number };

/**
 * Two years of corrective measures raised from the demo incidents, acts, audit discrepancies and
 * observations (decision 050): most done and approved, some on approval or back on revision, some
 * stopped or overdue; deterministic, on a database with those records and no events yet.
 */
export async function seedDemoEvents(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(events);
  const [dotos] = await db.select().from(users).where(eq(users.login, 'dotos'));
  const [headdotos] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  if ((existing?.n ?? 0) > 0 || !dotos || !headdotos) return false;
  const people = (await db.select().from(users)).filter((u) => u.isActive);
  const since = new Date(now.getTime() - 730 * DAY);
  const sources: TSource[] = [
    ...(
      await db
        .select({ id: incidents.id, organizationId: incidents.organizationId, at: incidents.occurredAt })
        .from(incidents)
        .where(
          and(ne(incidents.status, 'draft'), isNull(incidents.deletedAt), gt(incidents.occurredAt, since)),
        )
    ).map((r) => ({ type: 'incident', id: r.id, organizationId: r.organizationId, at: r.at.getTime() })),
    ...(
      await db
        .select({
          id: investigationActs.id,
          organizationId: investigationActs.organizationId,
          at: investigationActs.createdAt,
        })
        .from(investigationActs)
        .where(isNull(investigationActs.deletedAt))
    ).map((r) => ({
      type: 'investigation_act',
      id: r.id,
      organizationId: r.organizationId,
      at: r.at.getTime(),
    })),
    ...(
      await db
        .select({
          id: auditFindings.id,
          auditId: auditFindings.auditId,
          organizationId: audits.organizationId,
          at: auditFindings.createdAt,
        })
        .from(auditFindings)
        .innerJoin(audits, eq(audits.id, auditFindings.auditId))
        .where(isNull(auditFindings.deletedAt))
    ).map((r) => ({
      type: 'audit_finding',
      id: r.id,
      recordId: r.auditId,
      organizationId: r.organizationId,
      at: r.at.getTime(),
    })),
    ...(
      await db
        .select({
          id: pnbrObservations.id,
          organizationId: pnbrObservations.organizationId,
          at: pnbrObservations.observedAt,
        })
        .from(pnbrObservations)
        .where(
          and(
            gt(pnbrObservations.atRiskCount, 0),
            isNull(pnbrObservations.deletedAt),
            gt(pnbrObservations.observedAt, since),
          ),
        )
    ).map((r) => ({
      type: 'pnbr_observation',
      id: r.id,
      organizationId: r.organizationId,
      at: r.at.getTime(),
    })),
  ].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));

  const rng = random(20_261_127);
  const rows: Record<string, unknown>[] = [];
  const trail: (typeof history.$inferInsert)[] = [];
  await db.transaction(async (tx) => {
    for (const source of sources) {
      // Observations raise a measure now and then; the other sources one or two.
      const many = source.type === 'pnbr_observation' ? (rng.next() < 0.3 ? 1 : 0) : rng.int(1, 2);
      for (let n = 0; n < many; n++) {
        const staff = people.filter((p) => p.organizationId === source.organizationId);
        const responsible = rng.pick(staff.length > 0 ? staff : people);
        const created = Math.min(source.at + rng.int(1, 10) * DAY, now.getTime() - DAY);
        const due = created + rng.int(14, 90) * DAY;
        const age = (now.getTime() - due) / DAY;
        // Long past their due dates most are done; the recent ones are still being done.
        let status: TEventStatus = 'approved';
        let execution: TExecutionStatus = 'done';
        const roll = rng.next();
        if (age < 0) {
          if (roll < 0.5) [status, execution] = ['in_work', 'in_work'];
          else if (roll < 0.7) [status, execution] = ['on_approval', 'done'];
          else if (roll < 0.8) [status, execution] = ['in_work', 'stopped'];
        } else if (roll < 0.08) [status, execution] = ['in_work', 'in_work'];
        else if (roll < 0.12) [status, execution] = ['in_work', 'stopped'];
        else if (roll < 0.15) [status, execution] = ['revision', 'in_work'];
        else if (roll < 0.19) [status, execution] = ['approved', 'not_applicable'];
        const done = execution === 'done' || status === 'approved';
        const doneOn = Math.min(due - rng.int(-5, 10) * DAY, now.getTime() - DAY);
        const id = newId();
        const title = rng.pick(MEASURES[source.type] ?? MEASURES.incident ?? []);
        rows.push({
          id,
          number: await nextRegistrationNumber(
            tx,
            EVENT_MODULE.numberPrefix,
            source.organizationId,
            new Date(due).getUTCFullYear(),
          ),
          organizationId: source.organizationId,
          status,
          title,
          description: '',
          sourceType: source.type,
          sourceId: source.id,
          // A discrepancy lies in its audit; the other sources in themselves.
          sourceRecordId: 'recordId' in source ? source.recordId : source.id,
          responsibleId: responsible.id,
          coExecutorIds: rng.next() < 0.3 ? [rng.pick(people).id] : [],
          approverId: rng.next() < 0.5 ? dotos.id : headdotos.id,
          dueOn: day(due),
          cost: rng.next() < 0.5 ? rng.int(50, 5000) : null,
          executionStatus: execution,
          executionComment:
            execution === 'stopped'
              ? 'Ожидается поставка материалов'
              : execution === 'not_applicable'
                ? 'Оборудование выведено из эксплуатации'
                : null,
          report: done && execution === 'done' ? 'Мероприятие выполнено, фотоотчёт приложен' : null,
          doneOn: done && execution === 'done' ? day(doneOn) : null,
          overdue: false,
          assigneeId: status === 'on_approval' || status === 'approved' ? null : responsible.id,
          version: 1,
          createdAt: new Date(created),
          createdBy: dotos.id,
          updatedAt: new Date(created),
          updatedBy: dotos.id,
        });
        trail.push({
          id: newId(),
          entityType: 'event',
          entityId: id,
          action: 'create',
          actorId: dotos.id,
          at: new Date(created),
        });
      }
    }
    // On approval and approved, the event is its approver's (decision 050).
    for (const row of rows) if (row.assigneeId === null) row.assigneeId = row.approverId;
    for (let i = 0; i < rows.length; i += 200)
      await tx.insert(events).values(rows.slice(i, i + 200) as never);
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
  });
  return rows.length > 0;
}
