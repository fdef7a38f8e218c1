import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAuthUser } from './access.ts';
import type { TDeps } from './deps.ts';
import { forbidden, unauthenticated } from './errors.ts';
import type { TRoutePermission } from './permissions.ts';
import { cachedTokenUser, resolveToken, type TTokenPolicy } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: TAuthUser | null;
  }
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in user of a request whose route requires one. */
export function currentUser(request: FastifyRequest): TAuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Resolves the token and enforces each route's declared permission. A route under /api
 * without a permission stops start-up, so no route is open by omission.
 */
export function registerAuth(
  app: FastifyInstance,
  { db, cache }: Pick<TDeps, 'db' | 'cache'>,
  policy: TTokenPolicy,
) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.permission) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    }
  });

  /** Why the request's user may not call its route, or undefined. */
  const refusal = (request: FastifyRequest, permission: TRoutePermission) => {
    if (permission.kind === 'public') return undefined;
    if (!request.user) return unauthenticated();
    if (permission.kind === 'roles' && !permission.roles.some((r) => request.user?.roles.includes(r)))
      return forbidden();
    return undefined;
  };
  // Callback style, answered at once for a token whose user is cached (nearly every request): an
  // async hook would cost every request its promises and turns of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    const permission: TRoutePermission | undefined = request.routeOptions.config?.permission;
    if (!permission) {
      done();
      return;
    }
    const token = tokenOf(request);
    const cached = token ? cachedTokenUser(cache, token, policy) : null;
    if (cached !== undefined) {
      request.user = cached;
      done(refusal(request, permission));
      return;
    }
    resolveToken(db, cache, token as string, policy).then((user) => {
      request.user = user;
      done(refusal(request, permission));
    }, done);
  });
}
