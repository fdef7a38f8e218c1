import { COMMITMENT_TEXTS } from './commitment-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';

/**
 * The commitment manifest's head: what the web's shell reads before the commitment pages load.
 * Any signed-in manager keeps a commitment; reading and approving follow the scope and the workflow.
 */
export const COMMITMENT_MODULE_HEAD = {
  key: 'commitments',
  texts: COMMITMENT_TEXTS,
  routes: { list: '/commitment', create: '/commitment-create', record: '/commitment/:id' },
} as const satisfies TRecordModuleHead;

/** The screen where the author reports what was done in a quarter (spec §2). */
export const COMMITMENT_FILLING_ROUTE = '/commitment-filling/:id';
