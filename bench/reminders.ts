/**
 * The reminder job under load (event-reminders): in each run autocannon loads the events list
 * while the server's job worker runs the deadline scan through the jobs table (serve.ts
 * `reminders`); the load stops when the job is recorded. Measured: the job's time against its
 * limit, the list's latency during the job, and that every reminder was written once, with one
 * notification per person.
 */
import autocannon from 'autocannon';
import type { cpuMeter } from './cpu.ts';
import { fmt, log, median } from './format.ts';
import { cannon, probe, type TJobResult, type TRun, type TScenarioResult, waitForQuiet } from './load.ts';
import { CONNECTIONS, NOISY_CORES, RUNS, WARMUP } from './options.ts';
import type { TReady, TRemindersRun } from './protocol.ts';
import type { TScenario } from './scenarios.ts';
import type { TServer } from './server-child.ts';

/** The longest a run's load may go on: the job's limit and some. */
const LOAD_CAP_S = 300;

/** Load that goes on until stopped (at most LOAD_CAP_S). */
function loadUntilStopped(url: string, headers: Record<string, string>) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, headers, connections: CONNECTIONS, duration: LOAD_CAP_S, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return { stop: () => instance?.stop(), done };
}

/** A run wrote what the seed implies: every reminder once, each person one notification, the job done. */
function exact(run: TRemindersRun, ready: TReady) {
  return (
    run.jobDone &&
    run.reminders === ready.events.remindersExpected &&
    run.duplicates === 0 &&
    run.untold === 0 &&
    run.notifications === run.users
  );
}

export async function measureReminders(
  server: TServer,
  base: string,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
  meter: ReturnType<typeof cpuMeter>,
): Promise<TScenarioResult> {
  const url = `${base}${scenario.url(ready)}`;
  const answer = await probe(url, headers, scenario, ready);
  log(
    `    ${fmt(ready.events.reminders)} events due within the reminder window; ` +
      `${fmt(ready.events.remindersExpected)} reminders expected for ${fmt(ready.events.remindedUsers)} people`,
  );
  await cannon(url, headers, WARMUP);
  const runs: TRun[] = [];
  const jobs: TRemindersRun[] = [];
  let again: number | undefined;
  for (let i = 0; i < RUNS; i++) {
    const busyBefore = await waitForQuiet();
    const start = meter.start();
    const load = loadUntilStopped(url, headers);
    const last = i === RUNS - 1;
    let job: { run: TRemindersRun; again?: number };
    try {
      job = await server.reminders(false);
    } finally {
      load.stop();
    }
    const r = await load.done;
    const cpu = meter.stop(start);
    const seconds = Math.max(0.001, job.run.ms / 1000);
    const perRequest = (cores: number) => Math.round((cores * seconds * 1e6) / Math.max(1, r.requests.total));
    const run: TRun = {
      rps: r.requests.total / seconds,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      busyBefore,
      cpu,
      cpuUsPerRequest: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres) },
    };
    runs.push(run);
    jobs.push(job.run);
    const j = job.run;
    const noisy = cpu.other > NOISY_CORES ? `  NOISY: other processes used ${fmt(cpu.other, 2)} cores` : '';
    log(
      `    run ${i + 1}/${RUNS}: job ${fmt(j.ms / 1000, 1)} s (${j.ran} job, ${j.jobDone ? 'done' : `NOT done: ${j.jobError}`}): ` +
        `${fmt(j.notices)} notices (${fmt(j.reminders)} reminders, ${fmt(j.overdue)} overdue, ${fmt(j.escalations)} escalations), ` +
        `${fmt(j.users)} people, ${fmt(j.notifications)} notifications, ${j.duplicates} duplicates, ${j.untold} untold` +
        `${exact(j, ready) ? '' : '  NOT EXACT'}; list during the job: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, ` +
        `p99 ${run.p99} ms` +
        (run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : '') +
        `; cores: server ${fmt(cpu.server, 2)}, postgres ${fmt(cpu.postgres, 2)}, load ${fmt(cpu.loader, 2)}, ` +
        `other ${fmt(cpu.other, 2)}${noisy}`,
    );
    if (last) {
      // Once more after the last run: everything was told, so a second scan sends nothing.
      again = (await server.reminders(true)).again;
      log(`    a second scan after that run sent ${again} notices (expected 0)`);
    }
  }
  const m = {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.server)),
    postgresUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.postgres)),
    otherCores: median(runs.map((r) => r.cpu.other)),
  };
  const limitMs = scenario.jobMs ?? 60_000;
  const job: TJobResult = {
    runs: jobs,
    medianMs: median(jobs.map((j) => j.ms)),
    limitMs,
    again,
    expectedReminders: ready.events.remindersExpected,
    exactlyOnce: jobs.every((j) => exact(j, ready)) && (again ?? 0) === 0,
  };
  const failedRequests = runs.reduce((s, r) => s + r.non2xx + r.errors, 0);
  const p99Limit = scenario.target.p99 ?? Number.POSITIVE_INFINITY;
  return {
    status: 'measured',
    description: scenario.description,
    url: scenario.url(ready),
    target: scenario.target,
    runs,
    median: m,
    ratio: { rps: null, p99: m.p99 / p99Limit },
    pass: m.p99 <= p99Limit && job.medianMs <= limitMs && job.exactlyOnce && failedRequests === 0,
    noisy: m.otherCores > NOISY_CORES,
    failedRequests,
    answer,
    job,
  };
}
