import { randomBytes } from 'node:crypto';
import { messageInAll } from '@hse/contracts/messages';
import type { TRole } from '@hse/contracts/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import type { TDeps } from '../../platform/deps.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { activeUsersWithRole, notifyBatched } from '../../platform/notify.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { logSecurity } from '../../platform/security-log.ts';

/** Why a provider's answer signs nobody in; the sign-in page tells the first three apart. */
export type TOidcRefusal = 'inactive' | 'awaiting_activation' | 'unknown_user' | 'failed';

export class OidcRefused extends Error {
  constructor(
    readonly reason: TOidcRefusal,
    readonly detail: string,
    readonly login = '',
    readonly userId: string | null = null,
  ) {
    super(detail);
  }
}

/** Platform logins: what the users' contract accepts. */
const LOGIN_PATTERN = /^[A-Za-z0-9._-]{3,150}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 150) : '');

function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The roles and organization the configured mappings give to these groups. */
export function mapGroups(config: TConfig, groups: readonly string[]) {
  const roles = [
    ...new Set((config.OIDC_GROUP_ROLES ?? []).filter(([g]) => groups.includes(g)).map(([, r]) => r)),
  ] as TRole[];
  const organizationId =
    (config.OIDC_GROUP_ORGANIZATIONS ?? []).find(([g]) => groups.includes(g))?.[1] ??
    config.OIDC_DEFAULT_ORGANIZATION_ID ??
    null;
  return { roles, organizationId };
}

async function organizationExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), isNull(organizations.deletedAt)));
  return Boolean(row);
}

/**
 * Creates the account of a login the platform does not know yet, as OIDC_NEW_USERS says: inactive
 * and without roles for an administrator to review (who is told, as of a registration), or active
 * with the roles its groups map to. Its password is random and never told: such an account signs
 * in through the provider only, until an administrator sets one.
 */
async function createAccount(deps: TDeps, login: string, claims: Record<string, unknown>): Promise<string> {
  const { config } = deps;
  const { roles, organizationId } = mapGroups(config, groupsOf(claims, config.OIDC_GROUPS_CLAIM));
  if (!organizationId || !(await organizationExists(deps.db, organizationId)))
    throw new OidcRefused('unknown_user', 'no_organization', login);
  const active = config.OIDC_NEW_USERS === 'mapped';
  const id = newId();
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'), config.SCRYPT_LOG_N);
  const values = {
    id,
    login,
    passwordHash,
    lastName: text(claims.family_name) || login,
    firstName: text(claims.given_name),
    middleName: text(claims.middle_name),
    email: text(claims.email),
    iin: '',
    organizationId,
    roles: active ? roles : [],
    isActive: active,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values(values);
    await deps.cache.invalidate(tx, [cacheTags.user(id), cacheTags.users]);
    await recordHistory(tx, {
      entityType: 'user',
      entityId: id,
      action: active ? 'create' : 'register',
      actorId: id,
      changes: Object.fromEntries(
        Object.entries({
          login,
          last_name: values.lastName,
          first_name: values.firstName,
          email: values.email,
          organization_id: organizationId,
          roles: values.roles,
          is_active: active,
        })
          .filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0))
          .map(([k, v]) => [k, { from: null, to: v }]),
      ),
    });
    await logSecurity(tx, {
      event: active ? 'user_created' : 'registered',
      actorId: null,
      userId: id,
      login,
      details: { via: 'oidc', roles: values.roles },
    });
    if (!active)
      await notifyBatched(tx, deps.cache, await activeUsersWithRole(tx, 'admin'), {
        single: {
          title: messageInAll('notifications.registration', {
            fio: `${values.lastName} ${values.firstName}`.trim(),
          }),
          link: `/administration-edit-user/${id}`,
        },
        batch: {
          title: messageInAll('notifications.registrations'),
          link: '/administration-users?is_active=false',
        },
        links: ['/administration-edit-user/%', '/administration-users?is_active=false'],
      });
  });
  return id;
}

/**
 * The platform account the provider's claims name: matched by login without letter case, or
 * created as configured. A known account must be active; one created inactive waits.
 */
export async function accountOf(deps: TDeps, claims: Record<string, unknown>): Promise<string> {
  const login = text(claims[deps.config.OIDC_LOGIN_CLAIM]).toLowerCase();
  if (!LOGIN_PATTERN.test(login)) throw new OidcRefused('failed', 'login_claim', login);
  const [user] = await deps.db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.login}) = ${login}`)
    .limit(1);
  if (!user) {
    if (deps.config.OIDC_NEW_USERS === 'refuse') throw new OidcRefused('unknown_user', 'unknown_user', login);
    const id = await createAccount(deps, login, claims);
    if (deps.config.OIDC_NEW_USERS === 'inactive')
      throw new OidcRefused('awaiting_activation', 'created_inactive', login, id);
    return id;
  }
  if (!user.isActive) throw new OidcRefused('inactive', 'inactive', login, user.id);
  return user.id;
}
