// No zod here: the web's route table and menus take these names into the sign-in page's download.
// The schema of a role is `ZRoleSchema` in users.ts.
export const ROLES = ['admin', 'auditor', 'dotos', 'headdotos'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles that see every organization when they belong to the holding (brief §5). */
export const HOLDING_WIDE_ROLES: readonly TRole[] = ['dotos', 'headdotos'];

/** The HSE staff: who is told of new reports (incident messages, Qorgau cards) to act on them. */
export const HSE_ROLES: readonly TRole[] = ['dotos', 'headdotos'];

/** Who keeps the life-saving rules' sub-categories: admin anywhere, the HSE staff within their scope. */
export const SUBCATEGORY_EDITOR_ROLES = ['admin', 'dotos', 'headdotos'] as const satisfies readonly TRole[];

/** Who reads the security log: administrators, and auditors without changing anything. */
export const SECURITY_LOG_ROLES = ['admin', 'auditor'] as const satisfies readonly TRole[];

export function hasAnyRole(userRoles: readonly string[], allowed: readonly TRole[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((role) => userRoles.includes(role));
}
