import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

type TQueryConfig = string | { text: string; name?: string; values?: unknown[] };

/**
 * The connection of one transaction, taken and begun only when its first statement is sent, and
 * ended by the statement declared its last (decision 100):
 * - `begin` and the first statement are queued together, so the statement goes out the moment the
 *   `begin` is answered, without waiting for a turn of the busy event loop;
 * - the last statement of a transaction that sent nothing before it runs alone, outside any
 *   transaction, as a single statement is its own transaction: no `begin`, no `commit`;
 * - after earlier statements, the last one and `commit` are queued together, so what it locked
 *   (a series' counter) is held for one round trip;
 * - a transaction that sends nothing (its checks refused the input) never takes a connection.
 */
class LazyConnection {
  #opening?: Promise<pg.PoolClient>;
  #state: 'idle' | 'open' | 'ended' = 'idle';
  #lastNext = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly begin: string,
  ) {}

  /**
   * The next statement sent ends the transaction. drizzle sends a query in the same turn as it is
   * run, so the mark is dropped at the turn's end: a statement sent later runs as any other, and
   * the transaction ends as usual.
   */
  expectLast() {
    this.#lastNext = true;
    queueMicrotask(() => {
      this.#lastNext = false;
    });
  }

  // drizzle's node-postgres session calls `query(config, values)` and reads the pg result.
  async query(config: TQueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.#state === 'ended')
      throw new Error(`a statement after the transaction's end: ${textOf(config).slice(0, 60)}`);
    const last = this.#lastNext;
    this.#lastNext = false;
    if (this.#state === 'idle') {
      if (last) {
        this.#state = 'ended';
        return this.pool.query(config as pg.QueryConfig, values);
      }
      this.#state = 'open';
      this.#opening = this.pool.connect();
      const client = await this.#opening;
      const begun = client.query(this.begin);
      return answerOf(client.query(config as pg.QueryConfig, values), begun);
    }
    const client = await (this.#opening as Promise<pg.PoolClient>);
    const statement = client.query(config as pg.QueryConfig, values);
    if (!last) return statement;
    this.#state = 'ended';
    // A statement that failed turns this commit into a rollback.
    return answerOf(statement, client.query('commit'));
  }

  /** Commits or rolls back what is still open, and gives the connection back to the pool. */
  async end(commit: boolean): Promise<void> {
    const opening = this.#opening;
    const open = this.#state === 'open';
    this.#state = 'ended';
    if (!opening) return;
    let client: pg.PoolClient;
    try {
      client = await opening;
    } catch {
      return;
    }
    try {
      if (open) await client.query(commit ? 'commit' : 'rollback');
      client.release();
    } catch (error) {
      // A connection whose transaction did not end cleanly is not given to anyone else.
      client.release(error instanceof Error ? error : true);
      if (commit) throw error;
    }
  }
}

const textOf = (config: TQueryConfig) => (typeof config === 'string' ? config : config.text);

/** The statement's answer once `companion` (its `begin` or its `commit`, queued with it) is answered too. */
async function answerOf(statement: Promise<pg.QueryResult>, companion: Promise<unknown>) {
  const [answer, other] = await Promise.allSettled([statement, companion]);
  if (answer.status === 'rejected') throw answer.reason;
  if (other.status === 'rejected') throw other.reason;
  return answer.value;
}

const BEGIN = 'begin';
const connections = new WeakMap<object, LazyConnection>();

function beginOf(config: PgTransactionConfig | undefined): string {
  if (!config) return BEGIN;
  const parts = [BEGIN];
  if (config.isolationLevel) parts.push(`isolation level ${config.isolationLevel}`);
  if (config.accessMode) parts.push(config.accessMode);
  if (typeof config.deferrable === 'boolean') parts.push(config.deferrable ? 'deferrable' : 'not deferrable');
  return parts.join(' ');
}

/**
 * Makes `db.transaction` of a node-postgres database lazy (LazyConnection). Its transactions carry
 * no relational schema: building drizzle's relational query builders for every table took a
 * share of each write's time, and the code writes with the SQL builders only.
 */
export function lazyTransactions(db: { transaction: unknown }, pool: pg.Pool): void {
  // drizzle keeps its dialect on the database without typing it public.
  const { dialect } = db as unknown as { dialect: PgDialect };
  const transaction = async <T>(work: (tx: never) => Promise<T>, config?: PgTransactionConfig) => {
    const connection = new LazyConnection(pool, beginOf(config));
    const session = new NodePgSession(connection as never, dialect, undefined);
    const tx = new NodePgTransaction(dialect, session, undefined);
    connections.set(tx, connection);
    let result: T;
    try {
      result = await work(tx as never);
    } catch (error) {
      await connection.end(false).catch(() => {});
      throw error;
    }
    await connection.end(true);
    return result;
  };
  db.transaction = transaction;
}

/**
 * Runs `run`, which sends one statement, as the transaction's last (LazyConnection); elsewhere
 * (PGlite, or outside a lazy transaction) as any other. A drizzle query is sent when its `then`
 * is called: that is done here, at once, rather than by the caller's `await` a turn later.
 */
export function asLastStatement<T>(tx: object, run: () => PromiseLike<T>): Promise<T> {
  connections.get(tx)?.expectLast();
  const pending = run();
  return new Promise<T>((resolve, reject) => {
    pending.then(resolve, reject);
  });
}
