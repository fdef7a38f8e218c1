import type { TLocalizedText } from '@hse/contracts/common';
import { dueOnOf, FORM_REMINDED_ROLES, periodKeyOf, periodsPerYear } from '@hse/contracts/form-submissions';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { type SQL, sql } from 'drizzle-orm';
import { formSubmissions, organizations } from '../../db/schema/index.ts';
import type {
  TDeadlineContext,
  TDeadlineItem,
  TDeadlineSource,
  TRecordDeadline,
} from '../../platform/deadlines.ts';
import { addWorkingDays, localDay, shiftDay, startOfLocalDay } from '../../platform/working-days.ts';
import { formDefinitionOf, latestFormDefinitions } from './form-definitions.ts';

/**
 * "Form F for period P of organization O is due" as a deadline source (decisions 049, 073): every
 * live subsidiary files every form each period of the form's latest definition. Until a
 * submission is sent (none, a draft, or one returned for revision), the subsidiary's HSE staff and
 * whoever began the submission are reminded `FORM_REMINDER_WORKING_DAYS` working days before the
 * due day and told when it has passed; after the grace period the HSE staff over the subsidiary
 * (the holding's) hear of it. The item is `<organization id>:<form code>:<period key>`.
 */
export const FORM_DEADLINE_SOURCE = 'forms.submission_due';

/** Working days before the due day the reminders go out (at the start of that day). */
export const FORM_REMINDER_WORKING_DAYS = [3, 1] as const;

/**
 * How far ahead of its due moment a form's first reminder may begin: 3 working days can span a
 * weekend and the longest run of public holidays (New Year, Nauryz).
 */
const LOOKAHEAD_MS = 14 * 86_400_000;

/** A form falls overdue at the first moment of the day after its due day. */
const dueMomentOf = (dueOn: string, timeZone: string) =>
  startOfLocalDay(new Date(`${shiftDay(dueOn, 1)}T12:00:00Z`), timeZone);

type TCandidate = { definition: TFormDefinition; year: number; period: number; dueOn: string; dueAt: Date };

/** Every period of every form whose due moment lies within the window. */
function candidatesIn(context: TDeadlineContext, definitions: TFormDefinition[], from: Date, to: Date) {
  const first = Number(localDay(from, context.timeZone).slice(0, 4)) - 1;
  const last = Number(localDay(to, context.timeZone).slice(0, 4));
  const found: TCandidate[] = [];
  for (const definition of definitions)
    for (let year = first; year <= last; year++)
      for (let period = 1; period <= periodsPerYear(definition.period); period++) {
        const dueOn = dueOnOf(definition.period, year, period, definition.dueDays);
        const dueAt = dueMomentOf(dueOn, context.timeZone);
        if (dueAt >= from && dueAt < to) found.push({ definition, year, period, dueOn, dueAt });
      }
  return found;
}

type TSubsidiary = {
  id: string;
  name_ru: string;
  name_kk: string;
  name_en: string;
  staff_ids: string[] | null;
};
type TSubmissionRow = {
  id: string;
  organization_id: string;
  form_code: string;
  year: number;
  period: number;
  status: string;
  author_id: string | null;
  sent_at: string | Date | null;
  due_on: string | Date;
  definition_version: number;
};

const ROLES = `{${FORM_REMINDED_ROLES.join(',')}}`;
const s = formSubmissions as unknown as Record<string, SQL>;

async function submissionRows(db: TDeadlineContext['db'], where: SQL): Promise<TSubmissionRow[]> {
  const result = await db.execute(sql`
    select ${s.id} as id, ${s.organizationId} as organization_id, ${s.formCode} as form_code,
      ${s.year} as year, ${s.period} as period, ${s.status} as status, ${s.createdBy} as author_id,
      ${s.sentAt} as sent_at, ${s.dueOn} as due_on, ${s.definitionVersion} as definition_version
    from ${formSubmissions} where ${s.deletedAt} is null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TSubmissionRow[] }).rows;
}

function titleOf(definition: TFormDefinition, key: string, organization: TLocalizedText): TLocalizedText {
  return {
    ru: `${definition.title.ru} за ${key}: ${organization.ru}`,
    kk: `${definition.title.kk}, ${key}: ${organization.kk}`,
    en: `${definition.title.en} for ${key}: ${organization.en}`,
  };
}

function remindersOf(context: TDeadlineContext, dueOn: string) {
  const day = new Date(`${dueOn}T12:00:00Z`);
  return FORM_REMINDER_WORKING_DAYS.map((n) => ({
    stage: `remind_${n}wd`,
    at: startOfLocalDay(addWorkingDays(context.calendar, day, -n), context.timeZone),
  }));
}

export const FORM_DEADLINES: TDeadlineSource = {
  key: FORM_DEADLINE_SOURCE,
  lookaheadMs: LOOKAHEAD_MS,
  async due(context, window) {
    const candidates = candidatesIn(context, await latestFormDefinitions(context.db), window.from, window.to);
    if (candidates.length === 0) return [];
    const o = organizations;
    const subsidiaries = (
      (await context.db.execute(sql`
        select ${o.id} as id, ${o.nameRu} as name_ru, ${o.nameKk} as name_kk, ${o.nameEn} as name_en,
          (select array_agg(u.id order by u.id) from users u
            where u.is_active and u.organization_id = ${o.id} and u.roles && ${ROLES}::text[]) as staff_ids
        from ${organizations} where ${o.kind} = 'subsidiary' and ${o.deletedAt} is null`)) as unknown as {
        rows: TSubsidiary[];
      }
    ).rows;
    const places = candidates.map((c) => sql`(${c.definition.code}, ${c.year}, ${c.period})`);
    const submissions = await submissionRows(
      context.db,
      sql`(${s.formCode}, ${s.year}, ${s.period}) in (${sql.join(places, sql`, `)})`,
    );
    const placeKey = (org: string, code: string, year: number, period: number) =>
      `${org}:${code}:${year}:${period}`;
    const byPlace = new Map(
      submissions.map((row) => [
        placeKey(row.organization_id, row.form_code, Number(row.year), Number(row.period)),
        row,
      ]),
    );
    const items: TDeadlineItem[] = [];
    for (const candidate of candidates) {
      const { definition, year, period } = candidate;
      const key = periodKeyOf(definition.period, year, period);
      const reminders = remindersOf(context, candidate.dueOn);
      for (const subsidiary of subsidiaries) {
        const found = byPlace.get(placeKey(subsidiary.id, definition.code, year, period));
        // Sent (or accepted) meets it; a draft or one returned for revision does not.
        if (found && (found.status === 'sent' || found.status === 'accepted')) continue;
        const name = { ru: subsidiary.name_ru, kk: subsidiary.name_kk, en: subsidiary.name_en };
        const responsible = new Set(subsidiary.staff_ids ?? []);
        if (found?.author_id) responsible.add(found.author_id);
        const create = `organization_id=${subsidiary.id}&year=${year}&period=${period}`;
        items.push({
          id: `${subsidiary.id}:${definition.code}:${key}`,
          entityType: 'form_submission',
          entityId: found?.id ?? subsidiary.id,
          title: titleOf(definition, key, name),
          dueAt: candidate.dueAt,
          organizationId: subsidiary.id,
          responsibleIds: [...responsible],
          escalationIds: [],
          link: found ? `/form-edit/${found.id}/${definition.code}` : `/forms/${definition.code}?${create}`,
          reminders,
        });
      }
    }
    return items;
  },
  /** A submission's one deadline: its due day, met by its first sending. */
  async ofRecord(context, entityId): Promise<TRecordDeadline[]> {
    if (!/^[0-9a-f-]{36}$/.test(entityId)) return [];
    const [row] = await submissionRows(context.db, sql`${s.id} = ${entityId}`);
    if (!row) return [];
    const definition = await formDefinitionOf(context.db, row.form_code, Number(row.definition_version));
    if (!definition) return [];
    const [org] = (
      (await context.db.execute(sql`
        select name_ru as ru, name_kk as kk, name_en as en from organizations
        where id = ${row.organization_id}`)) as unknown as { rows: TLocalizedText[] }
    ).rows;
    const dueOn =
      typeof row.due_on === 'string' ? row.due_on.slice(0, 10) : row.due_on.toISOString().slice(0, 10);
    const key = periodKeyOf(definition.period, Number(row.year), Number(row.period));
    return [
      {
        stage: 'sent',
        title: titleOf(definition, key, org ?? { ru: '', kk: '', en: '' }),
        dueAt: dueMomentOf(dueOn, context.timeZone),
        doneAt: row.sent_at ? new Date(row.sent_at) : null,
      },
    ];
  },
};
