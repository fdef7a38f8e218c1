import {
  atRiskCount,
  checkKeysOf,
  OBSERVATION_WORKFLOW,
  ratesSomething,
  type TObservationStatus,
  tripEndsBeforeStart,
} from '@hse/contracts/observations';
import type { TAuthUser, TScope } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { insertRecord, organizationInScope, type TRecordType, updateRecord } from '../../platform/records.ts';
import {
  camel,
  OBSERVATION_KINDS,
  type TObservationKind,
  type TObservationKindDef,
} from './observation-kinds.ts';
import { cacheTagOf, findObservation, type TObservationRow } from './observations-repository.ts';

export type TObservationType = TRecordType<TObservationStatus, TObservationRow>;

function recordTypeOf(kind: TObservationKindDef): TObservationType {
  return {
    entityType: kind.entityType,
    numberPrefix: kind.numberPrefix,
    table: kind.table,
    workflow: OBSERVATION_WORKFLOW,
    fields: Object.fromEntries(kind.fields.map((field) => [field, camel(field)])),
    find: (db, id, lock) => findObservation(db, kind, id, lock),
    // A draft is its author's alone, as a message is: others see an observation once it is sent.
    visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
    derive: (record) => ({ atRiskCount: atRiskCount(record.checks as Record<string, string> | undefined) }),
    beforeAction: (_tx, row, action) => {
      if (action === 'save_and_send' && !ratesSomething(row.checks as Record<string, string> | null))
        throw new AppError(400, 'observations.nothing_rated', {}, { checks: ['observations.nothing_rated'] });
    },
    // Observations are many and mostly safe: nobody is told of each one; lists show the findings.
    notifications: {},
    link: kind.link,
    cacheTag: cacheTagOf(kind),
    // A finding calls for work once the observation is sent: a draft's checks may still change.
    tasks: {
      mayRaise: (row) => row.status === 'sent' && row.atRiskCount > 0,
      // In the checklist's own order, as the record shows it.
      findings: (row) => {
        const checks = (row.checks ?? {}) as Record<string, string>;
        return checkKeysOf(kind.kind).filter((key) => checks[key] === 'at_risk');
      },
    },
  };
}

export const OBSERVATION_TYPES: Record<TObservationKind, TObservationType> = {
  pnbr: recordTypeOf(OBSERVATION_KINDS.pnbr),
  works: recordTypeOf(OBSERVATION_KINDS.works),
  driving: recordTypeOf(OBSERVATION_KINDS.driving),
};

/**
 * A new observation in draft, by anyone signed in, for an organization in their scope, numbered
 * in its subsidiary's series for the year it was observed.
 */
export function createObservation(
  deps: TDeps,
  kind: TObservationKindDef,
  actor: TAuthUser,
  scope: TScope,
  input: { organization_id: string } & Record<string, unknown>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const org = await organizationInScope(tx, scope, input.organization_id);
    return insertRecord(tx, deps, OBSERVATION_TYPES[kind.kind], actor, {
      organizationId: org.id,
      year: new Date(String(input[kind.date.field])).getUTCFullYear(),
      fields: input,
    });
  });
}

/** Changes the fields sent; an observation moved to another organization must stay in scope. */
export function updateObservation(
  deps: TDeps,
  kind: TObservationKindDef,
  actor: TAuthUser,
  scope: TScope,
  id: string,
  patch: { version: number; organization_id?: string } & Record<string, unknown>,
) {
  return updateRecord(
    deps,
    OBSERVATION_TYPES[kind.kind],
    actor,
    scope,
    id,
    patch,
    async (tx, before, merged) => {
      if (patch.organization_id && patch.organization_id !== before.organizationId)
        await organizationInScope(tx, scope, patch.organization_id);
      // The times are checked as they will be stored together, not only as sent.
      if (
        kind.kind === 'driving' &&
        tripEndsBeforeStart(merged as { start_time?: string; end_time?: string })
      )
        throw fieldError('end_time', 'validation.end_before_start');
    },
  );
}
