import type { TLanguage } from '@hse/contracts/constants';
import { messageInAll } from '@hse/contracts/messages';
import type { TRegistrationRequest, TRegistrationState } from '@hse/contracts/registration-requests';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { inScope, type TAuthUser, type TScope, type TTreeReader } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, notFound, staleVersion } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage } from '../../platform/list-page.ts';
import { notifyUsers } from '../../platform/notify.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { formatFio } from '../../platform/tokens.ts';
import { writeVersioned } from '../../platform/versioned.ts';
import { USER_ENTITY } from './users-service.ts';

const decider = alias(users, 'decider');

const requestColumns = {
  id: users.id,
  login: users.login,
  lastName: users.lastName,
  firstName: users.firstName,
  middleName: users.middleName,
  email: users.email,
  phone: users.phone,
  iin: users.iin,
  post: users.post,
  division: users.division,
  organizationId: users.organizationId,
  orgNameRu: organizations.nameRu,
  orgNameKk: organizations.nameKk,
  orgNameEn: organizations.nameEn,
  registration: users.registration,
  registrationReason: users.registrationReason,
  registrationDecidedAt: users.registrationDecidedAt,
  deciderLast: decider.lastName,
  deciderFirst: decider.firstName,
  deciderMiddle: decider.middleName,
  createdAt: users.createdAt,
  version: users.version,
};

type TRequestRow = Awaited<ReturnType<typeof requestsQuery>>[number];

function toRequest(row: TRequestRow, lang: TLanguage): TRegistrationRequest {
  const names = { ru: row.orgNameRu, kk: row.orgNameKk, en: row.orgNameEn };
  return {
    id: row.id,
    login: row.login,
    fio: formatFio(row),
    email: row.email,
    phone: row.phone,
    iin: row.iin,
    post: row.post,
    division: row.division,
    organization_id: row.organizationId,
    organization_name: names[lang] || row.orgNameRu,
    state: (row.registration ?? 'pending') as TRegistrationState,
    reason: row.registrationReason,
    decided_at: row.registrationDecidedAt?.toISOString() ?? null,
    decided_by_fio:
      row.deciderLast === null
        ? null
        : formatFio({
            lastName: row.deciderLast,
            firstName: row.deciderFirst ?? '',
            middleName: row.deciderMiddle ?? '',
          }),
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

function requestsQuery(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(decider, eq(decider.id, users.registrationDecidedBy));
}

const ORDER = {
  created_at: [users.createdAt],
  last_name: [users.lastName, users.firstName],
} as const;

export type TRequestFilter = {
  scope: TScope;
  state: TRegistrationState;
  organizationIds?: string[];
  search?: string;
};

/** A page of requests in one state; the oldest waiting first unless the caller orders otherwise. */
export async function findRegistrationRequests(
  reader: TTreeReader,
  filter: TRequestFilter,
  paging: { page: number; pageSize: number; ordering?: string },
  lang: TLanguage,
) {
  const { field, desc: descending } = parseOrdering(paging.ordering, 'created_at' as keyof typeof ORDER);
  const list = new ListFilter()
    .scope(users.organizationId, filter.scope)
    .among('organizations', users.organizationId, filter.organizationIds)
    .equals('registration', users.registration, filter.state)
    .search(
      'search-all',
      [users.lastName, users.firstName, users.middleName, users.login, users.iin, users.email],
      filter.search,
    );
  const direction = descending ? desc : asc;
  const { rows, total } = await findPage(reader, {
    name: 'registration-requests',
    list,
    order: `${field}:${descending}`,
    table: users,
    tags: [cacheTags.users],
    paging,
    page: (where, limit, offset) =>
      requestsQuery(reader.db)
        .where(where)
        .orderBy(...ORDER[field].map((column) => direction(column)), direction(users.id))
        .limit(limit)
        .offset(offset),
  });
  return { rows: rows.map((row) => toRequest(row, lang)), total };
}

export async function readRegistrationRequest(db: DbOrTx, scope: TScope, id: string, lang: TLanguage) {
  const [row] = await requestsQuery(db).where(eq(users.id, id)).limit(1);
  if (!row || row.registration === null || !inScope(scope, row.organizationId)) throw notFound();
  return toRequest(row, lang);
}

type TDecision = { kind: 'approve' } | { kind: 'refuse'; reason: string };

/**
 * Approves or refuses a request in one transaction. Deciding what is already so answers as it is
 * (a second click, another administrator's same decision); approving a refused request is how an
 * administrator takes a refusal back; an approved account is refused no more (deactivate it).
 */
export async function decideRegistration(
  deps: TDeps,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  version: number,
  decision: TDecision,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        registration: users.registration,
        organizationId: users.organizationId,
        version: users.version,
        login: users.login,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row || row.registration === null || !inScope(scope, row.organizationId)) throw notFound();
    const wanted = decision.kind === 'approve' ? 'approved' : 'refused';
    if (row.registration === wanted) return;
    if (row.version !== version) throw staleVersion();
    if (decision.kind === 'refuse' && row.registration !== 'pending')
      throw new AppError(409, 'errors.registration_not_pending');
    const reason = decision.kind === 'refuse' ? decision.reason : '';
    await writeVersioned(tx, users, id, actor, {
      registration: wanted,
      registrationReason: reason,
      registrationDecidedAt: new Date(),
      registrationDecidedBy: actor.id,
      ...(decision.kind === 'approve' ? { isActive: true } : {}),
    });
    await deps.cache.invalidate(tx, [cacheTags.user(id), cacheTags.users]);
    await recordHistory(tx, {
      entityType: USER_ENTITY,
      entityId: id,
      action: decision.kind === 'approve' ? 'registration_approved' : 'registration_refused',
      actorId: actor.id,
      changes: {
        registration: { from: row.registration, to: wanted },
        ...(decision.kind === 'approve' ? { is_active: { from: row.isActive, to: true } } : {}),
      },
      ...(reason ? { comment: reason } : {}),
    });
    await logSecurity(tx, {
      event: decision.kind === 'approve' ? 'account_activated' : 'registration_refused',
      actorId: actor.id,
      userId: id,
      login: row.login,
      details: decision.kind === 'approve' ? {} : { reason: 'administrator' },
    });
    await notifyUsers(tx, deps.cache, [id], {
      title:
        decision.kind === 'approve'
          ? messageInAll('notifications.account_activated')
          : messageInAll('notifications.registration_declined', { reason }),
      link: '/',
    });
  });
}
