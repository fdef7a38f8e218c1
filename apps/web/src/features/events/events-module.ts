import { EVENT_MODULE_HEAD, EVENT_REPORT_ROUTE, EVENT_REVIEW_ROUTE } from '@hse/contracts/event-module-head';
import EventNote from '@mui/icons-material/EventNote';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const EventSourceSection = lazy(() =>
  import('./event-source').then(({ EventSourceSection }) => ({ default: EventSourceSection })),
);
const EventSourceDetails = lazy(() =>
  import('./event-source').then(({ EventSourceDetails }) => ({ default: EventSourceDetails })),
);
const OverdueChip = lazy(() =>
  import('./event-source').then(({ OverdueChip }) => ({ default: OverdueChip })),
);
const ItemEvents = lazy(() => import('./record-events').then(({ ItemEvents }) => ({ default: ItemEvents })));
const RecordEvents = lazy(() =>
  import('./record-events').then(({ RecordEvents }) => ({ default: RecordEvents })),
);

/**
 * Events (spec §2 events, events-view/:eventId, event-approval/:eventId, event-for-approve/:eventId;
 * decision 050): the generic list and record pages of their manifest, their source beside them,
 * and on every other module's record its events with a button that raises one from it.
 */
export const EVENTS_MODULE: TWebModule = {
  head: EVENT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/events').then((contracts) => contracts.EVENT_MODULE),
  menuGroup: 'events',
  icon: EventNoteOutlined,
  activeIcon: EventNote,
  home: { text: 'events:home' },
  formSlots: [EventSourceSection],
  detailSlots: [EventSourceDetails],
  headerSlots: [OverdueChip],
  // The responsible person reports on one, the approver reviews on the other: the same record page
  // (its editor for the report and evidence files, its workflow for the decision).
  routes: [
    { path: EVENT_REPORT_ROUTE, page: 'record', heading: 'titles.approval', title: 'events:titles.approval' },
    {
      path: EVENT_REVIEW_ROUTE,
      page: 'record',
      heading: 'titles.for_approve',
      title: 'events:titles.for_approve',
    },
  ],
  everyRecordSlots: [RecordEvents],
  everyItemActions: [ItemEvents],
};
