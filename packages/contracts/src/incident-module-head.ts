import { INCIDENT_MODULE_TEXTS } from './incident-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';

/** The incident manifest's head: what the web's shell reads before the incident pages load. */
export const INCIDENT_MODULE_HEAD = {
  key: 'incidents',
  texts: INCIDENT_MODULE_TEXTS,
  routes: { list: '/incident', create: '/incident-create', record: '/incident-view/:id' },
} as const satisfies TRecordModuleHead;
