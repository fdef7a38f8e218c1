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
/** Both systems, and the platform ÷ the bare reference (req/s, and p99 overall and per kind). */
export type TMixedResult = {
  systems: Record<TSystem, TSystemResult>;
  ratio: { rps: number; p99: number; kinds: Record<TKind, number> };
  /** Least req/s ratio that passes: 1.0 for the mix, 0.9 for the cold list. */
  least: number;
  numbering?: TRowsCheck;
  rowsOk: boolean;
};

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
