import type {
  TAnalyticsFilter,
  TAppliedFilter,
  TDrillDown,
  TOrganizationRef,
} from '@hse/contracts/analytics/index';
import type { TLanguage } from '@hse/contracts/constants';
import { type TTextTree, textAt } from '@hse/contracts/texts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { descendantsOf, scopeOf, type TAuthUser, type TScope } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError, notFound } from '../../platform/errors.ts';

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Ids as one array parameter (`{a,b}`): the drivers take a literal, and only ids and plain codes
 * (no commas or quotes) go through here.
 */
export const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
export const texts = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

export type TOrg = {
  id: string;
  parentId: string | null;
  kind: 'holding' | 'subsidiary' | 'division';
  name: { ru: string; kk: string; en: string };
};

/** A month as its index since year 0 (`2025-03` → 2025 × 12 + 2): ranges of months are plain numbers. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOf = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
export const monthStart = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
/** The last day of a month, `YYYY-MM-DD` (a list's inclusive `_to`). */
export const lastDayOf = (index: number) =>
  new Date(monthStart(index + 1).getTime() - 86_400_000).toISOString().slice(0, 10);
export const firstDayOf = (index: number) => monthStart(index).toISOString().slice(0, 10);
export const currentMonthIndex = (now = new Date()) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/** Rounded for an answer: rates to three decimals, enough for any chart and table. */
export const round = (value: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * What every dashboard works from: the caller's scope, the organization chosen (the caller's own
 * or the holding by default) with its subtree, and the period as month indexes (`to` inclusive).
 */
export type TAnalyticsContext = {
  deps: TDeps;
  user: TAuthUser;
  scope: TScope;
  lang: TLanguage;
  org: TOrg;
  /** The chosen organization and everything below it. */
  orgIds: string[];
  /** Every organization of the subtree by id. */
  orgs: Map<string, TOrg>;
  from: number;
  to: number;
  applied: TAppliedFilter;
};

async function organizationsUnder(deps: TDeps, ids: string[]): Promise<Map<string, TOrg>> {
  const rows = await rowsOf<{
    id: string;
    parent_id: string | null;
    kind: TOrg['kind'];
    name_ru: string;
    name_kk: string;
    name_en: string;
  }>(
    deps.db,
    sql`select id, parent_id, kind, name_ru, name_kk, name_en from organizations where id = any(${uuids(ids)})`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parent_id,
        kind: r.kind,
        name: { ru: r.name_ru, kk: r.name_kk, en: r.name_en },
      },
    ]),
  );
}

/** The holding: the top of the tree, what an organization-wide caller sees by default. */
async function holdingId(deps: TDeps): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    deps.db,
    sql`select id from organizations where parent_id is null and deleted_at is null order by created_at, id limit 1`,
  );
  if (!row) throw notFound();
  return row.id;
}

/** The organization asked for, checked against the caller's scope (outside it: 404, as records are). */
export async function resolveOrganization(deps: TDeps, user: TAuthUser, asked: string | undefined) {
  const scope = await scopeOf(deps, user);
  const id = asked ?? (scope.all ? await holdingId(deps) : user.organizationId);
  if (!scope.all && !scope.organizationIds.includes(id)) throw notFound();
  const orgIds = await descendantsOf(deps, id);
  if (orgIds.length === 0) throw notFound();
  const orgs = await organizationsUnder(deps, orgIds);
  const org = orgs.get(id);
  if (!org) throw notFound();
  return { scope, org, orgIds, orgs };
}

/** The period of a filter: by default January of this year to this month; `from` after `to` is refused. */
export function periodOf(filter: Pick<TAnalyticsFilter, 'from' | 'to'>, now = new Date()) {
  const current = currentMonthIndex(now);
  const to = filter.to ? monthIndex(filter.to) : current;
  const from = filter.from ? monthIndex(filter.from) : Math.floor(to / 12) * 12;
  if (from > to) throw fieldError('from', 'validation.invalid');
  // Ten years at most: a trend wider than that is not a dashboard's question.
  if (to - from >= 120) throw fieldError('from', 'validation.invalid');
  return { from, to };
}

export async function contextOf(
  deps: TDeps,
  user: TAuthUser,
  lang: TLanguage,
  filter: TAnalyticsFilter,
): Promise<TAnalyticsContext> {
  const { from, to } = periodOf(filter);
  const { scope, org, orgIds, orgs } = await resolveOrganization(deps, user, filter.organization_id);
  return {
    deps,
    user,
    scope,
    lang,
    org,
    orgIds,
    orgs,
    from,
    to,
    applied: {
      from: monthOf(from),
      to: monthOf(to),
      organization_id: org.id,
      organization_name: org.name[lang],
    },
  };
}

export const refOf = (org: TOrg): TOrganizationRef => ({
  organization_id: org.id,
  organization_name: org.name,
  kind: org.kind,
});

/** The rows a dashboard shows: the chosen organization, then each organization right under it. */
export const childrenOf = (ctx: Pick<TAnalyticsContext, 'org' | 'orgs'>) =>
  [...ctx.orgs.values()]
    .filter((o) => o.parentId === ctx.org.id)
    .sort((a, b) => a.name.ru.localeCompare(b.name.ru, 'ru'));

/** Which row of `rows` an organization of the subtree counts in (its ancestor among them). */
export function rowOfOrganization(orgs: Map<string, TOrg>, rowIds: Set<string>, id: string): string | null {
  let current: TOrg | undefined = orgs.get(id);
  while (current) {
    if (rowIds.has(current.id)) return current.id;
    current = current.parentId ? orgs.get(current.parentId) : undefined;
  }
  return null;
}

/** A drill-down into a record list: the web route, the API list and the filters both take. */
export const drill = (
  route: string,
  resource: string,
  query: Record<string, string | undefined>,
): TDrillDown => ({
  route,
  resource: resource.endsWith('/') ? resource : `${resource}/`,
  query: Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)),
});

/** A code's name in the three languages, as another module's texts hold it (`options.status.done`). */
export const labelAt = (texts: TTextTree, path: string) => ({
  ru: textAt(texts, path, 'ru'),
  kk: textAt(texts, path, 'kk'),
  en: textAt(texts, path, 'en'),
});
