import type { TLanguage } from '@hse/contracts/constants';
import { messageInAll } from '@hse/contracts/messages';
import type { TPasswordPair, TUserCreate, TUserUpdate } from '@hse/contracts/users';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { assertInScope, inScope, type TAuthUser, type TScope } from '../../platform/access.ts';
import { rethrowUnique } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { activeUsersWithRole, notifyBatched, notifyUsers } from '../../platform/notify.ts';
import { assertPasswordAllowed } from '../../platform/password-policy.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { revokeAllTokens } from '../../platform/tokens.ts';
import {
  lockVersioned,
  type TVersionedRows,
  updateVersioned,
  writeVersioned,
} from '../../platform/versioned.ts';
import { type TUserRow, toUser, USER_FIELD_COLUMNS } from './user-dto.ts';
import { findUserById } from './users-repository.ts';

export const USER_ENTITY = 'user';

const UNIQUE = {
  users_login_key: ['login', 'errors.login_taken'],
  users_iin_key: ['iin', 'errors.iin_taken'],
} as const;

async function assertOrganizationExists(db: DbOrTx, organizationId: string) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!org) throw fieldError('organization_id', 'errors.organization_unknown');
}

/** The users' list showing the accounts that await activation. */
const PENDING_REGISTRATIONS = '/administration-users?is_active=false';

type TNewUser = Omit<TUserCreate, 'password_confirm' | 'roles'> & { roles?: TUserCreate['roles'] };

/** Creates a user; `isActive: false` is self-registration, which notifies every administrator. */
export async function createUser(
  deps: TDeps,
  actor: TAuthUser | null,
  input: TNewUser,
  options: { isActive: boolean; lang: TLanguage },
) {
  assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  let id = newId();
  try {
    // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
    id = await deps.db.transaction(async (tx) => {
      await assertOrganizationExists(tx, input.organization_id);
      const values = {
        id,
        login: input.login,
        passwordHash,
        lastName: input.last_name,
        firstName: input.first_name,
        middleName: input.middle_name ?? '',
        email: input.email ?? '',
        phone: input.phone ?? '',
        city: input.city ?? '',
        division: input.division ?? '',
        post: input.post ?? '',
        personnelNumber: input.personnel_number ?? '',
        iin: input.iin,
        licenseCategories: input.license_categories ?? [],
        bloodGroup: input.blood_group ?? null,
        organizationId: input.organization_id,
        roles: input.roles ?? [],
        isActive: options.isActive,
        // A self-registration is a request an administrator decides on /requests (decision 065).
        registration: options.isActive ? null : 'pending',
        createdBy: actor?.id ?? null,
        updatedBy: actor?.id ?? null,
      };
      await tx.insert(users).values(values);
      await userChanged(deps, tx, id);
      // Named as the API and the history of updates name them, never the password hash.
      const created = Object.entries(USER_FIELD_COLUMNS).map(([field, column]) => [field, values[column]]);
      await recordHistory(tx, {
        entityType: USER_ENTITY,
        entityId: id,
        action: options.isActive ? 'create' : 'register',
        actorId: actor?.id ?? id,
        // What the account was created with; a field left empty is no change worth reading.
        changes: Object.fromEntries(
          [...created, ['is_active', options.isActive]]
            .filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
            .map(([k, v]) => [k, { from: null, to: v }]),
        ),
      });
      await logSecurity(tx, {
        event: options.isActive ? 'user_created' : 'registered',
        actorId: actor?.id ?? null,
        userId: id,
        login: input.login,
        details: options.isActive ? { roles: input.roles ?? [] } : {},
      });
      if (!options.isActive) {
        const fio = [input.last_name, input.first_name].join(' ');
        await notifyBatched(tx, deps.cache, await activeUsersWithRole(tx, 'admin'), {
          single: {
            title: messageInAll('notifications.registration', { fio }),
            link: `/administration-edit-user/${id}`,
          },
          batch: { title: messageInAll('notifications.registrations'), link: PENDING_REGISTRATIONS },
          links: ['/administration-edit-user/%', PENDING_REGISTRATIONS],
        });
      }
      return id;
    });
  } catch (error) {
    rethrowUnique(error, UNIQUE);
  }
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound();
  return toUser(row, options.lang);
}

/** Cached tokens of this user and every cached users total are out of date after a write. */
function userChanged(deps: TDeps, tx: DbOrTx, id: string) {
  return deps.cache.invalidate(tx, [cacheTags.user(id), cacheTags.users]);
}

const USER_ROWS: TVersionedRows<typeof users, TUserRow> = {
  table: users,
  entityType: USER_ENTITY,
  lock: (tx, id) => findUserById(tx, id, true),
};

function lockInScope(tx: DbOrTx, scope: TScope, id: string, version?: number) {
  return lockVersioned(tx, USER_ROWS, id, version, (row) => inScope(scope, row.organizationId));
}

export async function updateUser(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  patch: TUserUpdate,
) {
  const { version, ...fields } = patch;
  try {
    await deps.db.transaction(async (tx) => {
      const { changes } = await updateVersioned(tx, USER_ROWS, {
        id,
        version,
        actor,
        visible: (row) => inScope(scope, row.organizationId),
        current: (row) =>
          Object.fromEntries(
            Object.entries(USER_FIELD_COLUMNS).map(([field, column]) => [field, row[column]]),
          ),
        wanted: () => fields,
        columns: USER_FIELD_COLUMNS,
        check: async (_, next, changes) => {
          if (changes.organization_id) await assertOrganizationExists(tx, String(next.organization_id));
        },
        ownAction: { roles: 'roles' },
      });
      if (Object.keys(changes).length === 0) return;
      await userChanged(deps, tx, id);
      for (const [field, event] of [
        ['roles', 'roles_changed'],
        ['organization_id', 'organization_changed'],
      ] as const) {
        const change = changes[field];
        if (change) await logSecurity(tx, { event, actorId: actor.id, userId: id, details: change });
      }
      if (changes.roles) {
        await notifyUsers(tx, deps.cache, [id], {
          title: messageInAll('notifications.roles_changed'),
          link: '/personal-account',
        });
        // New roles must take effect with a fresh sign-in, as they are kept by the browser.
        await revokeAllTokens(tx, deps.cache, id);
      }
    });
  } catch (error) {
    rethrowUnique(error, UNIQUE);
  }
}

export async function setUserActive(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  isActive: boolean,
  version: number,
) {
  if (!isActive && id === actor.id) throw new AppError(409, 'errors.self_deactivate');
  await deps.db.transaction(async (tx) => {
    const before = await lockInScope(tx, scope, id, version);
    if (before.isActive === isActive) return;
    // Activating a waiting request from the user's card approves it as /requests would.
    const approves = isActive && before.registration !== null && before.registration !== 'approved';
    await writeVersioned(tx, users, id, actor, {
      isActive,
      ...(approves
        ? { registration: 'approved', registrationDecidedAt: new Date(), registrationDecidedBy: actor.id }
        : {}),
    });
    await userChanged(deps, tx, id);
    await recordHistory(tx, {
      entityType: USER_ENTITY,
      entityId: id,
      action: isActive ? 'activate' : 'deactivate',
      actorId: actor.id,
      changes: { is_active: { from: before.isActive, to: isActive } },
    });
    await logSecurity(tx, {
      event: isActive ? 'account_activated' : 'account_deactivated',
      actorId: actor.id,
      userId: id,
      login: before.login,
    });
    if (isActive) {
      await notifyUsers(tx, deps.cache, [id], {
        title: messageInAll('notifications.account_activated'),
        link: '/',
      });
    } else {
      await revokeAllTokens(tx, deps.cache, id);
    }
  });
}

/** Sets a new password and ends every session of that user. */
export async function setPassword(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  pair: TPasswordPair,
  action: string,
) {
  const owner = await findUserById(deps.db, id);
  if (owner && inScope(scope, owner.organizationId))
    assertPasswordAllowed(pair.password, toUser(owner, 'ru'));
  const passwordHash = await hashPassword(pair.password, deps.config.SCRYPT_LOG_N);
  await deps.db.transaction(async (tx) => {
    await lockInScope(tx, scope, id);
    await writeVersioned(tx, users, id, actor, { passwordHash });
    await userChanged(deps, tx, id);
    await recordHistory(tx, { entityType: USER_ENTITY, entityId: id, action, actorId: actor.id });
    await logSecurity(tx, {
      event: action === 'password_reset' ? 'password_reset' : 'password_changed',
      actorId: actor.id,
      userId: id,
    });
    await revokeAllTokens(tx, deps.cache, id);
  });
}

/** Replaces (or with `null` removes) a user's photo; the old file goes after the commit. */
export async function setPhoto(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  photo: Buffer | null,
) {
  const key = photo ? `photos/${newId()}.jpg` : null;
  if (photo && key) await deps.storage.put(key, photo);
  let oldKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockInScope(tx, scope, id);
      oldKey = before.photoKey;
      await writeVersioned(tx, users, id, actor, { photoKey: key });
      await userChanged(deps, tx, id);
      await recordHistory(tx, {
        entityType: USER_ENTITY,
        entityId: id,
        action: 'photo',
        actorId: actor.id,
        changes: { photo: { from: before.photoKey !== null, to: key !== null } },
      });
    });
  } catch (error) {
    if (key) await deps.storage.remove(key);
    throw error;
  }
  if (oldKey) await deps.storage.remove(oldKey);
}

export async function readPhoto(deps: TDeps, scope: TScope, id: string): Promise<Buffer> {
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound();
  assertInScope(scope, row.organizationId);
  const data = row.photoKey ? await deps.storage.get(row.photoKey) : null;
  if (!data) throw notFound();
  return data;
}
