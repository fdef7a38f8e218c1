import type pg from 'pg';

/** How the server's connections name themselves in `pg_stat_activity`. */
export const APPLICATION_NAME = 'hse-platform';

/**
 * A connection the database ends (restart, failover, `pg_terminate_backend`) makes its `pg.Client`
 * emit 'error'. The pool listens only on idle clients, so one checked out by a request or a
 * transaction would raise an unhandled 'error' event and end the process. Every client gets a
 * listener of its own; the query in flight still fails, and the request answers 503.
 */
export function keepAliveOnLostConnections(pool: pg.Pool, onError: (error: Error) => void = () => {}) {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}
