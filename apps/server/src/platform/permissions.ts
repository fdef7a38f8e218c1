import type { TRole } from '@hse/contracts/roles';

/**
 * Every API route declares who may call it; start-up fails for one that does not.
 * `roles` lists the roles allowed (any of them); the organization scope is applied by services.
 */
export type TRoutePermission =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly TRole[] };

export const PUBLIC: TRoutePermission = { kind: 'public' };
export const SIGNED_IN: TRoutePermission = { kind: 'signed-in' };
export const rolesOnly = (...roles: TRole[]): TRoutePermission => ({ kind: 'roles', roles });
export const ADMIN_ONLY = rolesOnly('admin');

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: TRoutePermission;
  }
}
