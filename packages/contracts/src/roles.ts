import { z } from 'zod';

export const ROLES = ['admin', 'auditor', 'dotos', 'headdotos'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type TRole = z.infer<typeof ZRoleSchema>;

/** Roles that see every organization when they belong to the holding (brief §5). */
export const HOLDING_WIDE_ROLES: readonly TRole[] = ['dotos', 'headdotos'];

/** The HSE staff: who is told of new reports (incident messages, Qorgau cards) to act on them. */
export const HSE_ROLES: readonly TRole[] = ['dotos', 'headdotos'];

export function hasAnyRole(userRoles: readonly string[], allowed: readonly TRole[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((role) => userRoles.includes(role));
}
