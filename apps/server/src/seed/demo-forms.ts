import { LANGUAGES } from '@hse/contracts/constants';
import {
  dueOnOf,
  FORM_SUBMISSION_MODULE,
  periodKeyOf,
  periodRangeOf,
  periodsPerYear,
  type TFormSubmissionStatus,
} from '@hse/contracts/form-submissions';
import { FORM_CATALOGUE } from '@hse/contracts/forms/catalogue/index';
import { checkFormRules, computeForm } from '@hse/contracts/forms/evaluate';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formSubmissions, history, organizations, registrationCounters, users } from '../db/schema/index.ts';
import { ensureFormCatalogue } from '../modules/forms/form-definitions.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { demoFormFigures } from './demo-form-figures.ts';
import { form2Values, incidentMonths } from './demo-form-incidents.ts';
import { demoFormValues } from './demo-form-values.ts';
import { random } from './demo-random.ts';

const DAY = 86_400_000;
const CHUNK = 400;

/**
 * Two years of every form by the three demo subsidiaries (issue 15 §4): last year's periods and
 * this year's that have ended. Most are accepted; some were returned for revision and sent again,
 * some sent after their due day; the periods still open to send are drafts or await acceptance.
 * Form 2's numbers are the incident register's of that subsidiary and month.
 */
export async function seedDemoFormSubmissions(
  db: Db,
  now = new Date(),
  timeZone = 'Asia/Almaty',
): Promise<boolean> {
  await ensureFormCatalogue(db);
  const [existing] = await db.select({ n: count() }).from(formSubmissions);
  const [reviewer] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  if ((existing?.n ?? 0) > 0 || !reviewer) return false;
  const subsidiaries = (await db.select().from(organizations))
    .filter((o) => o.kind === 'subsidiary')
    .sort((a, b) => a.shortName.localeCompare(b.shortName));
  const people = (await db.select().from(users)).filter((u) => u.isActive);
  const rng = random(20_261_215);
  // Form 2 counts what the incident register holds (seeded before the forms).
  const register = await incidentMonths(db, timeZone);
  const thisYear = now.getUTCFullYear();
  const today = now.toISOString().slice(0, 10);
  const rows: Record<string, unknown>[] = [];
  const trail: (typeof history.$inferInsert)[] = [];
  const counters = new Map<string, { series: string; year: number; last: number }>();

  for (const subsidiary of subsidiaries) {
    const author = people.find((p) => p.organizationId === subsidiary.id && p.roles.length === 0) ?? reviewer;
    const series = seriesCode(subsidiary.shortName);
    for (const definition of FORM_CATALOGUE)
      for (const year of [thisYear - 1, thisYear])
        for (let period = 1; period <= periodsPerYear(definition.period); period++) {
          const { start, end } = periodRangeOf(definition.period, year, period);
          if (end >= today) continue;
          const dueOn = dueOnOf(definition.period, year, period, definition.dueDays);
          const open = dueOn >= today;
          const roll = rng.next();
          const status: TFormSubmissionStatus = open
            ? roll < 0.4
              ? 'draft'
              : 'sent'
            : roll < 0.06
              ? 'revision'
              : roll < 0.1
                ? 'sent'
                : 'accepted';
          const returned = status === 'revision' || (status === 'accepted' && rng.next() < 0.08);
          const late = status !== 'draft' && !open && rng.next() < 0.12;
          const drawn = demoFormFigures(
            definition.code,
            demoFormValues(definition, rng, start),
            subsidiaries.indexOf(subsidiary),
            year,
            period,
          );
          const values =
            definition.code === 'HSE_FRM_2'
              ? form2Values(register.get(`${subsidiary.id}|${periodKeyOf('month', year, period)}`))
              : drawn;
          const computed = computeForm(definition, values);
          const warnings: Record<string, { ru: string; kk: string; en: string }[]> = {};
          const byLang = LANGUAGES.map((lang) => checkFormRules(definition, computed, lang).warnings);
          for (const [where, messages] of Object.entries(byLang[0] ?? {}))
            warnings[`values.${where}`] = messages.map((ru, i) => ({
              ru,
              kk: byLang[1]?.[where]?.[i] ?? ru,
              en: byLang[2]?.[where]?.[i] ?? ru,
            }));
          const at = (day: string, hours: number) =>
            new Date(Math.min(Date.parse(`${day}T04:00:00Z`) + hours * 3_600_000, now.getTime() - 3_600_000));
          const created = at(end, 24 + rng.int(0, 48));
          const dueAt = Date.parse(`${dueOn}T04:00:00Z`);
          const sentAt =
            status === 'draft'
              ? null
              : new Date(
                  Math.max(
                    created.getTime() + 3_600_000,
                    Math.min(
                      late ? dueAt + rng.int(1, 6) * DAY : dueAt - rng.int(0, 2) * DAY,
                      now.getTime() - 1_800_000,
                    ),
                  ),
                );
          const id = newId();
          const counter = counters.get(`${series}|${year}`) ?? { series, year, last: 0 };
          counter.last += 1;
          counters.set(`${series}|${year}`, counter);
          const steps: { action: string; from: string; to: string; by: string; comment: string | null }[] =
            [];
          if (sentAt)
            steps.push({ action: 'save_and_send', from: 'draft', to: 'sent', by: author.id, comment: null });
          if (returned) {
            steps.push({
              action: 'for_revision',
              from: 'sent',
              to: 'revision',
              by: reviewer.id,
              comment: 'Сверьте итоговые значения с данными учёта и пояснениями',
            });
            if (status === 'accepted')
              steps.push({
                action: 'save_and_send',
                from: 'revision',
                to: 'sent',
                by: author.id,
                comment: null,
              });
          }
          if (status === 'accepted')
            steps.push({ action: 'approve', from: 'sent', to: 'accepted', by: reviewer.id, comment: null });
          rows.push({
            id,
            number: `${FORM_SUBMISSION_MODULE.numberPrefix}-${series}-${year}-${String(counter.last).padStart(5, '0')}`,
            organizationId: subsidiary.id,
            status,
            version: 1 + steps.length,
            createdAt: created,
            createdBy: author.id,
            updatedAt: sentAt
              ? new Date(Math.min(sentAt.getTime() + steps.length * DAY, now.getTime() - 60_000))
              : created,
            updatedBy: steps.at(-1)?.by ?? author.id,
            formCode: definition.code,
            year,
            period,
            periodKey: periodKeyOf(definition.period, year, period),
            definitionVersion: definition.version,
            dueOn,
            sentAt,
            late: sentAt ? late : false,
            values,
            results: { values: computed.values, totals: computed.totals },
            warnings,
          });
          trail.push({
            id: newId(),
            entityType: 'form_submission',
            entityId: id,
            action: 'create',
            actorId: author.id,
            at: created,
          });
          steps.forEach((step, n) => {
            trail.push({
              id: newId(),
              entityType: 'form_submission',
              entityId: id,
              action: step.action,
              actorId: step.by,
              at: new Date(Math.min((sentAt as Date).getTime() + n * DAY, now.getTime() - 60_000)),
              changes: { status: { from: step.from, to: step.to } },
              comment: step.comment,
            });
          });
        }
  }

  await db.transaction(async (tx) => {
    // The generic table types its manifest's columns only as some field's.
    for (let i = 0; i < rows.length; i += CHUNK)
      await tx.insert(formSubmissions).values(rows.slice(i, i + CHUNK) as never);
    for (let i = 0; i < trail.length; i += CHUNK) await tx.insert(history).values(trail.slice(i, i + CHUNK));
    await tx
      .insert(registrationCounters)
      .values([...counters.values()].map((c) => ({ prefix: FORM_SUBMISSION_MODULE.numberPrefix, ...c })))
      .onConflictDoUpdate({
        target: [registrationCounters.prefix, registrationCounters.series, registrationCounters.year],
        set: { last: sql`greatest(${registrationCounters.last}, excluded.last)` },
      });
  });
  return true;
}
