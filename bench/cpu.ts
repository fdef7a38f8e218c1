/**
 * CPU accounting from /proc (Linux): how much of the machine the server, the load generator and
 * the PostgreSQL backends of the bench database used during a run, and how much went to other
 * processes. Another busy process on a 2-core machine lowers every figure, so each run records it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const HAS_PROC = existsSync('/proc/stat');
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function machineTicks(): { busy: number; total: number } {
  if (!HAS_PROC) return { busy: 0, total: 0 };
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((s, v) => s + v, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** utime + stime of a process (all its threads), in ticks; 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Backends whose process title names the database. */
function backendPids(database: string): number[] {
  if (!HAS_PROC) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // "postgres: [cluster: ]user database host(port) state"
      if (cmd.startsWith('postgres: ') && cmd.split(/\s+/).includes(database)) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

type TSnapshot = {
  at: number;
  machine: { busy: number; total: number };
  server: number;
  loader: number;
  backends: Map<number, number>;
};

/** Cores used on average (1.0 = one core fully busy). */
export type TCpuUse = {
  machineCores: number;
  server: number;
  loader: number;
  postgres: number;
  /** Everything else on the machine: other people's builds and tests. */
  other: number;
};

/** `serverPid`: the app's process, or all of them when several serve one database (mixed-scale). */
export function cpuMeter(serverPid: number | number[], database: string | null) {
  const serverPids = typeof serverPid === 'number' ? [serverPid] : serverPid;
  const snap = (): TSnapshot => ({
    at: Date.now(),
    machine: machineTicks(),
    server: serverPids.reduce((sum, pid) => sum + processTicks(pid), 0),
    loader: processTicks(process.pid),
    backends: new Map(database ? backendPids(database).map((pid) => [pid, processTicks(pid)]) : []),
  });
  return {
    available: HAS_PROC,
    start: snap,
    stop(start: TSnapshot): TCpuUse {
      const end = snap();
      const seconds = (end.at - start.at) / 1000;
      const cores = (ticks: number) => ticks / TICKS / seconds;
      let pgTicks = 0;
      for (const [pid, ticks] of end.backends) pgTicks += ticks - (start.backends.get(pid) ?? 0);
      const machineShare =
        (end.machine.busy - start.machine.busy) / Math.max(1, end.machine.total - start.machine.total);
      const machineCores = machineShare * machineCoresCount();
      const server = cores(end.server - start.server);
      const loader = cores(end.loader - start.loader);
      const postgres = cores(pgTicks);
      return {
        machineCores,
        server,
        loader,
        postgres,
        other: Math.max(0, machineCores - server - loader - postgres),
      };
    },
  };
}

let coreCount: number | undefined;
function machineCoresCount() {
  if (coreCount === undefined) {
    coreCount = HAS_PROC
      ? readFileSync('/proc/stat', 'utf8')
          .split('\n')
          .filter((l) => /^cpu\d+ /.test(l)).length
      : 1;
  }
  return coreCount;
}

/** Share of the machine busy over `ms` (0..1), before any load is started. */
export async function machineBusy(ms = 1000): Promise<number> {
  const a = machineTicks();
  await new Promise((r) => setTimeout(r, ms));
  const b = machineTicks();
  return (b.busy - a.busy) / Math.max(1, b.total - a.total);
}
