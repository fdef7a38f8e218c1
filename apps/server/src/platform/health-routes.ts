import { ZHealthSchema, ZReadinessSchema } from '@hse/contracts/auth';
import { sql } from 'drizzle-orm';
import type { TApp } from './app-types.ts';
import type { TDeps } from './deps.ts';
import { PUBLIC } from './permissions.ts';

const tags = ['health'];

/**
 * Liveness for the process supervisor (restart only a process that no longer answers) and
 * readiness for the load balancer (send no requests while the database is out of reach). A
 * database outage must never look like a dead process: it passes by itself.
 */
export function registerHealthRoutes(app: TApp, deps: TDeps) {
  app.get(
    '/api/health/live/',
    {
      config: { permission: PUBLIC, answersWhileClosing: true },
      schema: { tags, summary: 'Liveness: the process answers', response: { 200: ZHealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/',
    {
      config: { permission: PUBLIC, answersWhileClosing: true },
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: ZReadinessSchema, 503: ZReadinessSchema },
      },
    },
    async (request, reply) => {
      const listening = deps.cache.enabled;
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, listening };
      } catch (error) {
        request.log.warn({ err: error }, 'database does not answer');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: 'down' as const, listening });
      }
    },
  );
}
