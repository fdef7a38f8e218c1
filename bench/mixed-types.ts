/** The figures of the `mixed` and `cold-list` scenarios, as measured (mixed.ts) and printed. */
import type { TCpuUse } from './cpu.ts';
import type { TRowsCheck } from './mixed-checks.ts';
import type { TDriven } from './mixed-load.ts';
import type { TKind } from './mixed-requests.ts';

export const SYSTEMS = ['project', 'bare'] as const;
export type TSystem = (typeof SYSTEMS)[number];
export type TKindMedians = Record<TKind, { p50: number; p99: number; requests: number }>;
export type TSystemRun = Omit<TDriven, 'created' | 'comments'> & {
  cpu: TCpuUse;
  serverUs: number;
  postgresUs: number;
  rows?: TRowsCheck;
};
export type TSystemResult = {
  runs: TSystemRun[];
  median: {
    rps: number;
    p50: number;
    p99: number;
    serverUs: number;
    postgresUs: number;
    kinds: TKindMedians;
  };
};
/**
 * Both systems, and the platform ÷ the bare reference (req/s, and p99 overall and per kind). On
 * PGlite the bare reference does not run (it is a pg client): the platform alone, no target.
 */
export type TMixedResult = {
  systems: { project: TSystemResult; bare?: TSystemResult };
  /** Absent without the bare reference. */
  ratio?: { rps: number; p99: number; kinds: Record<TKind, number> };
  /** Least req/s ratio that passes: 1.0 for the mix, 0.9 for the cold list; absent without a target. */
  least?: number;
  numbering?: TRowsCheck;
  /** The cold list's small scope after the large scope's runs (decision 110). */
  smallScope?: TRowsCheck;
  rowsOk: boolean;
  /** What the figures were measured over: the messages and users seeded, the connections. */
  size: TMixSize;
  /** The last result kept for the same engine, scenario and size (previous.ts), where compared. */
  previous?: TPrevious;
};
export type TMixSize = { incidents: number; users: number; connections: number };

/** A result kept in results/previous.json for the next run to compare with. */
export type TKept = {
  /** The code measured: short commit, `+changes` when the work tree differed, or the --server-src copy. */
  version: string;
  date: string;
  rps: number;
  p50: number;
  p99: number;
  /** Other processes used more than NOISY_CORES during the runs (median). */
  noisy: boolean;
};
/** This run against the kept one: `ratio` is req/s now ÷ then; `drop` when below 0.9. */
export type TPrevious = TKept & { ratio: number; drop: boolean; sameVersion: boolean };

/** `mixed-scale`: one step per number of app processes over one database (mixed-scale.ts). */
export type TScaleStep = {
  processes: number;
  rps: number;
  p50: number;
  p99: number;
  serverCores: number;
  postgresCores: number;
  otherCores: number;
  failed: number;
  rows: TRowsCheck[];
  /** Each process's total after the runs against the fresh one; ok when all agree and it moved. */
  cache: TRowsCheck;
};
export type TScaleResult = { steps: TScaleStep[]; numbering: TRowsCheck; ok: boolean };
