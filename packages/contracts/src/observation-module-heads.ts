import { observationModuleTexts } from './observation-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';

type TObservationKind = 'pnbr' | 'works' | 'driving';

/** A kind's head: its spec §2 routes (no view route: its editor shows a sent one read-only). */
const headOf = (kind: TObservationKind, list: string) =>
  ({
    key: `observations_${kind}`,
    texts: observationModuleTexts(kind),
    routes: { list: `/${list}`, create: `/${list}_create`, record: `/${list}_edit/:id` },
  }) as const satisfies TRecordModuleHead;

/** What the web's shell reads of each kind's manifest before its pages load (no zod). */
export const OBSERVATION_HEADS = {
  pnbr: headOf('pnbr', 'pnbr'),
  works: headOf('works', 'works_observations'),
  driving: headOf('driving', 'driving_observations'),
} as const satisfies Record<TObservationKind, TRecordModuleHead>;
