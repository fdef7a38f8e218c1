import { checkKeysOf, type TObservationKind } from '@hse/contracts/observations';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  drivingObservations,
  history,
  pnbrObservations,
  recordTasks,
  users,
  worksObservations,
} from '../db/schema/index.ts';
import { OBSERVATION_KINDS } from '../modules/observations/observation-kinds.ts';
import { newId } from '../platform/ids.ts';

const DAY = 86_400_000;

/** What the holding's HSE specialist asks for after a finding, by the rule or habit broken. */
const WHAT_TO_DO: Record<string, string> = {
  line_of_fire: 'Оградить зону под нагрузкой и провести инструктаж бригады о линии огня',
  hot_work: 'Проверить наряд-допуск на огневые работы и анализ воздушной среды перед началом работ',
  working_at_height: 'Обеспечить бригаду страховочными привязями и проверить точки крепления',
  energy_isolation: 'Внедрить блокировку и маркировку (LOTO) на узле перед ремонтом',
  confined_space: 'Организовать газоанализ и наблюдающего у входа в замкнутое пространство',
  safe_mechanical_lifting:
    'Проверить стропы и назначить ответственного за безопасное производство работ краном',
  work_authorization: 'Провести разбор с руководителем работ по порядку выдачи нарядов-допусков',
  bypassing_safety_controls: 'Восстановить отключённую защиту и разобрать случай с персоналом смены',
  driving: 'Провести беседу с водителем о правилах безопасного вождения',
  speed: 'Разобрать с водителем данные мониторинга скорости и провести инструктаж',
  phone: 'Провести инструктаж водителя о запрете телефона за рулём',
  seat_belt: 'Провести инструктаж о ремнях безопасности для всех водителей участка',
  fatigue: 'Пересмотреть график рейсов водителя с учётом отдыха',
  pre_trip_inspection: 'Организовать ежедневный предрейсовый осмотр по чек-листу',
  journey_plan: 'Оформить план поездки для маршрутов на месторождение',
};

/**
 * A few follow-up tasks on the demo employee's subsidiary's latest observations with findings:
 * raised by the holding's HSE specialist to people there (one to the demo employee), some done,
 * one overdue, so the panel and the demo employee's notifications have something to show.
 */
export async function seedDemoRecordTasks(db: Db, now = new Date()): Promise<boolean> {
  if (((await db.select({ n: count() }).from(recordTasks))[0]?.n ?? 0) > 0) return false;
  const byLogin = async (login: string) => (await db.select().from(users).where(eq(users.login, login)))[0];
  const employee = await byLogin('employee');
  const dotos = await byLogin('dotos');
  if (!employee || !dotos) return false;
  const colleagues = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, employee.organizationId), eq(users.isActive, true)));
  const people = [employee.id, ...colleagues.map((c) => c.id).filter((id) => id !== employee.id)];

  const found: {
    kind: TObservationKind;
    entityType: string;
    id: string;
    checks: Record<string, string>;
    org: string;
  }[] = [];
  for (const kind of ['pnbr', 'works', 'driving'] as const) {
    const table = { pnbr: pnbrObservations, works: worksObservations, driving: drivingObservations }[kind];
    const rows = await db
      .select({ id: table.id, checks: table.checks, org: table.organizationId })
      .from(table)
      .where(
        and(
          eq(table.status, 'sent'),
          gt(table.atRiskCount, 0),
          inArray(table.organizationId, [employee.organizationId]),
        ),
      )
      .orderBy(desc(table.createdAt))
      .limit(2);
    found.push(...rows.map((r) => ({ ...r, kind, entityType: OBSERVATION_KINDS[kind].module.entityType })));
  }

  const tasks: (typeof recordTasks.$inferInsert)[] = [];
  const trail: (typeof history.$inferInsert)[] = [];
  found.forEach((record, i) => {
    const finding = checkKeysOf(record.kind).find((key) => record.checks[key] === 'at_risk');
    if (!finding) return;
    const raised = new Date(now.getTime() - (10 - i) * DAY);
    // The oldest is done, the next is overdue, the rest are due in the coming weeks.
    const finished = i === 0;
    const due = new Date(raised.getTime() + (i === 1 ? 5 : 14 + i * 3) * DAY).toISOString().slice(0, 10);
    const description = WHAT_TO_DO[finding] ?? 'Устранить нарушение и доложить о выполнении';
    const assigneeId = people[i % people.length] as string;
    const doneAt = finished ? new Date(raised.getTime() + 3 * DAY) : null;
    tasks.push({
      id: newId(),
      entityType: record.entityType,
      entityId: record.id,
      organizationId: record.org,
      findingKey: finding,
      description,
      assigneeId,
      dueDate: due,
      status: finished ? 'done' : 'open',
      doneComment: finished ? 'Выполнено, инструктаж проведён под роспись' : '',
      doneAt,
      version: finished ? 2 : 1,
      createdAt: raised,
      createdBy: dotos.id,
      updatedAt: doneAt ?? raised,
      updatedBy: finished ? assigneeId : dotos.id,
    });
    trail.push({
      id: newId(),
      entityType: record.entityType,
      entityId: record.id,
      action: 'task_raise',
      actorId: dotos.id,
      at: raised,
      changes: { follow_up_task: { from: null, to: description } },
      comment: due.split('-').reverse().join('.'),
    });
    if (doneAt)
      trail.push({
        id: newId(),
        entityType: record.entityType,
        entityId: record.id,
        action: 'task_done',
        actorId: assigneeId,
        at: doneAt,
        changes: { follow_up_task: { from: null, to: description } },
        comment: 'Выполнено, инструктаж проведён под роспись',
      });
  });
  if (tasks.length === 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(recordTasks).values(tasks);
    await tx.insert(history).values(trail);
  });
  return true;
}
