import type { TCheckValue, TObservationKind } from '@hse/contracts/observations';
import type { TRecordModule } from '@hse/contracts/record-module/define';

/** A rule's rating in the editor; null is "not observed", which the API takes as the rule left out. */
export type TCheckChoice = TCheckValue | null;
export type TChecks = Record<string, TCheckChoice>;

/** `observations_pnbr` → `pnbr`: each kind's manifest is keyed by its kind. */
export const kindOf = (module: TRecordModule) => module.key.replace(/^observations_/, '') as TObservationKind;
