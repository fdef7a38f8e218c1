/**
 * The server under test as a child process (serve.ts): started with the volumes to seed, asked
 * over IPC for the SQL and plans of a request, and stopped. `current` is what an interrupt must
 * end and clean up.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { benchDir, opts, resultsDir, type TEngine, USERS } from './options.ts';
import type { TChildMessage, TParentMessage, TReady, TRemindersRun, TStatementPlan } from './protocol.ts';
import { EVENT_REMINDERS, EVENTS, FORM_YEARS, INCIDENTS, QORGAU } from './scenarios.ts';

export type TExplained = { statements: TStatementPlan[]; error?: string };
export type TServer = {
  child: ChildProcess;
  ready: TReady;
  explain(url: string, headers: Record<string, string>, cold?: boolean): Promise<TExplained>;
  explainUsersShape(organizationId: string): Promise<TExplained>;
  /** One run of the deadline scan through the jobs table (serve.ts `reminders`). */
  reminders(again?: boolean): Promise<{ run: TRemindersRun; again?: number }>;
  /** Empties the server's read cache. */
  clearCache(): Promise<void>;
  /**
   * Rows of one statement run read-only on the server's database (PGlite only: on PostgreSQL the
   * bench reads the database with its own client). Rejects with the database's error.
   */
  query<R extends object>(sql: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
};

/** What an interrupt must end and clean up: the server child and its database. */
export const current: { child: ChildProcess | null; cleanup: (() => Promise<void>) | null } = {
  child: null,
  cleanup: null,
};

export function startServer(engine: TEngine, env: Record<string, string>): Promise<TServer> {
  // One file per thread (tsx runs a loader thread too); the largest is the main thread.
  const profileDir = path.join(resultsDir, 'profiles', engine);
  if (opts.profile) mkdirSync(profileDir, { recursive: true });
  const child = fork(path.join(benchDir, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx', ...(opts.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    env: {
      ...process.env,
      ...env,
      BENCH_ENGINE: engine,
      BENCH_USERS: String(USERS),
      ...(INCIDENTS ? { BENCH_INCIDENTS: INCIDENTS } : {}),
      ...(QORGAU ? { BENCH_QORGAU: QORGAU } : {}),
      ...(EVENTS ? { BENCH_EVENTS: EVENTS } : {}),
      BENCH_EVENT_REMINDERS: EVENT_REMINDERS,
      BENCH_FORM_YEARS: FORM_YEARS,
      ...(opts['server-src'] ? { BENCH_SERVER_SRC: path.resolve(opts['server-src']) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  current.child = child;
  let nextId = 1;
  const pending = new Map<number, (m: Extract<TChildMessage, { type: 'explained' }>) => void>();
  const reminded = new Map<number, (m: Extract<TChildMessage, { type: 'reminded' }>) => void>();
  const cleared = new Map<number, () => void>();
  const queried = new Map<number, (m: Extract<TChildMessage, { type: 'queried' }>) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${engine} server not ready after 5 minutes`)), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${engine} server exited with code ${code}`));
      for (const [id, answer] of queried)
        answer({ type: 'queried', id, error: `server exited with code ${code}` });
      queried.clear();
    });
    child.on('message', (message: TChildMessage) => {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type === 'explained') pending.get(message.id)?.(message);
      if (message.type === 'reminded') reminded.get(message.id)?.(message);
      if (message.type === 'cleared') cleared.get(message.id)?.();
      if (message.type === 'queried') {
        queried.get(message.id)?.(message);
        queried.delete(message.id);
      }
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        child,
        ready: message,
        explain(url, headers, cold) {
          const id = nextId++;
          return new Promise((ok) => {
            pending.set(id, (m) => ok({ statements: m.statements, error: m.error }));
            child.send({ type: 'explain', id, url, headers, cold } satisfies TParentMessage);
          });
        },
        explainUsersShape(organizationId) {
          const id = nextId++;
          return new Promise((ok) => {
            pending.set(id, (m) => ok({ statements: m.statements, error: m.error }));
            child.send({ type: 'explain-users-shape', id, organizationId } satisfies TParentMessage);
          });
        },
        reminders(again) {
          const id = nextId++;
          return new Promise((ok, fail) => {
            reminded.set(id, (m) =>
              m.run ? ok({ run: m.run, again: m.again }) : fail(new Error(m.error ?? 'no answer')),
            );
            child.send({ type: 'reminders', id, again } satisfies TParentMessage);
          });
        },
        clearCache() {
          const id = nextId++;
          return new Promise<void>((ok) => {
            cleared.set(id, ok);
            child.send({ type: 'clear-cache', id } satisfies TParentMessage);
          });
        },
        query<R extends object>(sql: string, params: unknown[] = []) {
          const id = nextId++;
          return new Promise<R[]>((ok, fail) => {
            // The rows' shape is the statement's, which the caller wrote: IPC carries no types.
            queried.set(id, (m) => (m.rows ? ok(m.rows as R[]) : fail(new Error(m.error ?? 'no answer'))));
            child.send({ type: 'query', id, sql, params } satisfies TParentMessage);
          });
        },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.send({ type: 'stop' } satisfies TParentMessage);
          }),
      });
    });
  });
}
