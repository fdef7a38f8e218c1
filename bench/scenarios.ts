/**
 * The load scenarios: the request each one times, who sends it, the target it is held to and the
 * check its answer must pass before it is timed. What the chosen scenarios read decides which
 * volumes the server seeds (INCIDENTS, QORGAU; USERS always).
 */
import { MAP_POINTS_MAX } from '@hse/contracts/qorgau';
import { fmt } from './format.ts';
import { BENCH_KIND } from './incidents-seed.ts';
import { opts, USERS } from './options.ts';
import type { TReady } from './protocol.ts';
import type { TBox } from './qorgau-seed.ts';

/** A scenario without a target is measured and reported only. */
export type TTarget = { rps?: number; p99?: number };
export type TScenario = {
  name: string;
  description: string;
  target: TTarget;
  url: (ready: TReady) => string;
  /**
   * Who asks: the administrator, the subsidiary's HSE engineer whose scope is their subtree, or a
   * guest without a token (the public Qorgau map).
   */
  as?: 'admin' | 'hse' | 'guest';
  /**
   * Requests in flight, when the target is one reader's wait rather than throughput under the
   * bench's 20 connections (a report read by one manager at a time).
   */
  connections?: number;
  /** Show the plans of a request with a cold cache (what it costs before its answers are cached). */
  coldPlans?: boolean;
  /** Print the whole EXPLAIN (ANALYZE, BUFFERS) of each statement on PostgreSQL, not only its times. */
  fullPlans?: boolean;
  /** Throws when the answer is not what the seeded data implies, so a broken endpoint is not timed. */
  check: (body: unknown, ready: TReady) => void;
  /**
   * `reminders`: the load runs while the server's job worker runs the deadline scan (bench/reminders.ts);
   * `target.p99` is then the list's p99 during the job and `jobMs` the job's limit.
   */
  during?: 'reminders' | 'mixed' | 'cold-list' | 'mixed-scale';
  jobMs?: number;
  /** What the answer holds, printed and recorded with its size (the map's points and clusters). */
  summary?: (body: unknown) => string;
};

type TMapAnswer = { total?: number; points?: unknown[]; clusters?: unknown[] };
export const boxParam = (box: TBox) => box.join(',');
/**
 * The map's answer holds at least the seed's count for the box (the server widens a box to whole
 * grid cells) and stays within the points cap (clusters otherwise).
 */
function checkMap(body: unknown, expected: number) {
  const map = body as TMapAnswer;
  if ((map.total ?? -1) < expected)
    throw new Error(
      `map total ${map.total}, expected at least ${expected} (points ${map.points?.length}, clusters ${map.clusters?.length})`,
    );
  if ((map.points?.length ?? 0) > MAP_POINTS_MAX || (map.clusters?.length ?? 0) > MAP_POINTS_MAX)
    throw new Error(`map answer of ${map.points?.length} points and ${map.clusters?.length} clusters`);
}
const mapSummary = (body: unknown) => {
  const map = body as TMapAnswer;
  return `total ${fmt(map.total ?? 0)}: ${fmt(map.points?.length ?? 0)} points, ${fmt(map.clusters?.length ?? 0)} clusters`;
};

/** What the web list sends for "overdue" (no ordering: the manifest's default, due date first). */
const EVENTS_OVERDUE_URL = '/api/events/?page=1&page_size=20&overdue=true';
function checkOverdue(body: unknown, ready: TReady) {
  const page = body as { count?: number; results?: { overdue?: boolean }[] };
  const expected = ready.events.overdueExpected;
  if (page.count !== expected || page.results?.length !== Math.min(20, expected))
    throw new Error(`events page count=${page.count} (expected ${expected}) results=${page.results?.length}`);
  if (page.results?.some((row) => row.overdue !== true))
    throw new Error('a row of the overdue page is not overdue');
}

export const SCENARIOS: TScenario[] = [
  {
    name: 'notification-count',
    description: 'GET /api/stm/notification/count/ as admin (token lookup + unread count)',
    target: { rps: 3000, p99: 25 },
    url: () => '/api/stm/notification/count/',
    check: (body, ready) => {
      const count = (body as { count?: number }).count;
      // The demo seed's welcome notification plus the bench's unread ones.
      if (count !== ready.adminUnread)
        throw new Error(`unread count ${count}, expected ${ready.adminUnread}`);
    },
  },
  {
    name: 'users-list',
    description: `GET /api/users/?organization_id=<subsidiary>&page=1&page_size=20 as admin, ${USERS.toLocaleString('en')} extra users`,
    target: { rps: 1000, p99: 50 },
    url: (r) => `/api/users/?organization_id=${r.subsidiaryId}&page=1&page_size=20`,
    fullPlans: true,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.subtreeUsers || page.results?.length !== 20)
        throw new Error(`users page count=${page.count} results=${page.results?.length}`);
    },
  },
  {
    name: 'incidents-list',
    description:
      'GET /api/incidents/?kind=near_miss&occurred_from=<year start>&occurred_to=<year end>&page=1&page_size=20 as a subsidiary HSE engineer',
    target: { rps: 450, p99: 100 },
    as: 'hse',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/incidents/?kind=${BENCH_KIND}&occurred_from=${r.incidents.from}&occurred_to=${r.incidents.to}&page=1&page_size=20`,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.incidents.expected || page.results?.length !== 20)
        throw new Error(
          `incidents page count=${page.count} (expected ${ready.incidents.expected}) results=${page.results?.length}`,
        );
    },
  },
  {
    name: 'mixed',
    description:
      'the mix as a subsidiary HSE engineer, beside the bare reference (bench/bare-server.ts): 40 % incident list ' +
      '(one type, a random 31-day window), 25 % read one, 20 % create, 15 % comment; target: the bare req/s, ' +
      "p99 shown: the worst kind's",
    // The target is the bare reference's req/s measured in the same run (mixed.ts); p99 ≤ 100 ms per kind.
    target: { p99: 100 },
    as: 'hse',
    during: 'mixed',
    coldPlans: true,
    url: (r) =>
      `/api/incidents/?kind=${BENCH_KIND}&occurred_from=${r.incidents.from}&occurred_to=${r.incidents.from.slice(0, 4)}-01-31&page=1&page_size=20`,
    check: () => {},
  },
  {
    name: 'mixed-scale',
    description:
      'the mix of `mixed` on 1, 2 and 4 app processes over one database (--processes); passes when every answer, ' +
      'row, number and cached total across processes is right and more processes are not slower',
    // Correctness across processes, and no fall with more of them: no rate or latency target.
    target: {},
    as: 'hse',
    during: 'mixed-scale',
    url: (r) =>
      `/api/incidents/?kind=${BENCH_KIND}&occurred_from=${r.incidents.from}&occurred_to=${r.incidents.from.slice(0, 4)}-01-31&page=1&page_size=20`,
    check: () => {},
  },
  {
    name: 'cold-list',
    description:
      'GET /api/incidents/ with a different filter on each request (type, period) as a subsidiary HSE engineer, ' +
      'beside the bare reference; target: 0.9 × the bare req/s',
    target: { p99: 100 },
    as: 'hse',
    during: 'cold-list',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/incidents/?kind=fire&occurred_from=${r.incidents.from}&occurred_to=${r.incidents.from.slice(0, 4)}-02-14&page=1&page_size=20`,
    check: () => {},
  },
  {
    name: 'events-list',
    description: 'GET /api/events/?page=1&page_size=20&overdue=true as a subsidiary HSE engineer',
    target: { rps: 450, p99: 100 },
    as: 'hse',
    coldPlans: true,
    fullPlans: true,
    url: () => EVENTS_OVERDUE_URL,
    check: checkOverdue,
    summary: (body) => `count ${fmt((body as { count?: number }).count ?? 0)}`,
  },
  {
    name: 'event-reminders',
    description:
      'the deadline scan job over the events due within the reminder window, while GET /api/events/?page=1&page_size=20&overdue=true is loaded',
    target: { p99: 200 },
    jobMs: 60_000,
    during: 'reminders',
    as: 'hse',
    url: () => EVENTS_OVERDUE_URL,
    check: checkOverdue,
  },
  {
    name: 'qorgau-map-site',
    description:
      'GET /api/qorgau/cards/map/?bbox=<20 × 15 km around a subsidiary site>&zoom=12&date_from=<90 days back> as a guest',
    target: { p99: 50 },
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/map/?bbox=${boxParam(r.qorgau.siteBox)}&zoom=12&date_from=${r.qorgau.siteFrom}`,
    check: (body, ready) => checkMap(body, ready.qorgau.siteExpected),
    summary: mapSummary,
  },
  {
    name: 'qorgau-map-region',
    description: `GET /api/qorgau/cards/map/?bbox=49,42,58,52&zoom=6&category=<one>&date_from=<a year back> as a guest`,
    target: {},
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/map/?bbox=${boxParam(r.qorgau.regionBox)}&zoom=6&category=${r.qorgau.regionCategory}&date_from=${r.qorgau.regionFrom}`,
    check: (body, ready) => checkMap(body, ready.qorgau.regionExpected),
    summary: mapSummary,
  },
  {
    name: 'qorgau-list',
    description:
      'GET /api/qorgau/cards/?bbox=<the site box>&date_from=<90 days back>&page_size=20 as a guest',
    target: {},
    as: 'guest',
    coldPlans: true,
    fullPlans: true,
    url: (r) =>
      `/api/qorgau/cards/?bbox=${boxParam(r.qorgau.siteBox)}&date_from=${r.qorgau.siteFrom}&page_size=20`,
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.qorgau.siteExpected || page.results?.length !== 20)
        throw new Error(
          `qorgau page count=${page.count} (expected ${ready.qorgau.siteExpected}) results=${page.results?.length}`,
        );
    },
    summary: (body) => `count ${fmt((body as { count?: number }).count ?? 0)}, 20 rows`,
  },
  {
    name: 'forms-list',
    description:
      'GET /api/form-submissions/?page=1&page_size=20 as admin (the holding sees all), over 10 years × 30 subsidiaries × 26 forms',
    // The target is p95 < 100 ms; the bench shows p99, which is above it.
    target: { p99: 100 },
    coldPlans: true,
    fullPlans: true,
    url: () => '/api/form-submissions/?page=1&page_size=20',
    check: (body, ready) => {
      const page = body as { count?: number; results?: unknown[] };
      if (page.count !== ready.forms.total || page.results?.length !== 20)
        throw new Error(
          `forms page count=${page.count} (expected ${ready.forms.total}) results=${page.results?.length}`,
        );
    },
    summary: (body) => `count ${fmt((body as { count?: number }).count ?? 0)}, 20 rows`,
  },
  {
    name: 'forms-read',
    description:
      'GET /api/form-submissions/<id>/ (form 1: its values, results and the previous period) as admin',
    target: { p99: 100 },
    coldPlans: true,
    fullPlans: true,
    url: (r) => `/api/form-submissions/${r.forms.readId}/`,
    check: (body, ready) => {
      const one = body as {
        number?: string;
        results?: { totals?: Record<string, unknown> };
        previous_id?: unknown;
      };
      if (one.number !== ready.forms.readNumber || !one.results?.totals?.staff || !one.previous_id)
        throw new Error(
          `form submission ${one.number} (expected ${ready.forms.readNumber}) without results or previous`,
        );
    },
  },
  {
    name: 'forms-consolidation',
    description:
      'GET /api/form-submissions/consolidation/?form=HSE_FRM_1 for the holding over two years (30 subsidiaries, 24 months) as admin',
    // The figure is one reader's p95 (below 100 ms); one request at a time, p99 shown.
    connections: 1,
    target: { p99: 100 },
    coldPlans: true,
    url: (r) =>
      `/api/form-submissions/consolidation/?form=HSE_FRM_1&from=${r.forms.consolidation.from}&to=${r.forms.consolidation.to}`,
    check: (body, ready) => {
      const answer = body as { subsidiaries?: { submissions?: unknown[] }[]; total?: { values?: object } };
      const counted = (answer.subsidiaries ?? []).reduce((n, s) => n + (s.submissions?.length ?? 0), 0);
      if (counted !== ready.forms.consolidation.submissions || !answer.total?.values)
        throw new Error(
          `consolidation of ${counted} submissions (expected ${ready.forms.consolidation.submissions})`,
        );
    },
    summary: (body) => {
      const answer = body as { subsidiaries?: { submissions?: unknown[] }[] };
      const counted = (answer.subsidiaries ?? []).reduce((n, s) => n + (s.submissions?.length ?? 0), 0);
      return `${answer.subsidiaries?.length ?? 0} subsidiaries, ${fmt(counted)} submissions`;
    },
  },
  {
    name: 'forms-indicators',
    description:
      'GET /api/analytics/mainIndicators/ for the holding, last year, as admin: LTIF, TRIR, FAR, LTISR, MVCR over the hours and kilometres of forms 1 and 3',
    // The figure is one reader's p95 (below 100 ms); one request at a time, p99 shown.
    connections: 1,
    target: { p99: 100 },
    coldPlans: true,
    url: (r) => `/api/analytics/mainIndicators/?from=${r.forms.hours.year}-01&to=${r.forms.hours.year}-12`,
    check: (body, ready) => {
      const answer = body as {
        rows?: { indicators?: { ltif?: { current?: { denominator?: number | null } } } }[];
      };
      const hours = answer.rows?.[0]?.indicators?.ltif?.current?.denominator ?? null;
      if (hours === null || Math.abs(hours - ready.forms.hours.total) > 0.5)
        throw new Error(`the holding's hours worked ${hours} (expected ${ready.forms.hours.total})`);
    },
    summary: (body) => `${(body as { rows?: unknown[] }).rows?.length ?? 0} organizations`,
  },
];
/**
 * The dashboards (bench/dashboards.ts) run apart, on PostgreSQL, with their own database and
 * volumes: by default with everything else, or alone with `--scenarios=dashboards`.
 */
export const DASHBOARDS = !opts.scenarios || opts.scenarios.split(',').includes('dashboards');
export const selected = opts.scenarios
  ? SCENARIOS.filter((s) => opts.scenarios.split(',').includes(s.name))
  : SCENARIOS;
/** Seed only what the chosen scenarios read, unless told a number. */
export const INCIDENTS =
  opts.incidents ||
  (selected.some((s) => ['incidents-list', 'mixed', 'cold-list', 'mixed-scale'].includes(s.name)) ? '' : '0');
/** Events: the list's volume when either events scenario is chosen; reminders only for event-reminders. */
export const EVENTS = opts.events || (selected.some((s) => s.name.startsWith('event')) ? '' : '0');
export const EVENT_REMINDERS =
  opts['event-reminders'] || (selected.some((s) => s.name === 'event-reminders') ? '100000' : '0');
/** Years of form submissions: 10 when a forms scenario is chosen (decision 075). */
export const FORM_YEARS =
  opts['form-years'] || (selected.some((s) => s.name.startsWith('forms-')) ? '10' : '0');
export const QORGAU = opts.qorgau || (selected.some((s) => s.name.startsWith('qorgau-')) ? '' : '0');
