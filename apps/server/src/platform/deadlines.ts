import type { TLocalizedText } from '@hse/contracts/common';
import { FORMAT_LOCALES, LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import type { TDeadline } from '@hse/contracts/deadlines';
import { formatMessage, type TMessageKey } from '@hse/contracts/messages';
import { HSE_ROLES } from '@hse/contracts/roles';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { deadlineNotices, notifications } from '../db/schema/index.ts';
import type { TApp } from './app-types.ts';
import type { TDeps } from './deps.ts';
import { newId } from './ids.ts';
import { registerJobKind } from './jobs.ts';
import { activeUsersOverseeing } from './notify.ts';
import { cacheTags } from './read-cache.ts';
import { loadCalendar, startOfLocalDay, type TCalendar } from './working-days.ts';

/**
 * Deadlines that remind and escalate (decision 049). Modules register deadline sources; a periodic
 * job asks each for its open items due around now and tells people once per stage: a reminder
 * before the due moment (DEADLINE_REMINDERS), an overdue notice at it, and after a grace period
 * (DEADLINE_ESCALATION_AFTER) an escalation to the approver and the HSE staff of the organization
 * and those above it. What one person is told in a day gathers in one notification.
 */

/** One open deadline a source reports: not yet met, with who answers for it. */
export type TDeadlineItem = {
  /** Unique within the source, stable (e.g. the record's id and the step's name). */
  id: string;
  entityType: string;
  entityId: string;
  title: TLocalizedText;
  dueAt: Date;
  organizationId: string;
  /** Reminded before the due moment and told when it passed. */
  responsibleIds: readonly string[];
  /** Told after the grace period, with the HSE staff of the organization and above. */
  escalationIds: readonly string[];
  /** The record's page. */
  link: string;
  /**
   * The item's own reminders (e.g. counted in working days), instead of DEADLINE_REMINDERS: each
   * stage is sent once, the latest whose moment has come.
   */
  reminders?: readonly { stage: string; at: Date }[];
};

export type TDeadlineContext = { db: DbOrTx; calendar: TCalendar; timeZone: string };

/** A deadline of one record as its page shows it, met or not. */
export type TRecordDeadline = { stage: string; title: TLocalizedText; dueAt: Date; doneAt: Date | null };

export type TDeadlineSource = {
  key: string;
  /** Open items whose due moment lies within [from, to). */
  due(context: TDeadlineContext, window: { from: Date; to: Date }): Promise<TDeadlineItem[]>;
  /** Every deadline of one record (the caller has checked that it may read it). */
  ofRecord(context: TDeadlineContext, entityId: string): Promise<TRecordDeadline[]>;
  /** How far ahead its items' own `reminders` may begin, when beyond DEADLINE_REMINDERS (ms). */
  lookaheadMs?: number;
};

const SOURCES = new Map<string, TDeadlineSource>();

/** A module registers its source when it registers its routes; the platform knows none. */
export function registerDeadlineSource(source: TDeadlineSource) {
  SOURCES.set(source.key, source);
}

export const deadlineSources = (): readonly TDeadlineSource[] => [...SOURCES.values()];

/** A record's deadlines from one source, in the reader's language, with their state at `now`. */
export async function recordDeadlines(
  deps: TDeps,
  sourceKey: string,
  entityId: string,
  lang: TLanguage,
  now = new Date(),
): Promise<TDeadline[]> {
  const source = SOURCES.get(sourceKey);
  if (!source) return [];
  const timeZone = deps.config.TIME_ZONE;
  const calendar = await loadCalendar(deps.db, timeZone);
  const items = await source.ofRecord({ db: deps.db, calendar, timeZone }, entityId);
  return items.map((item) => {
    const late = (item.doneAt ?? now).getTime() > item.dueAt.getTime();
    return {
      source: sourceKey,
      stage: item.stage,
      title: item.title[lang] || item.title.ru,
      due_at: item.dueAt.toISOString(),
      done_at: item.doneAt?.toISOString() ?? null,
      state: item.doneAt ? (late ? 'done_late' : 'done') : late ? 'overdue' : 'open',
    };
  });
}

export type TDeadlineSettings = {
  /** Reminders this long before the due moment (ms), e.g. 3 days and 1 day. */
  reminders: readonly number[];
  /** Escalation this long after it. */
  escalationAfterMs: number;
  /** How far back a scan looks for overdue items it has not told of yet. */
  lookbackMs: number;
  timeZone: string;
};

/** The settings of the scan, from the configuration. */
export const deadlineSettings = (config: TConfig): TDeadlineSettings => ({
  reminders: config.DEADLINE_REMINDERS,
  escalationAfterMs: config.DEADLINE_ESCALATION_AFTER,
  // A scan missed for a while (the server was down) still tells of what fell due meanwhile; what is
  // older was surely seen on the record's page.
  lookbackMs: 14 * 86_400_000,
  timeZone: config.TIME_ZONE,
});

export const DEADLINE_SCAN_JOB = 'deadlines.scan';

/** The periodic scan, a recurring job: once per DEADLINE_SCAN_MINUTES whatever the processes. */
export function registerDeadlineScan(_app: TApp, deps: TDeps) {
  registerJobKind(DEADLINE_SCAN_JOB, {
    every: deps.config.DEADLINE_SCAN_MINUTES * 60_000,
    maxAttempts: 3,
    run: async (context) => {
      const sent = await scanDeadlines(context.deps, new Date(), deadlineSettings(context.deps.config));
      context.log.info({ sent }, 'deadlines scanned');
    },
  });
}

/** Notices (or notifications) written by one statement. */
const NOTICE_BATCH = 500;
/** Items looked at between two turns of the event loop. */
const YIELD_EVERY = 2_000;
/** People told in one transaction (fewer when they have many notices). */
const TELL_BATCH = 500;

type TNotice = { source: string; item: TDeadlineItem; stage: string; userId: string; key: TMessageKey };
type TNoticeKeyRow = { source: string; item_id: string; stage: string; user_id: string };

/** The stage an item is at now, if any: the nearest reminder, overdue, or escalation. */
function stagesOf(item: TDeadlineItem, now: Date, settings: TDeadlineSettings) {
  const left = item.dueAt.getTime() - now.getTime();
  const stages: { stage: string; key: TMessageKey; escalation: boolean }[] = [];
  if (left > 0 && item.reminders) {
    const reached = item.reminders.filter((r) => r.at.getTime() <= now.getTime());
    const latest = reached.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    if (latest) stages.push({ stage: latest.stage, key: 'deadlines.reminder', escalation: false });
    return stages;
  }
  if (left > 0) {
    const reminder = [...settings.reminders].reverse().find((offset) => left <= offset);
    if (reminder !== undefined)
      stages.push({ stage: `remind_${reminder}`, key: 'deadlines.reminder', escalation: false });
    return stages;
  }
  stages.push({ stage: 'overdue', key: 'deadlines.overdue', escalation: false });
  if (-left >= settings.escalationAfterMs)
    stages.push({ stage: 'escalation', key: 'deadlines.escalation', escalation: true });
  return stages;
}

/** One formatter per language and zone: making one costs far more than using it. */
const dueFormats = new Map<string, Intl.DateTimeFormat>();
function dueText(item: TDeadlineItem, lang: TLanguage, timeZone: string) {
  const key = `${lang} ${timeZone}`;
  let format = dueFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone,
    });
    dueFormats.set(key, format);
  }
  return format.format(item.dueAt);
}

const noticeText = (notice: TNotice, lang: TLanguage, timeZone: string) =>
  formatMessage(notice.key, lang, {
    title: notice.item.title[lang] || notice.item.title.ru,
    due: dueText(notice.item, lang, timeZone),
  });

function localized(make: (lang: TLanguage) => string): TLocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as TLocalizedText;
}

/**
 * One scan at `now`: every source's items around now, each notice not sent before recorded and
 * told. Safe to run twice or in two processes at once: the notices' unique key lets each through
 * once (a second writer of the same notice waits for the first and then skips it). Answers the
 * notices sent.
 */
export async function scanDeadlines(deps: TDeps, now: Date, settings: TDeadlineSettings): Promise<number> {
  const calendar = await loadCalendar(deps.db, settings.timeZone);
  const context: TDeadlineContext = { db: deps.db, calendar, timeZone: settings.timeZone };
  const ahead = Math.max(0, ...settings.reminders);
  const from = new Date(now.getTime() - settings.lookbackMs);
  const notices: TNotice[] = [];
  // The HSE staff over an organization, read once per scan.
  const overseers = new Map<string, Promise<string[]>>();
  const staffOver = (organizationId: string) => {
    let staff = overseers.get(organizationId);
    if (!staff) {
      staff = activeUsersOverseeing(deps.db, organizationId, HSE_ROLES);
      overseers.set(organizationId, staff);
    }
    return staff;
  };
  let looked = 0;
  for (const source of SOURCES.values()) {
    const window = { from, to: new Date(now.getTime() + Math.max(ahead, source.lookaheadMs ?? 0)) };
    for (const item of await source.due(context, window)) {
      // A scan runs in a serving process: requests are answered between slices of a large one.
      if (++looked % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      for (const { stage, key, escalation } of stagesOf(item, now, settings)) {
        const users = escalation
          ? [...item.escalationIds, ...(await staffOver(item.organizationId))]
          : item.responsibleIds;
        for (const userId of new Set(users)) notices.push({ source: source.key, item, stage, userId, key });
      }
    }
  }
  let sent = 0;
  const byUser = new Map<string, TNotice[]>();
  for (const notice of notices) {
    const own = byUser.get(notice.userId);
    if (own) own.push(notice);
    else byUser.set(notice.userId, [notice]);
  }
  // People in one order in every process, a batch of them per transaction.
  let batch: (readonly [string, TNotice[]])[] = [];
  let size = 0;
  for (const userId of [...byUser.keys()].sort()) {
    const own = byUser.get(userId) as TNotice[];
    batch.push([userId, own]);
    size += own.length;
    if (batch.length >= TELL_BATCH || size >= NOTICE_BATCH * 4) {
      sent += await tellUsers(deps, batch, now, settings.timeZone);
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) sent += await tellUsers(deps, batch, now, settings.timeZone);
  return sent;
}

/**
 * Records the new notices of a batch of people and tells each of them in one notification per day:
 * a person's unread deadline notification of the day, if there is one, becomes the digest of all
 * the day's notices. One transaction and a handful of statements for the whole batch: a scan over
 * a hundred thousand items costs a few hundred round trips, not one transaction per person.
 */
async function tellUsers(
  deps: TDeps,
  batch: readonly (readonly [string, TNotice[]])[],
  now: Date,
  timeZone: string,
) {
  return deps.db.transaction(async (tx) => {
    const keyOf = (n: { source: string; itemId: string; stage: string; userId: string }) =>
      `${n.userId}\n${n.source}\n${n.itemId}\n${n.stage}`;
    const noticeKey = (n: TNotice, userId: string) =>
      keyOf({ source: n.source, itemId: n.item.id, stage: n.stage, userId });
    // In one order in every process (people as sorted by the caller, then their notices): two
    // scans at once wait for each other's notices, they never deadlock.
    const rows = batch
      .flatMap(([userId, own]) =>
        own.map((notice) => ({
          key: noticeKey(notice, userId),
          source: notice.source,
          item_id: notice.item.id,
          stage: notice.stage,
          user_id: userId,
          due_at: notice.item.dueAt.toISOString(),
        })),
      )
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const sentAt = now.toISOString();
    const added = new Set<string>();
    // The rows as one JSON parameter: building a statement of thousands of values costs the event
    // loop far more than PostgreSQL's reading them.
    for (let i = 0; i < rows.length; i += NOTICE_BATCH) {
      const chunk = rows.slice(i, i + NOTICE_BATCH).map(({ key: _, ...row }) => row);
      const written = await tx.execute(sql`
        insert into ${deadlineNotices} (source, item_id, stage, user_id, due_at, sent_at)
        select n.source, n.item_id, n.stage, n.user_id, n.due_at, ${sentAt}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as n(source text, item_id text, stage text, user_id uuid, due_at timestamptz)
        on conflict do nothing
        returning source, item_id, stage, user_id`);
      // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
      for (const row of (written as unknown as { rows: TNoticeKeyRow[] }).rows)
        added.add(keyOf({ source: row.source, itemId: row.item_id, stage: row.stage, userId: row.user_id }));
    }
    const told = batch
      .map(([userId, own]) => [userId, own.filter((n) => added.has(noticeKey(n, userId)))] as const)
      .filter(([, fresh]) => fresh.length > 0);
    if (told.length === 0) return 0;
    const userIds = told.map(([userId]) => userId);
    const dayStart = startOfLocalDay(now, timeZone);
    // Each person's unread deadline notification of the day, if any, and how many notices it holds.
    const todays = await tx
      .selectDistinctOn([deadlineNotices.userId], {
        userId: deadlineNotices.userId,
        id: notifications.id,
      })
      .from(deadlineNotices)
      .innerJoin(notifications, eq(notifications.id, deadlineNotices.notificationId))
      .where(
        and(
          inArray(deadlineNotices.userId, userIds),
          gte(deadlineNotices.sentAt, dayStart),
          isNull(notifications.readAt),
        ),
      );
    const todayOf = new Map(todays.map((row) => [row.userId, row.id]));
    const earlier = new Map<string, number>();
    if (todayOf.size > 0) {
      const counted = await tx
        .select({ id: deadlineNotices.notificationId, n: sql<number>`count(*)::int` })
        .from(deadlineNotices)
        .where(inArray(deadlineNotices.notificationId, [...todayOf.values()]))
        .groupBy(deadlineNotices.notificationId);
      for (const row of counted) if (row.id) earlier.set(row.id, row.n);
    }
    const created: {
      id: string;
      user_id: string;
      title_ru: string;
      title_kk: string;
      title_en: string;
      link: string;
    }[] = [];
    const notificationOf = new Map<string, string>();
    let sent = 0;
    for (const [userId, fresh] of told) {
      sent += fresh.length;
      const today = todayOf.get(userId);
      const count = (today ? (earlier.get(today) ?? 0) : 0) + fresh.length;
      const first = fresh[0] as TNotice;
      const title =
        count === 1
          ? localized((lang) => noticeText(first, lang, timeZone))
          : localized((lang) =>
              formatMessage('deadlines.digest', lang, { count, first: noticeText(first, lang, timeZone) }),
            );
      const link = count === 1 ? first.item.link : '/notifications';
      const values = { titleRu: title.ru, titleKk: title.kk, titleEn: title.en, link, createdAt: now };
      if (today) {
        await tx.update(notifications).set(values).where(eq(notifications.id, today));
        notificationOf.set(userId, today);
      } else {
        const id = newId();
        created.push({
          id,
          user_id: userId,
          title_ru: title.ru,
          title_kk: title.kk,
          title_en: title.en,
          link,
        });
        notificationOf.set(userId, id);
      }
    }
    for (let i = 0; i < created.length; i += NOTICE_BATCH)
      await tx.execute(sql`
        insert into ${notifications} (id, user_id, title_ru, title_kk, title_en, link, created_at)
        select n.id, n.user_id, n.title_ru, n.title_kk, n.title_en, n.link, ${sentAt}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(created.slice(i, i + NOTICE_BATCH))}::jsonb)
          as n(id uuid, user_id uuid, title_ru text, title_kk text, title_en text, link text)`);
    // The rows this transaction wrote: every earlier one already names its notification.
    const people = [...notificationOf.keys()];
    await tx.execute(sql`
      update ${deadlineNotices} set notification_id = told.notification_id
      from unnest(${`{${people.join(',')}}`}::uuid[], ${`{${people.map((u) => notificationOf.get(u)).join(',')}}`}::uuid[])
        as told(user_id, notification_id)
      where ${deadlineNotices.userId} = told.user_id
        and ${and(eq(deadlineNotices.sentAt, now), isNull(deadlineNotices.notificationId))}`);
    await deps.cache.invalidate(tx, userIds.map(cacheTags.notificationsOf));
    return sent;
  });
}
