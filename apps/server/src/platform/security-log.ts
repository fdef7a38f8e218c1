import type { TSecurityEvent } from '@hse/contracts/security-log';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { securityEvents } from '../db/schema/index.ts';
import { newId } from './ids.ts';
import { requestContext, runInRequest } from './request-context.ts';

/** Where the request being served came from: every entry of the log says so. */
type TClientInfo = { address: string; userAgent: string };

/** A browser's description is the client's to write: enough of it to tell devices apart. */
const USER_AGENT_MAX = 300;

/** Gives every request's work its client's address (as `TRUST_PROXY` decides) and user agent. */
export function registerClientInfo(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
    runInRequest({ address: request.ip, userAgent }, done);
  });
}

/** The client of the request being served; empty outside one (the seed, a start-up job). */
export const currentClient = (): TClientInfo => {
  const context = requestContext();
  return context
    ? { address: context.address, userAgent: context.userAgent }
    : { address: '', userAgent: '' };
};

export type TSecurityEntry = {
  event: TSecurityEvent;
  actorId?: string | null;
  userId?: string | null;
  login?: string;
  details?: Record<string, unknown>;
};

/**
 * Writes an entry of the security log. Call it in the transaction of the change it records, so
 * that the log holds exactly what was committed; a refusal (a wrong password, a limit) is written
 * in a transaction of its own, since the refused work rolls back.
 */
export async function logSecurity(tx: DbOrTx, entry: TSecurityEntry): Promise<void> {
  const client = currentClient();
  await tx.insert(securityEvents).values({
    id: newId(),
    event: entry.event,
    actorId: entry.actorId ?? null,
    userId: entry.userId ?? null,
    login: entry.login ?? '',
    address: client.address,
    userAgent: client.userAgent,
    details: entry.details ?? {},
  });
}

/** Drops entries older than the retention (`SECURITY_LOG_DAYS`); run now and then. */
export async function purgeSecurityLog(db: DbOrTx, days: number): Promise<void> {
  await db.delete(securityEvents).where(lt(securityEvents.at, new Date(Date.now() - days * 86_400_000)));
}
