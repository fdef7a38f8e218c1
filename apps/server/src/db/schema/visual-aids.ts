import type { TMediaStatus } from '@hse/contracts/media-library';
import { VISUAL_AID_MODULE } from '@hse/contracts/visual-aids';
import { index } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Visual aids (decision 064): columns from the manifest; the golden rules an aid teaches have an
 * index of their own, since each rule's screen asks for its aids.
 */
export const visualAids = recordModuleTable<TMediaStatus>('visual_aids', VISUAL_AID_MODULE, {}, (t, live) => [
  index('visual_aids_vital_rules_idx').using('gin', t.vitalRules!).where(live),
]);
