import { atRiskCount, checkKeysOf, ratesSomething, tripEndsBeforeStart } from '@hse/contracts/observations';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { moduleItem } from '../../platform/record-module/module-item.ts';
import type { TModuleTable } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import type { TObservationKindDef } from './observation-kinds.ts';
import { observationListHooks } from './observation-list.ts';
import { checklistBlocks } from './observation-print.ts';

type TChecks = Record<string, string> | null | undefined;

/** The cache tag of a kind's records and list totals, as it was before the layer. */
export const cacheTagOf = (kind: TObservationKindDef) => `observations:${kind.kind}`;

/**
 * What an observation adds to its kind's manifest: its own create and update bodies (the
 * checklist, clock times and "not ahead" dates no field kind holds yet), the checklist in its answer
 * and PDF, its count of findings, and follow-up tasks from them.
 */
export function observationHooks(kind: TObservationKindDef): TRecordModuleHooks {
  return {
    ...observationListHooks(kind),
    // A draft is its author's alone, as a message is: others see an observation once it is sent.
    visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
    cacheTag: cacheTagOf(kind),
    createSchema: kind.create,
    updateSchema: kind.update,
    ownFields: { checks: 'checks', check_comments: 'checkComments' },
    item: (row, lang, caller) => ({
      ...moduleItem(kind.module, row, lang, caller),
      checks: row.checks ?? {},
      check_comments: row.checkComments ?? {},
    }),
    itemSchema: kind.item,
    derive: (record) => ({ atRiskCount: atRiskCount(record.checks as TChecks) }),
    // The times are checked as they will be stored together, not only as sent.
    check: (_tx, { merged }) => {
      if (
        kind.kind === 'driving' &&
        tripEndsBeforeStart(merged as { start_time?: string; end_time?: string })
      )
        throw fieldError('end_time', 'validation.end_before_start');
    },
    beforeAction: (_tx, row, action) => {
      if (action === 'save_and_send' && !ratesSomething(row.checks as TChecks))
        throw new AppError(400, 'observations.nothing_rated', {}, { checks: ['observations.nothing_rated'] });
    },
    // Observations are many and mostly safe: nobody is told of each one; lists show the findings.
    notifications: {},
    // A finding calls for work once the observation is sent: a draft's checks may still change.
    tasks: {
      mayRaise: (row) => row.status === 'sent' && Number(row.atRiskCount) > 0,
      // In the checklist's own order, as the record shows it.
      findings: (row) => {
        const checks = (row.checks ?? {}) as Record<string, string>;
        return checkKeysOf(kind.kind).filter((key) => checks[key] === 'at_risk');
      },
    },
    printBlocks: (item, lang) => checklistBlocks(kind.kind, item, lang),
  };
}

/** One kind of observation as a record module (decision 035); record-modules.ts lists the three. */
export function registerObservationKind(app: TApp, deps: TDeps, kind: TObservationKindDef) {
  registerRecordModule(app, deps, kind.module, kind.table as unknown as TModuleTable, observationHooks(kind));
}
