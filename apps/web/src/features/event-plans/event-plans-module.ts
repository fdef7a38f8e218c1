import {
  EVENT_PLAN_HOLDING_ROLES,
  EVENT_PLAN_MODULE_HEAD,
  EVENT_PLAN_PART_MODULE_HEAD,
  EVENT_PLAN_PART_VIEW_ROUTE,
} from '@hse/contracts/event-plan-module-head';
import EventNote from '@mui/icons-material/EventNote';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const PlanPartsPanel = lazy(() =>
  import('./plan-parts-panel').then(({ PlanPartsPanel }) => ({ default: PlanPartsPanel })),
);
const PlanItemsPanel = lazy(() =>
  import('./plan-items-panel').then(({ PlanItemsPanel }) => ({ default: PlanItemsPanel })),
);
const LatestPlanPage = lazy(() => import('./latest-plan-page'));

/**
 * The holding's consolidated plans (spec §2 event-plan, event-plan-create, event-plan-edit/:id,
 * event-plan-admin/:id?; decision 056): the list, the plan read with every subsidiary's part and
 * how it stands, its editor apart. Without `:id` event-plan-admin opens the latest plan.
 */
export const EVENT_PLANS_MODULE: TWebModule = {
  head: EVENT_PLAN_MODULE_HEAD,
  manifest: () => import('@hse/contracts/event-plans').then((contracts) => contracts.EVENT_PLAN_MODULE),
  menuGroup: 'events',
  icon: EventNoteOutlined,
  activeIcon: EventNote,
  home: { text: 'event_plans:home' },
  startInOwnOrganization: true,
  list: {
    createLinks: [
      {
        to: EVENT_PLAN_PART_MODULE_HEAD.routes.list,
        label: 'actions.parts',
        testId: 'event-plan-parts-link',
        goes: 'list',
      },
      { to: EVENT_PLAN_MODULE_HEAD.routes.create, label: 'titles.create', primary: true },
    ],
  },
  routes: [
    { path: EVENT_PLAN_MODULE_HEAD.routes.record, page: 'view', title: 'event_plans:titles.record' },
    {
      path: '/event-plan-edit/:id',
      page: 'edit',
      title: 'event_plans:titles.record',
      heading: 'titles.record',
      next: EVENT_PLAN_MODULE_HEAD.routes.record,
    },
    {
      path: '/event-plan-edit',
      page: 'edit',
      title: 'event_plans:titles.create',
      roles: EVENT_PLAN_HOLDING_ROLES,
      next: EVENT_PLAN_MODULE_HEAD.routes.record,
    },
  ],
  editHref: (record) => `/event-plan-edit/${record.id}`,
  detailSlots: [PlanPartsPanel],
  extraRoutes: [{ path: '/event-plan-admin', title: 'event_plans:titles.record', element: LatestPlanPage }],
};

/**
 * A subsidiary's part (spec §2 event-plan-view-dzo/:id, event-plan-view/:id, event-plan-create/:id
 * for the plan `:id`): its editor while it may be written, its measures, sent to the holding for
 * agreement; read-only at event-plan-view/:id. Their list is a designed route, linked from the plans.
 */
export const EVENT_PLAN_PARTS_MODULE: TWebModule = {
  head: EVENT_PLAN_PART_MODULE_HEAD,
  manifest: () => import('@hse/contracts/event-plans').then((contracts) => contracts.EVENT_PLAN_PART_MODULE),
  menuGroup: 'events',
  icon: EventNoteOutlined,
  activeIcon: EventNote,
  home: false,
  startInOwnOrganization: true,
  // On the editor and on the read-only views alike.
  recordSlots: [PlanItemsPanel],
  routes: [
    {
      path: EVENT_PLAN_PART_MODULE_HEAD.routes.create,
      page: 'edit',
      title: 'event_plan_parts:titles.create',
      parent: {
        field: 'plan_id',
        href: EVENT_PLAN_MODULE_HEAD.routes.record,
        label: 'event_plan_parts:actions.back_to_plan',
      },
    },
    { path: EVENT_PLAN_PART_VIEW_ROUTE, page: 'view', title: 'event_plan_parts:titles.record' },
  ],
};
