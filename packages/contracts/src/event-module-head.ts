import { EVENT_TEXTS } from './event-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';

/**
 * The event manifest's head: the spec §2 routes (events, events-view/:eventId) and the create
 * route the spec leaves open (event-create, decision 050).
 */
export const EVENT_MODULE_HEAD = {
  key: 'events',
  texts: EVENT_TEXTS,
  routes: { list: '/events', create: '/event-create', record: '/events-view/:id' },
} as const satisfies TRecordModuleHead;

/** The responsible person's report (spec §2 event-approval/:eventId) and the approver's review. */
export const EVENT_REPORT_ROUTE = '/event-approval/:id';
export const EVENT_REVIEW_ROUTE = '/event-for-approve/:id';
