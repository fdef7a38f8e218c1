import {
  EVENT_PLAN_MODULE,
  EVENT_PLAN_PART_MODULE,
  type TEventPlanPartStatus,
} from '@hse/contracts/event-plans';
import { EVENT_MODULE } from '@hse/contracts/events';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  eventPlanItems,
  eventPlanParts,
  eventPlans,
  events,
  history,
  organizations,
  users,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Measures a subsidiary plans for a year, in Russian as the demo's people write them. */
const MEASURES: readonly { title: string; description: string; cost: number | null; month: number }[] = [
  {
    title: 'Обучение и проверка знаний по охране труда руководителей и специалистов',
    description: 'Обучение в аккредитованном учебном центре, 40 человек',
    cost: 2_400,
    month: 3,
  },
  {
    title: 'Замена предохранительных клапанов на сосудах, работающих под давлением',
    description: 'По результатам технического освидетельствования',
    cost: 8_750,
    month: 5,
  },
  {
    title: 'Оснащение производственных участков средствами пожаротушения',
    description: 'Огнетушители, пожарные щиты, первичные средства',
    cost: 1_320,
    month: 4,
  },
  {
    title: 'Проведение учений по ликвидации аварийных ситуаций',
    description: 'Совместно с профессиональной аварийно-спасательной службой',
    cost: null,
    month: 9,
  },
  {
    title: 'Мониторинг выбросов загрязняющих веществ на источниках',
    description: 'Инструментальные замеры аккредитованной лабораторией',
    cost: 3_100,
    month: 10,
  },
];

/** The steps a part took to its status. */
const STEPS: Record<TEventPlanPartStatus, string[]> = {
  draft: [],
  on_agreement: ['send_to_agreement'],
  revision: ['send_to_agreement', 'for_revision'],
  approved: ['send_to_agreement', 'approve'],
};
const TO: Record<string, TEventPlanPartStatus> = {
  send_to_agreement: 'on_agreement',
  for_revision: 'revision',
  approve: 'approved',
};

/**
 * The holding's consolidated plans of measures for last year and this (decision 056): last year's
 * parts all agreed, their items events carried out through the year; this year's part of the
 * employee's subsidiary sent, another agreed (its items events in work), the third still a draft
 * past the deadline. On a database with the demo organizations, people and events, and no plans.
 */
export async function seedDemoEventPlans(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(eventPlans);
  const [headdotos] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  const [employee] = await db.select().from(users).where(eq(users.login, 'employee'));
  if ((existing?.n ?? 0) > 0 || !headdotos || !employee) return false;
  const all = await db.select().from(organizations);
  const holding = all.find((o) => o.kind === 'holding');
  const subsidiaries = all
    .filter((o) => o.kind === 'subsidiary' && !o.deletedAt)
    .sort((a, b) => a.shortName.localeCompare(b.shortName));
  if (!holding || subsidiaries.length === 0) return false;
  const people = (await db.select().from(users)).filter((u) => u.isActive);
  const thisYear = now.getUTCFullYear();
  // This year: the employee's subsidiary has sent its part, one other is agreed, the rest late.
  const currentOf = (organizationId: string, index: number): TEventPlanPartStatus =>
    organizationId === employee.organizationId ? 'on_agreement' : index === 0 ? 'approved' : 'draft';
  const others = subsidiaries.filter((s) => s.id !== employee.organizationId);

  await db.transaction(async (tx) => {
    const trail: (typeof history.$inferInsert)[] = [];
    const step = (
      entityType: string,
      entityId: string,
      action: string,
      actorId: string,
      at: number,
      extra = {},
    ) => trail.push({ id: newId(), entityType, entityId, action, actorId, at: new Date(at), ...extra });
    for (const year of [thisYear - 1, thisYear]) {
      const created = Date.UTC(year - 1, 11, 10);
      const sendBy = Date.UTC(year, 1, 15);
      const planId = newId();
      await tx.insert(eventPlans).values({
        id: planId,
        number: await nextRegistrationNumber(tx, EVENT_PLAN_MODULE.numberPrefix, holding.id, year),
        organizationId: holding.id,
        status: 'in_work',
        year,
        title: `Сводный план мероприятий по ОТ, ПБ и ООС на ${year} год`,
        sendBy: day(sendBy),
        description: 'Мероприятия дочерних организаций по результатам анализа происшествий и аудитов',
        version: 2,
        createdAt: new Date(created),
        createdBy: headdotos.id,
        updatedAt: new Date(created + DAY),
        updatedBy: headdotos.id,
      } as never);
      step('event_plan', planId, 'create', headdotos.id, created);
      step('event_plan', planId, 'send_to_work', headdotos.id, created + DAY, {
        changes: { status: { from: 'draft', to: 'in_work' } },
      });

      for (const [s, subsidiary] of subsidiaries.entries()) {
        const status: TEventPlanPartStatus =
          year < thisYear ? 'approved' : currentOf(subsidiary.id, others.indexOf(subsidiary));
        const staff = people.filter((p) => p.organizationId === subsidiary.id);
        const author = staff.find((p) => p.id === employee.id) ?? staff[0] ?? headdotos;
        const approver = staff.find((p) => p.roles.length > 0) ?? headdotos;
        const partId = newId();
        const at = (days: number) => Math.min(created + days * DAY, now.getTime() - 3_600_000);
        const chosen = MEASURES.filter((_, i) => (i + s) % 5 !== 4).slice(0, status === 'draft' ? 2 : 4);
        const items = chosen.map((measure, i) => ({
          id: newId(),
          eventPlanPartId: partId,
          title: measure.title,
          description: measure.description,
          responsibleId: (staff[i % Math.max(staff.length, 1)] ?? author).id,
          // A draft is still being filled in: its last measure has no deadline yet.
          dueOn:
            status === 'draft' && i === chosen.length - 1
              ? null
              : `${year}-${String(measure.month).padStart(2, '0')}-28`,
          cost: measure.cost,
          version: 1,
          createdAt: new Date(at(2 + i / 24)),
          createdBy: author.id,
          updatedAt: new Date(at(2 + i / 24)),
          updatedBy: author.id,
        }));
        const sent = status !== 'draft';
        await tx.insert(eventPlanParts).values({
          id: partId,
          number: await nextRegistrationNumber(
            tx,
            EVENT_PLAN_PART_MODULE.numberPrefix,
            subsidiary.id,
            new Date(created).getUTCFullYear(),
          ),
          organizationId: subsidiary.id,
          status,
          planId,
          title: `План мероприятий ${subsidiary.nameRu} на ${year} год`,
          year,
          sendBy: day(sendBy),
          approverId: sent ? approver.id : null,
          note: null,
          itemsCount: items.length,
          costTotal: items.reduce((sum, item) => sum + (item.cost ?? 0), 0),
          sentOn: sent ? day(at(30)) : null,
          late: false,
          version: 1 + STEPS[status].length,
          createdAt: new Date(at(1)),
          createdBy: headdotos.id,
          updatedAt: new Date(at(40)),
          updatedBy: author.id,
        } as never);
        if (items.length) await tx.insert(eventPlanItems).values(items);
        step('event_plan_part', partId, 'create', headdotos.id, at(1));
        let from: TEventPlanPartStatus = 'draft';
        STEPS[status].forEach((action, n) => {
          step(
            'event_plan_part',
            partId,
            action,
            action === 'send_to_agreement' ? author.id : headdotos.id,
            at(30 + n * 7),
            {
              changes: { status: { from, to: TO[action] } },
              comment: action === 'for_revision' ? 'Уточните сроки и стоимость мероприятий' : null,
            },
          );
          from = TO[action] as TEventPlanPartStatus;
        });
        if (status !== 'approved') continue;
        // An agreed part's measures are events (decision 056): last year's carried out and approved.
        const done = year < thisYear;
        for (const item of items) {
          const eventId = newId();
          const due = Date.parse(`${item.dueOn}T00:00:00Z`);
          await tx.insert(events).values({
            id: eventId,
            number: await nextRegistrationNumber(tx, EVENT_MODULE.numberPrefix, subsidiary.id, year),
            organizationId: subsidiary.id,
            status: done ? 'approved' : 'in_work',
            title: item.title,
            description: item.description,
            sourceType: 'event_plan_part',
            sourceId: partId,
            responsibleId: item.responsibleId,
            coExecutorIds: [],
            approverId: approver.id,
            dueOn: item.dueOn,
            cost: item.cost,
            executionStatus: done ? 'done' : 'in_work',
            executionComment: null,
            report: done ? 'Мероприятие выполнено в срок, документы приложены' : null,
            doneOn: done ? day(due - 3 * DAY) : null,
            overdue: false,
            assigneeId: done ? approver.id : item.responsibleId,
            version: done ? 3 : 1,
            createdAt: new Date(at(44)),
            createdBy: headdotos.id,
            updatedAt: new Date(done ? Math.min(due, now.getTime() - DAY) : at(44)),
            updatedBy: done ? approver.id : headdotos.id,
          } as never);
          step('event', eventId, 'create', headdotos.id, at(44));
        }
      }
    }
    await tx.insert(history).values(trail);
  });
  return true;
}
