import type { TIncidentKind, TIncidentStatus, TVictim } from '@hse/contracts/incidents';
import { needsSpecialInvestigation } from '@hse/contracts/incidents';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { history, incidents, organizations, registrationCounters, users } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { DEMO_DIAGNOSES, DEMO_IMPACTS, DEMO_STORIES, DEMO_VEHICLES } from './demo-incident-texts.ts';
import { FIRST_NAMES, LAST_NAMES, POSTS } from './demo-people.ts';
import { random, type TRandom } from './demo-random.ts';

/** Most messages are near misses and microtraumas; accidents are few and grave ones rare. */
const KIND_WEIGHTS: Record<TIncidentKind, number> = {
  near_miss: 34,
  medical: 20,
  incident: 15,
  road_accident: 10,
  accident: 8,
  environmental: 8,
  fire: 5,
};

const DAY = 86_400_000;
type TIncidentRow = typeof incidents.$inferInsert;
type THistoryRow = typeof history.$inferInsert;

/**
 * Two years of incident messages across the demo subsidiaries, on a database that has the demo
 * accounts and no messages yet; the older ones closed, the recent ones at every step of their
 * workflow, a few of them the demo employee's own.
 */
export async function seedDemoIncidents(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(incidents);
  const [employee] = await db.select().from(users).where(eq(users.login, 'employee'));
  const [dotos] = await db.select().from(users).where(eq(users.login, 'dotos'));
  const [head] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  if ((existing?.n ?? 0) > 0 || !employee || !dotos || !head) return false;

  const orgs = await db.select().from(organizations);
  const people = await db.select({ id: users.id, organizationId: users.organizationId }).from(users);
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  const rng = random(20_261_123);
  const counters = new Map<string, number>();
  const rows: TIncidentRow[] = [];
  const trail: THistoryRow[] = [];
  const ownOpen: TIncidentStatus[] = ['revision', 'draft'];

  for (let month = 23; month >= 0; month--) {
    for (const subsidiary of subsidiaries) {
      const units = [subsidiary, ...orgs.filter((o) => o.parentId === subsidiary.id)];
      for (let n = rng.int(4, 8); n > 0; n--) {
        const org = rng.pick(units);
        const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1)).getTime();
        const occurred = new Date(
          Math.min(start + rng.next() * 30 * DAY, now.getTime() - rng.int(2, 48) * 3_600_000),
        );
        const kind = rng.weighted(KIND_WEIGHTS);
        const authorPool = people.filter((p) => units.some((u) => u.id === p.organizationId));
        // The demo employee's last messages wait on them: one returned for revision, one draft.
        const waiting =
          month === 0 && subsidiary.id === employee.organizationId ? ownOpen.shift() : undefined;
        const mine =
          waiting !== undefined || (subsidiary.id === employee.organizationId && rng.next() < 0.15);
        const author = mine ? employee.id : rng.pick(authorPool).id;
        const ageDays = (now.getTime() - occurred.getTime()) / DAY;
        const random: TIncidentStatus =
          ageDays > 45
            ? rng.next() < 0.95
              ? 'closed'
              : 'in_work'
            : rng.weighted({ draft: 1, sent: 2, in_work: 3, revision: 1, closed: 3 });
        const status = waiting ?? random;
        const year = occurred.getUTCFullYear();
        const seriesKey = `${seriesCode(subsidiary.shortName)}:${year}`;
        const serial = (counters.get(seriesKey) ?? 0) + 1;
        counters.set(seriesKey, serial);
        const story = rng.pick(DEMO_STORIES[kind]);
        const victims = victimsOf(kind, rng);
        const vehicle = kind === 'road_accident' ? rng.pick(DEMO_VEHICLES) : null;
        const id = newId();
        rows.push({
          id,
          number: `INC-${subsidiary.shortName}-${year}-${String(serial).padStart(5, '0')}`,
          organizationId: org.id,
          status,
          kind,
          occurredAt: occurred,
          liquidatedAt: new Date(occurred.getTime() + rng.int(10, 240) * 60_000),
          location: story.location,
          description: story.description,
          measures: story.measures,
          businessDirection: rng.pick(['production', 'refining', 'transportation'] as const),
          impact: kind === 'environmental' ? rng.pick(DEMO_IMPACTS) : '',
          preliminaryCauses: story.causes,
          notifiedBodies: victims.length > 0 ? 'Департамент труда и социальной защиты населения' : '',
          classification: status === 'closed' ? 'work_related' : null,
          victims,
          victimsCount: victims.length,
          transport: vehicle ? { ...vehicle } : null,
          driver: vehicle
            ? {
                full_name: `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}`,
                license_number: `KZ${rng.int(100000, 999999)}`,
                experience_years: rng.int(1, 25),
                alcohol_test: 'negative',
              }
            : null,
          needsSpecialInvestigation: needsSpecialInvestigation({ kind, victims }),
          createdAt: new Date(occurred.getTime() + 3_600_000),
          createdBy: author,
          updatedAt: new Date(occurred.getTime() + 3 * DAY),
          updatedBy: author,
          version: 1,
        });
        trail.push(...historyOf(id, status, occurred, author, dotos.id, head.id));
      }
    }
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(incidents).values(rows.slice(i, i + 200));
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    await setCounters(tx, counters);
  });
  return true;
}

function victimsOf(kind: TIncidentKind, rng: TRandom): TVictim[] {
  const hurt = kind === 'accident' || kind === 'medical' || (kind === 'road_accident' && rng.next() < 0.4);
  if (!hurt) return [];
  const count = kind === 'accident' && rng.next() < 0.1 ? 2 : 1;
  return Array.from({ length: count }, () => {
    const severity =
      kind === 'medical'
        ? 'light'
        : rng.weighted({ light: 88, severe: 10, fatal: kind === 'accident' ? 2 : 0 });
    // Drawn in the order the demo has always drawn them, so the rest of the demo stays as it was.
    const person = {
      full_name: `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}`,
      birth_year: rng.int(1968, 2003),
      position: rng.pick(POSTS),
      experience_years: rng.int(0, 25),
    };
    const injury = rng.pick(DEMO_DIAGNOSES);
    return {
      ...person,
      instruction_date: null,
      injury_severity: severity,
      body_part: injury.body_part,
      diagnosis: injury.diagnosis,
      dependents: rng.int(0, 4),
      outcome:
        severity === 'fatal'
          ? 'fatality'
          : severity === 'severe'
            ? 'lwdc'
            : kind === 'medical'
              ? 'fac'
              : 'mtc',
    } satisfies TVictim;
  });
}

/** The steps a message took to reach its status, as its history shows them. */
function historyOf(
  id: string,
  status: TIncidentStatus,
  occurred: Date,
  author: string,
  dotos: string,
  head: string,
): THistoryRow[] {
  const at = (hours: number) => new Date(occurred.getTime() + hours * 3_600_000);
  const step = (
    action: string,
    actorId: string,
    hours: number,
    from: string,
    to: string,
    comment?: string,
  ) => ({
    id: newId(),
    entityType: 'incident',
    entityId: id,
    action,
    actorId,
    at: at(hours),
    changes: { status: { from, to } },
    comment: comment ?? null,
  });
  const steps: THistoryRow[] = [
    { id: newId(), entityType: 'incident', entityId: id, action: 'create', actorId: author, at: at(1) },
  ];
  if (status === 'draft') return steps;
  steps.push(step('save_and_send', author, 2, 'draft', 'sent'));
  if (status === 'revision')
    return [
      ...steps,
      step('for_revision', dotos, 5, 'sent', 'revision', 'Уточните обстоятельства и приложите фото'),
    ];
  if (status === 'sent') return steps;
  steps.push(step('accept_for_work', dotos, 6, 'sent', 'in_work'));
  if (status === 'closed') steps.push(step('approve', head, 72, 'in_work', 'closed'));
  return steps;
}

async function setCounters(tx: Tx, counters: Map<string, number>) {
  const values = [...counters].map(([key, last]) => {
    const [series, year] = key.split(':');
    return { prefix: 'INC', series: series as string, year: Number(year), last };
  });
  if (values.length > 0) await tx.insert(registrationCounters).values(values);
}
