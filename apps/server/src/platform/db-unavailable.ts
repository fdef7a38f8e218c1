/** Seconds a client is asked to wait before it tries again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type TErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** Node's socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's SQLSTATE classes of a server going away or not yet taking connections: 08
 * connection exception, 57P01–57P03 admin or crash shutdown and "cannot connect now".
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** What `pg` throws itself, with no code, when a connection ends or none can be had in time. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's error as its cause) says the
 * database could not be reached, as opposed to refusing the query: such requests answer 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as TErrorLike | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause as TErrorLike | undefined;
  }
  return false;
}
