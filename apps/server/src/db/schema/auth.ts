import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Only the SHA-256 of a token is kept: a leaked table signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
