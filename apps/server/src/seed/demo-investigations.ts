import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bulletins,
  history,
  incidents,
  investigationActs,
  investigationReports,
  organizations,
  registrationCounters,
  users,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';

const DAY = 86_400_000;
type THistoryRow = typeof history.$inferInsert;

/**
 * Documents of the closed demo messages, as an HSE department would have written them: an approved
 * act for each grave, group or fatal accident, a report for half of the injuries and fires, and a
 * bulletin to the other subsidiaries for the graver events.
 */
export async function seedDemoInvestigations(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(investigationActs);
  const [dotos] = await db.select().from(users).where(eq(users.login, 'dotos'));
  const [head] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  if ((existing?.n ?? 0) > 0 || !dotos || !head) return false;
  const closed = await db
    .select()
    .from(incidents)
    .where(
      and(
        eq(incidents.status, 'closed'),
        inArray(incidents.kind, ['accident', 'medical', 'road_accident', 'fire', 'environmental']),
      ),
    );
  const orgs = await db.select().from(organizations);
  const seriesOf = (organizationId: string) => {
    const org = orgs.find((o) => o.id === organizationId);
    return org?.kind === 'division' ? (orgs.find((o) => o.id === org.parentId) ?? org) : (org ?? orgs[0]);
  };
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  const counters = new Map<string, number>();
  const numberOf = (prefix: string, organizationId: string, at: Date) => {
    const series = seriesOf(organizationId);
    const key = `${prefix}:${seriesCode(series?.shortName ?? '')}:${at.getUTCFullYear()}`;
    const serial = (counters.get(key) ?? 0) + 1;
    counters.set(key, serial);
    return `${prefix}-${series?.shortName}-${at.getUTCFullYear()}-${String(serial).padStart(5, '0')}`;
  };
  const trail: THistoryRow[] = [];
  const approvedTrail = (entityType: string, id: string, at: Date) => {
    const step = (action: string, actorId: string, days: number, from: string | null, to: string) => ({
      id: newId(),
      entityType,
      entityId: id,
      action,
      actorId,
      at: new Date(at.getTime() + days * DAY),
      changes: from ? { status: { from, to } } : null,
    });
    trail.push(step('create', dotos.id, 0, null, 'draft'));
    trail.push(step('send_for_approval', dotos.id, 5, 'draft', 'on_approval'));
    trail.push(step('approve', head.id, 7, 'on_approval', 'approved'));
  };
  // Titles are left empty: the answers generate them from the message's number in the reader's
  // language ("Report … on message INC-…"), where a stored one would read Russian to everyone.
  const common = (incident: (typeof closed)[number], prefix: string) => {
    const at = new Date(incident.occurredAt.getTime() + 2 * DAY);
    return {
      id: newId(),
      number: numberOf(prefix, incident.organizationId, at),
      organizationId: incident.organizationId,
      incidentId: incident.id,
      status: 'approved' as const,
      title: '',
      createdAt: at,
      createdBy: dotos.id,
      updatedAt: new Date(at.getTime() + 7 * DAY),
      updatedBy: head.id,
    };
  };

  const acts = closed.filter((i) => i.needsSpecialInvestigation);
  const reports = closed.filter((i, n) => !i.needsSpecialInvestigation && n % 2 === 0);
  const lessons = closed.filter((i, n) => i.needsSpecialInvestigation || (i.kind === 'fire' && n % 2 === 0));

  const actRows = acts.map((incident) => {
    const row = common(incident, 'ACT');
    approvedTrail('investigation_act', row.id, row.createdAt);
    return {
      ...row,
      eventType: 'Несчастный случай на производстве',
      directCause: 'Нарушение требований безопасности при выполнении работ',
      text: 'Комиссия изучила обстоятельства, опросила очевидцев и осмотрела место происшествия.',
      victims: incident.victims.map((v) => v.full_name),
      conclusions: 'Несчастный случай связан с производством; работодателю разработать мероприятия.',
      guilt: [
        { full_name: incident.victims[0]?.full_name ?? 'Пострадавший', position: 'Работник', percent: 15 },
        { full_name: 'Работодатель', position: '', percent: 85 },
      ],
      chairman: { user_id: null, full_name: 'Государственный инспектор труда', position: 'Председатель' },
      members: [
        { user_id: head.id, full_name: `${head.lastName} ${head.firstName}`, position: head.post },
        { user_id: dotos.id, full_name: `${dotos.lastName} ${dotos.firstName}`, position: dotos.post },
      ],
    };
  });
  const reportRows = reports.map((incident) => {
    const row = common(incident, 'REP');
    approvedTrail('investigation_report', row.id, row.createdAt);
    return {
      ...row,
      facts: incident.description,
      sequence: 'Работы начаты без повторного инструктажа; происшествие выявлено мастером участка.',
      immediateCauses: 'Неосторожные действия, отсутствие контроля',
      rootCauses: [
        { why: 'Почему произошло происшествие?', because: 'Работник не применил безопасный приём' },
        { why: 'Почему не применил?', because: 'Инструктаж проведён формально' },
        { why: 'Почему формально?', because: 'Нет контроля качества инструктажей' },
      ],
      conclusions: 'Усилить контроль проведения инструктажей.',
      measures: [
        {
          description: 'Провести внеплановый инструктаж',
          responsible: 'Мастер участка',
          deadline: new Date(row.createdAt.getTime() + 14 * DAY).toISOString().slice(0, 10),
        },
      ],
    };
  });
  const bulletinRows = lessons.map((incident) => {
    const row = common(incident, 'BUL');
    approvedTrail('bulletin', row.id, row.createdAt);
    const own = seriesOf(incident.organizationId)?.id;
    return {
      ...row,
      whatHappened: incident.description,
      causes: 'Нарушение требований безопасности, недостаточный контроль',
      lessons: 'Остановите работу, если условия небезопасны. Проверяйте инструмент перед началом работ.',
      targetOrganizationIds: subsidiaries.filter((s) => s.id !== own).map((s) => s.id),
    };
  });

  await db.transaction(async (tx) => {
    if (actRows.length > 0) await tx.insert(investigationActs).values(actRows);
    if (reportRows.length > 0) await tx.insert(investigationReports).values(reportRows);
    if (bulletinRows.length > 0) await tx.insert(bulletins).values(bulletinRows);
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    const values = [...counters].map(([key, last]) => {
      const [prefix, series, year] = key.split(':');
      return { prefix: prefix as string, series: series as string, year: Number(year), last };
    });
    if (values.length > 0) await tx.insert(registrationCounters).values(values);
  });
  return true;
}
