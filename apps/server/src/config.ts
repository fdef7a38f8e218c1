import { isIP } from 'node:net';
import path from 'node:path';
import { isTimeZone } from '@hse/contracts/records';
import { ROLES, type TRole } from '@hse/contracts/roles';
import { z } from 'zod';
import { OIDC_CONFIG, oidcProblems } from './oidc-config.ts';
import { parseDurations } from './platform/durations.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const duration = z.coerce.number().int().positive();

/** The names proxy-addr (Fastify's `trustProxy`) knows for whole ranges of addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address with a prefix length (CIDR), or one of the range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe about a client's address in X-Forwarded-For: nobody (the peer's address is the
 * client's), the nearest N proxies, or proxies at the addresses listed. Believing everyone would
 * let any client choose its own address and so escape the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) =>
      ['false', '0'].includes(v) ||
      /^[1-9]\d{0,1}$/.test(v) ||
      v.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be false, a number of proxy hops (1–99), or a comma-separated list of proxy addresses or CIDRs',
  )
  .transform((v): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

const ZConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: bool.default(true),
  ADMIN_LOGIN: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,150}$/)
    .optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Minutes a token lives without use, and at most in total. */
  TOKEN_IDLE_MINUTES: duration.default(8 * 60),
  TOKEN_ABSOLUTE_HOURS: duration.default(7 * 24),
  UPLOAD_MAX_BYTES: duration.default(50 * 1024 * 1024),
  /** The largest file of a safety document (decision 063); the request limit above still applies. */
  DOCUMENT_MAX_BYTES: duration.default(30 * 1024 * 1024),
  /** The largest video streamed to storage (2 GB); it never passes through memory whole. */
  VIDEO_UPLOAD_MAX_BYTES: duration.default(2 * 1024 * 1024 * 1024),
  /**
   * Key of the signed media addresses (HMAC-SHA256, decision 061); several processes behind one
   * address share it. Unset, each process draws its own and its addresses die with it.
   */
  MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Minutes a signed media address plays; the player asks for a new one when it runs out. */
  MEDIA_URL_MINUTES: duration.default(60),
  /** scrypt cost as log2(N); 17 is the ASVS level, tests use less. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Check every answer against its response schema (tests); off in production, where types already hold. */
  VALIDATE_RESPONSES: bool.default(false),
  /**
   * Keep hot answers (tokens, unread counts, subtrees, list totals) in memory, invalidated through
   * LISTEN/NOTIFY. Off where LISTEN cannot work, such as behind pgbouncer in transaction mode.
   */
  READ_CACHE: bool.default(true),
  /**
   * The Qorgau map's raster tiles, `{z}/{x}/{y}` in the URL; `none` for a network without a tile
   * server (the map then shows markers, sites and its scale on a plain background).
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^(none|https?:\/\/\S+\{z\}\S*)$/, 'must be none or an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Public submissions (Qorgau cards, questionnaire answers) one address may make per hour. */
  PUBLIC_SUBMISSIONS_PER_HOUR: duration.default(30),
  /** Self-registrations one address may send per hour (refused ones count too). */
  REGISTRATIONS_PER_HOUR: duration.default(10),
  /** Behind a reverse proxy: its hop count or its addresses (see `trustProxy` above). */
  TRUST_PROXY: trustProxy.default(false),
  /** Failed sign-ins one address may make within the sign-in window, whatever the logins. */
  SIGN_IN_FAILURES_PER_ADDRESS: duration.default(30),
  /**
   * The organization's time zone (IANA name): times in PDFs and Excel exports are shown in it.
   * Kazakhstan keeps one zone, UTC+5, since March 2024; the runtime's tz data (Node 20 ships
   * 2024a or later) gives Asia/Almaty that offset.
   */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone, such as Asia/Almaty')
    .default('Asia/Almaty'),
  /** How long the security log keeps an entry, in days (a year by default). */
  SECURITY_LOG_DAYS: duration.default(365),
  /**
   * Roles whose users must sign in with a second factor (comma list, e.g. `admin`); such a user
   * without one enrols right after the password, so nobody is locked out.
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .refine((roles) => roles.every((role) => (ROLES as readonly string[]).includes(role)), {
      message: `must list roles among ${ROLES.join(', ')}`,
    })
    .transform((roles) => roles as TRole[]),
  /** The largest file a guest may attach to a Qorgau card. */
  PUBLIC_FILE_MAX_BYTES: duration.default(10 * 1024 * 1024),
  /** Run the background jobs' worker in this process (decision 049); off for a process that only answers requests. */
  JOBS_WORKER: bool.default(true),
  /** Seconds between the worker's looks for due jobs. */
  JOBS_POLL_SECONDS: duration.default(5),
  /** Seconds a claimed job is held; a worker that dies leaves it to another after this. */
  JOBS_LEASE_SECONDS: duration.default(300),
  /** Reminders before a deadline's due moment, e.g. `3d,1d` (d, h, m). */
  DEADLINE_REMINDERS: z
    .string()
    .default('3d,1d')
    .refine((v) => parseDurations(v) !== undefined, 'must be a comma list of durations such as 3d,1d,12h')
    .transform((v) => parseDurations(v) as number[]),
  /** How long after its due moment an unmet deadline is escalated (d, h, m). */
  DEADLINE_ESCALATION_AFTER: z
    .string()
    .default('1d')
    .refine((v) => parseDurations(v)?.length === 1, 'must be one duration such as 1d or 12h')
    .transform((v) => (parseDurations(v) as number[])[0] as number),
  /** Minutes between scans of the deadlines (once per period, whatever the number of processes). */
  DEADLINE_SCAN_MINUTES: duration.default(60),
  /** Remind of the periodic forms not sent by their due day (decision 073). */
  FORM_REMINDERS: bool.default(true),
  ...OIDC_CONFIG,
});

export type TConfig = z.infer<typeof ZConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const picked = Object.fromEntries(
    Object.keys(ZConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ZConfigSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = oidcProblems(parsed.data);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
