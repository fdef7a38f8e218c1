import { SECURITY_LOG_ROLES, type TRole } from '@hse/contracts/roles';
import { modulesIn } from '../modules';
import type { TMenuGroupKey, TWebModule } from '../web-module';

export type { TMenuGroupKey } from '../web-module';

export type TMenuEntry = {
  /** Key under `shell:menu.items`, or a whole key (`audits:titles.list`) for a module's list. */
  title: string;
  href: string;
  roles?: readonly TRole[];
  children?: readonly TMenuEntry[];
  /** Other paths that belong to this entry (its create and edit screens). */
  activeFor?: readonly string[];
};

export type TMenuGroup = {
  key: TMenuGroupKey;
  roles?: readonly TRole[];
  children: readonly TMenuEntry[];
};

const entry = (title: string, href: string, activeFor?: readonly string[]): TMenuEntry =>
  activeFor ? { title, href, activeFor } : { title, href };

/** A record module's list, visible to its manifest's `menuRoles`; its create and record screens belong to it. */
function moduleEntry({ head, menuTitle }: TWebModule): TMenuEntry {
  const { key, routes, menuRoles } = head;
  const own = [routes.create, routes.record.replace(/\/:id$/, '')];
  return {
    title: menuTitle ?? `${key}:titles.list`,
    href: routes.list,
    activeFor: own,
    ...(menuRoles ? { roles: menuRoles } : {}),
  };
}

/** A module's own screens that its menu group lists, under its list. */
function extraEntries({ extraRoutes = [] }: TWebModule): TMenuEntry[] {
  return extraRoutes
    .filter((route) => route.menu && route.title)
    .map((route) => ({
      title: route.title ?? '',
      href: route.path,
      ...(route.roles ? { roles: route.roles } : {}),
    }));
}

/** Spec §2 (groups and hrefs) and §6 (roles); the record modules join their groups (app/modules.ts). */
const GROUPS: readonly TMenuGroup[] = [
  {
    // Spec §2 keeps this group to admin; the HSE staff reach the life-saving rules from their
    // home card (features/auth/home-cards.ts).
    key: 'administration',
    roles: ['admin'],
    children: [
      entry('users', '/administration-users', ['/administration-create-user', '/administration-edit-user']),
      entry('organizations', '/administration-organizations'),
      entry('roles', '/administration-roles'),
      entry('vital_rules', '/administration-vital-rules'),
      entry('holidays', '/administration-holidays'),
      entry('requests', '/requests'),
      entry('management', '/management'),
    ],
  },
  {
    // Spec §2 lists /questionnaire among the signed-in routes without a group of its own; the
    // questionnaires are forms people fill in, so they sit with the forms.
    key: 'forms',
    children: [
      entry('forms', '/forms'),
      entry('questionnaire', '/questionnaire', [
        '/questionnaire_edit',
        '/questionnaire_view',
        '/questionnaire_create',
      ]),
    ],
  },
  {
    key: 'incident',
    children: [
      entry('incident', '/incident', [
        '/message-create',
        '/message-edit',
        '/incident-create',
        '/incident-edit',
        '/incident-view',
        '/incident-view-copy',
      ]),
      entry('investigation', '/investigation', [
        '/investigation-create',
        '/investigation-view',
        '/investigation-edit',
      ]),
      entry('bulletin', '/bulletin', ['/bulletin-create', '/bulletin-view', '/bulletin-edit']),
      entry('report', '/report', ['/report-create', '/report-view', '/report-edit']),
    ],
  },
  { key: 'map', children: [entry('qorgau', '/qorgau')] },
  // Audit (auditor, admin): the audits module, whose manifest names those roles, and the security
  // log, which administrators and auditors read (issue 19).
  {
    key: 'audit',
    children: [{ ...entry('security_log', '/security-log'), roles: SECURITY_LOG_ROLES }],
  },
  {
    key: 'events',
    children: [
      // What waits for the reader's action, events among it (decision 054).
      entry('my_work', '/my-work'),
      entry('events', '/events'),
      entry('commitment', '/commitment'),
      entry('road_map', '/road-map'),
      entry('event_plan', '/event-plan'),
    ],
  },
  // Observations: the three kinds' modules (app/modules.ts).
  { key: 'observation', children: [] },
  {
    key: 'analytics',
    roles: ['admin', 'dotos', 'headdotos'],
    children: [
      entry('dashboard_old', '/dashboard/old'),
      entry('dashboard_new', '/dashboard/new'),
      entry('main_indicators', '/dashboard/mainIndicators'),
      entry('health_safety', '/healthSafety'),
      entry('environmental_protection', '/environmentalProtection'),
      entry('survey', '/survey'),
      entry('greenhouse_emissions', '/greenhouseEmissions'),
      entry('road_maps', '/roadMaps'),
      entry('events_plan', '/eventsPlan'),
      entry('advanced_indicators', '/advancedIndicators'),
      entry('report_forms', '/reportForms'),
      entry('all_forms', '/allForms'),
      entry('emg', '/emg'),
    ],
  },
  {
    key: 'media',
    children: [
      entry('shared_videos', '/shared_videos'),
      entry('golden_rules', '/golden_rules'),
      entry('media_events', '/media_events'),
      entry('visual_aids', '/visual_aids'),
    ],
  },
  {
    key: 'documents',
    children: [
      entry('common_files', '/media/common_files'),
      entry('occ_safety', '/media/occ_safety'),
      entry('industrial_safety', '/media/industrial_safety'),
      entry('transport_security', '/media/transport_security'),
      entry('fire_safety', '/media/fire_safety'),
      entry('health_protection', '/media/health_protection'),
      entry('environmental_protection_docs', '/media/environmental_protection'),
      entry('civil_defense', '/media/civil_defense'),
      // Decision 065: the reference books and the user guide, read by everyone signed in.
      entry('reference', '/reference'),
      entry('documentation', '/documentation'),
    ],
  },
];

/** A group that lists a module's list itself (spec §2's own title and place for it) keeps that entry. */
const listedIn = (group: TMenuGroup, module: TWebModule) =>
  group.children.some((child) => child.href === module.head.routes.list);

export const MENU: readonly TMenuGroup[] = GROUPS.map((group) => ({
  ...group,
  children: [
    ...group.children,
    ...modulesIn(group.key).flatMap((module) => [
      ...(listedIn(group, module) ? [] : [moduleEntry(module)]),
      ...extraEntries(module),
    ]),
  ],
}));
