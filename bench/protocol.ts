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
};

export type TChildMessage =
  | TReady
  | { type: 'explained'; id: number; statements: TStatementPlan[]; error?: string }
  | { type: 'failed'; error: string };

export type TParentMessage =
  | { type: 'explain'; id: number; url: string; headers: Record<string, string>; cold?: boolean }
  | { type: 'explain-users-shape'; id: number; organizationId: string }
  | { type: 'stop' };
