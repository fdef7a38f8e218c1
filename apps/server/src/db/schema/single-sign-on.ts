import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A sign-in begun at the OpenID provider and not yet back: what the callback needs to finish it
 * (PKCE verifier, nonce, the page to return to). Kept in the database so any app process can take
 * the callback; found by the SHA-256 of its `state`, used once, short-lived.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

/**
 * The one-time code that the callback's redirect carries back to the sign-in page, which trades
 * it by POST for the platform's token: the token itself never travels in a URL.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_codes_expires_idx').on(t.expiresAt)],
);
