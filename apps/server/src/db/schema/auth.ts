import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Only the SHA-256 of a token is kept: a leaked table signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the personal account names a session by: the hash itself never leaves the server. */
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The device's browser as it said at sign-in, and the address it came from. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, kept in the database so every app process sees the same limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    login: text('login').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_login_at_idx').on(t.login, t.at)],
);

/**
 * The security log (issue 19): who signed in or failed to, from where, and every change to an
 * account's access, written in the transaction of the change itself.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    /** Who did it; none for a guest (a registration, a failed sign-in). */
    actorId: uuid('actor_id').references(() => users.id),
    /** Whose account it concerns, when known. */
    userId: uuid('user_id').references(() => users.id),
    /** The login typed, for sign-ins that name no account. */
    login: text('login').notNull().default(''),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('security_events_at_idx').on(t.at),
    index('security_events_event_at_idx').on(t.event, t.at),
    index('security_events_user_at_idx').on(t.userId, t.at),
  ],
);
