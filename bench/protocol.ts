import type { TEventsSeed } from './events-seed.ts';
import type { TFormsSeed } from './forms-seed.ts';
import type { TIncidentsSeed } from './incidents-seed.ts';
import type { TQorgauSeed } from './qorgau-seed.ts';

/** Messages between bench/run.ts (the parent) and bench/serve.ts (the server under test). */

export type TStatementPlan = { sql: string; params: unknown[]; plan: string[] };

export type TReady = {
  type: 'ready';
  port: number;
  engine: 'postgres' | 'pglite';
  subsidiaryId: string;
  subsidiaryName: string;
  /** Users in the subsidiary and its divisions: what the list filter matches. */
  subtreeUsers: number;
  totalUsers: number;
  /** The administrator's unread notifications after seeding: what the count must answer. */
  adminUnread: number;
  seedMs: number;
  loadMs: number;
  incidents: TIncidentsSeed;
  qorgau: TQorgauSeed;
  events: TEventsSeed;
  forms: TFormsSeed;
};

/** One run of the deadline scan through the jobs table, and what it wrote. */
export type TRemindersRun = {
  /** From the worker's pass starting to its end: the scan job enqueued, claimed, run and recorded. */
  ms: number;
  /** Jobs the pass ran, and whether the scan's job row ended done. */
  ran: number;
  jobDone: boolean;
  jobError: string | null;
  notices: number;
  reminders: number;
  overdue: number;
  escalations: number;
  /** Notices that share one key (source, item, stage, person): must be 0. */
  duplicates: number;
  /** People told, and the deadline notifications they got (one each: the day's digest). */
  users: number;
  notifications: number;
  /** Notices that name no notification: must be 0. */
  untold: number;
};

export type TChildMessage =
  | TReady
  | { type: 'explained'; id: number; statements: TStatementPlan[]; error?: string }
  | { type: 'cleared'; id: number }
  | { type: 'reminded'; id: number; run?: TRemindersRun; again?: number; error?: string }
  /** Plain JSON values: the IPC channel carries no bigint or Date (serve.ts `jsonRow`). */
  | { type: 'queried'; id: number; rows?: Record<string, unknown>[]; error?: string }
  | { type: 'failed'; error: string };

export type TParentMessage =
  | { type: 'explain'; id: number; url: string; headers: Record<string, string>; cold?: boolean }
  | { type: 'explain-users-shape'; id: number; organizationId: string }
  /** Forget what earlier runs wrote, run the job worker's pass; `again`: then scan once more. */
  | { type: 'reminders'; id: number; again?: boolean }
  /** Empty the read cache (the bare reference wrote to the tables behind it). */
  | { type: 'clear-cache'; id: number }
  /**
   * One statement in a read-only transaction on the server's own database: on PGlite the database
   * lives in the server child, so the bench's row checks (mixed-checks.ts) run there.
   */
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  | { type: 'stop' };
