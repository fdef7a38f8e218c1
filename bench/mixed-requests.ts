/**
 * The requests of the `mixed` and `cold-list` scenarios, drawn from a seeded generator so every run
 * (and each of the two systems) sends the same sequence, and the check of each answer. The answer
 * checks read only what both the platform and the bare reference return.
 */
import { BENCH_KIND } from './incidents-seed.ts';

export const KINDS = ['list', 'read', 'create', 'comment'] as const;
export type TKind = (typeof KINDS)[number];
/** The mix: 40 % list, 25 % read one, 20 % create, 15 % comment. */
const MIX: [TKind, number][] = [
  ['list', 0.4],
  ['read', 0.25],
  ['create', 0.2],
  ['comment', 0.15],
];
export const INCIDENT_KINDS = [
  'accident',
  'road_accident',
  'fire',
  'incident',
  'medical',
  'near_miss',
  'environmental',
];

export type TPlanned = {
  kind: TKind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sent with every create and comment, as the web does. */
  idempotencyKey?: string;
  /** Why the answer is wrong, or null. */
  check: (status: number, body: unknown) => string | null;
};

/** What the requests draw from: the caller's organizations and messages they may read. */
export type TMixContext = {
  /** The HSE engineer's scope: the subsidiary and its divisions. */
  scope: string[];
  /** Sent messages in the scope (id and number), in number order: what reads and comments target. */
  pool: { id: string; number: string }[];
  /** The newest day a list window may end on (yesterday), as epoch days. */
  lastDay: number;
};

/** mulberry32: small, fast and the same on every machine. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const dayOf = (epochDay: number) => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
type TRow = { id?: unknown; kind?: unknown; organization_id?: unknown; occurred_at?: unknown };

/** A page of at most 20 messages of the type, in the scope and the period, newest first. */
function listCheck(ctx: TMixContext, kind: string, from: number, to: number) {
  return (status: number, body: unknown) => {
    if (status !== 200) return `list answered ${status}`;
    const page = body as { count?: unknown; results?: TRow[] };
    if (typeof page.count !== 'number' || !Array.isArray(page.results))
      return 'list without count or results';
    if (page.results.length !== Math.min(20, page.count))
      return `list of ${page.results.length} rows for a total of ${page.count}`;
    let previous = Number.POSITIVE_INFINITY;
    for (const row of page.results) {
      const at = Date.parse(String(row.occurred_at));
      if (row.kind !== kind) return `list row of type ${String(row.kind)}`;
      if (!ctx.scope.includes(String(row.organization_id))) return 'list row outside the scope';
      if (!(at >= from * DAY_MS && at < (to + 1) * DAY_MS)) return `list row at ${String(row.occurred_at)}`;
      if (at > previous) return 'list not newest first';
      previous = at;
    }
    return null;
  };
}

export function listRequest(ctx: TMixContext, kind: string, from: number, to: number): TPlanned {
  return {
    kind: 'list',
    method: 'GET',
    path: `/api/incidents/?kind=${kind}&occurred_from=${dayOf(from)}&occurred_to=${dayOf(to)}&page=1&page_size=20`,
    check: listCheck(ctx, kind, from, to),
  };
}

/**
 * The mix: `marker` names the system and run in what a create or comment writes, so the rows a
 * run wrote can be counted afterwards.
 */
export function mixedRequests(ctx: TMixContext, seed: number, marker: string): () => TPlanned {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  let n = 0;
  return () => {
    n += 1;
    const draw = random();
    let below = draw;
    let kind: TKind = 'list';
    for (const [candidate, share] of MIX) {
      kind = candidate;
      if (below < share) break;
      below -= share;
    }
    if (kind === 'list') {
      // A random 31-day window of the last two years.
      const to = ctx.lastDay - Math.floor(random() * 700);
      return listRequest(ctx, BENCH_KIND, to - 30, to);
    }
    const target = pick(ctx.pool);
    if (kind === 'read')
      return {
        kind,
        method: 'GET',
        path: `/api/incidents/${target.id}/`,
        check: (status, body) =>
          status !== 200
            ? `read answered ${status}`
            : (body as { id?: unknown; number?: unknown }).number !== target.number
              ? 'read another message'
              : null,
      };
    if (kind === 'comment') {
      const text = `${marker} comment ${n}`;
      return {
        kind,
        method: 'POST',
        path: `/api/incidents/${target.id}/comments/`,
        body: JSON.stringify({ text }),
        idempotencyKey: `${marker}-${n}`,
        check: (status, body) =>
          status !== 201
            ? `comment answered ${status}`
            : (body as { text?: unknown }).text !== text
              ? 'comment answered another text'
              : null,
      };
    }
    // A first message as the web's form files it: the five required fields, just now.
    const occurredAt = new Date(Date.now() - Math.floor(random() * 4320) * 60_000).toISOString();
    const message = {
      kind: pick(INCIDENT_KINDS),
      organization_id: pick(ctx.scope),
      occurred_at: occurredAt,
      location: `Площадка ${Math.floor(random() * 300)}`,
      description: `${marker} message ${n}`,
    };
    return {
      kind,
      method: 'POST',
      path: '/api/incidents/',
      body: JSON.stringify(message),
      idempotencyKey: `${marker}-${n}`,
      check: (status, body) => {
        if (status !== 201) return `create answered ${status}`;
        const created = body as { id?: unknown; number?: unknown; description?: unknown };
        if (typeof created.id !== 'string' || !/^INC-.+-\d{5,}$/.test(String(created.number)))
          return `create answered number ${String(created.number)}`;
        return created.description === message.description ? null : 'create answered another message';
      },
    };
  };
}

/**
 * The cold list: a different filter on each request (type, start and length of the period), the
 * i-th of a fixed permutation, so no filter repeats within 294,000 requests and no total can come
 * from a cache. Each run starts at its own `offset`.
 */
export function coldListRequests(ctx: TMixContext, offset: number): () => TPlanned {
  const starts = 700;
  const lengths = 60;
  const size = INCIDENT_KINDS.length * starts * lengths;
  // Coprime with 7 × 700 × 60, so i ↦ i × STEP mod size visits every filter once.
  const STEP = 104_729;
  let i = offset;
  return () => {
    const k = (i++ * STEP) % size;
    const kind = INCIDENT_KINDS[k % INCIDENT_KINDS.length] as string;
    const length = 1 + (Math.floor(k / INCIDENT_KINDS.length) % lengths);
    const to = ctx.lastDay - Math.floor(k / (INCIDENT_KINDS.length * lengths));
    return listRequest(ctx, kind, to - length + 1, to);
  };
}
