import { hasAnyRole, SECURITY_LOG_ROLES, SUBCATEGORY_EDITOR_ROLES, type TRole } from '@hse/contracts/roles';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getSession } from '../api/session';
import type { TModulePage } from '../components/record-module/record-module';
import { lazyPage, preloadOf } from './lazy-page';
import { manifestOf, preloadModule } from './module-boundary';
import { WEB_MODULES } from './modules';
import type { TRouteDef, TWebModule } from './web-module';

export type { TRouteDef } from './web-module';

const HomePage = lazyPage(() => import('../features/auth/home-page'));
const MyWorkPage = lazyPage(() => import('../features/my-work/my-work-page'));
const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const RegisterPage = lazyPage(() => import('../features/auth/register-page'));
const UsersListPage = lazyPage(() => import('../features/admin/users-list-page'));
const UserEditorPage = lazyPage(() => import('../features/admin/user-editor-page'));
const OrganizationsPage = lazyPage(() => import('../features/admin/organizations-page'));
const RolesPage = lazyPage(() => import('../features/admin/roles-page'));
const SecurityLogPage = lazyPage(() => import('../features/security-log/security-log-page'));
const VitalRulesPage = lazyPage(() => import('../features/vital-rules/vital-rules-page'));
const HolidaysPage = lazyPage(() => import('../features/holidays/holidays-page'));
const DocumentsPage = lazyPage(() => import('../features/documents/documents-page'));
const PersonalAccountPage = lazyPage(() => import('../features/profile/personal-account-page'));
const NotificationsPage = lazyPage(() => import('../features/notifications/notifications-page'));
const QuestionnairesPage = lazyPage(() => import('../features/questionnaires/questionnaires-page'));
const QuestionnaireEditPage = lazyPage(() => import('../features/questionnaires/questionnaire-edit-page'));
const QuestionnaireResultsPage = lazyPage(
  () => import('../features/questionnaires/questionnaire-results-page'),
);
const QuestionnaireAnswerPage = lazyPage(
  () => import('../features/questionnaires/questionnaire-answer-page'),
);
const QorgauMapPage = lazyPage(() => import('../features/qorgau/qorgau-map-page'));
const QorgauCreatePage = lazyPage(() => import('../features/qorgau/qorgau-create-page'));
const QorgauViewPage = lazyPage(() => import('../features/qorgau/qorgau-view-page'));
const RecordListPage = lazyPage(() => import('../components/record-module/record-list-page'));
const RecordPage = lazyPage(() => import('../components/record-module/record-page'));
const RecordEditorPage = lazyPage(() => import('../components/record-module/record-editor-page'));
const RecordViewPage = lazyPage(() => import('../components/record-module/record-view-page'));
const RecordPrintPage = lazyPage(() => import('../components/record-module/record-print-page'));
const RequestsPage = lazyPage(() => import('../features/requests/requests-page'));
const ManagementPage = lazyPage(() => import('../features/management/management-page'));
const ReferencePage = lazyPage(() => import('../features/reference/reference-page'));
const DocumentationPage = lazyPage(() => import('../features/documentation/documentation-page'));
// The analytics dashboards (issue 21): ECharts comes with them only.
const DashboardOldPage = lazyPage(() => import('../features/analytics/pages/dashboard-old-page'));
const DashboardNewPage = lazyPage(() => import('../features/analytics/pages/dashboard-new-page'));
const MainIndicatorsPage = lazyPage(() => import('../features/analytics/pages/main-indicators-page'));
const HealthSafetyPage = lazyPage(() => import('../features/analytics/pages/health-safety-page'));
const EnvironmentalPage = lazyPage(() => import('../features/analytics/pages/environmental-page'));
const SurveyPage = lazyPage(() => import('../features/analytics/pages/survey-page'));
const GreenhousePage = lazyPage(() => import('../features/analytics/pages/greenhouse-page'));
const RoadMapsPage = lazyPage(() => import('../features/analytics/pages/road-maps-page'));
const EventsPlanPage = lazyPage(() => import('../features/analytics/pages/events-plan-page'));
const AdvancedIndicatorsPage = lazyPage(() => import('../features/analytics/pages/advanced-page'));
const ReportFormsPage = lazyPage(() => import('../features/analytics/pages/report-forms-page'));
const AllFormsPage = lazyPage(() => import('../features/analytics/pages/all-forms-page'));
const EmgPage = lazyPage(() => import('../features/analytics/pages/emg-page'));
// Spec §6, as the contracts' ANALYTICS_ROLES: that module carries zod schemas, which the first
// download must not.
const ANALYTICS_ROLES = ['admin', 'dotos', 'headdotos'] as const satisfies readonly TRole[];
export const NotFoundPage = lazyPage(() => import('./not-found-page'));

const PAGES: Record<TModulePage, TRouteDef['element']> = {
  list: RecordListPage,
  record: RecordPage,
  edit: RecordEditorPage,
  view: RecordViewPage,
  print: RecordPrintPage,
};

/**
 * A module's list, its new record and its record (one screen for both, spec §2), then its own
 * routes on the generic pages (one with a manifest route's path replaces it), then its own screens.
 */
function moduleRoutes(module: TWebModule): TRouteDef[] {
  const { key, routes, menuRoles, createRoles } = module.head;
  const title = (route: 'create' | 'record') => module.routeTitles?.[route] ?? `${key}:titles.${route}`;
  const own = module.routes ?? [];
  const manifestRoutes: TRouteDef[] = [
    {
      path: routes.list,
      title: module.list?.title ?? `${key}:titles.list`,
      roles: menuRoles,
      element: RecordListPage,
      module,
      list: true,
    },
    { path: routes.create, title: title('create'), roles: createRoles, element: RecordPage, module },
    { path: routes.record, title: title('record'), element: RecordPage, module },
  ];
  return [
    // A module's own screen at a manifest route's path replaces the generic page there too.
    ...manifestRoutes.filter(
      (route) => ![...own, ...(module.extraRoutes ?? [])].some((other) => other.path === route.path),
    ),
    ...own.map((route) => ({
      path: route.path,
      title: route.title,
      roles: route.roles ?? (route.page === 'list' ? menuRoles : undefined),
      element: PAGES[route.page],
      module,
      moduleRoute: route,
      list: route.page === 'list',
    })),
    // Its own screens read its whole text tree too, which comes with the manifest.
    ...(module.extraRoutes ?? []).map((route) => ({ module, ...route })),
  ];
}

/** Spec §2. Paths not listed here (sections still to come) fall to the not-found page. */
export const ROUTES: readonly TRouteDef[] = [
  { path: '/', title: 'shell:routes.home', public: true, element: HomePage },
  { path: '/login', title: 'shell:routes.login', public: true, coreTexts: true, element: LoginPage },
  { path: '/register', title: 'shell:routes.register', public: true, element: RegisterPage },
  { path: '/administration-users', title: 'shell:routes.users', element: UsersListPage },
  { path: '/administration-create-user', title: 'shell:routes.create_user', element: UserEditorPage },
  { path: '/administration-edit-user/:id', title: 'shell:routes.edit_user', element: UserEditorPage },
  { path: '/administration-organizations', title: 'shell:routes.organizations', element: OrganizationsPage },
  { path: '/administration-roles', title: 'shell:routes.roles', element: RolesPage },
  {
    path: '/security-log',
    title: 'shell:routes.security_log',
    roles: SECURITY_LOG_ROLES,
    element: SecurityLogPage,
  },
  {
    path: '/administration-vital-rules',
    title: 'shell:routes.vital_rules',
    roles: SUBCATEGORY_EDITOR_ROLES,
    element: VitalRulesPage,
  },
  {
    path: '/administration-holidays',
    title: 'shell:routes.holidays',
    roles: ['admin'],
    element: HolidaysPage,
  },
  { path: '/personal-account', title: 'shell:routes.personal_account', element: PersonalAccountPage },
  { path: '/notifications', title: 'shell:routes.notifications', element: NotificationsPage },
  // A designed route (decision 054): what waits for the reader's action, from every module.
  { path: '/my-work', title: 'shell:routes.my_work', element: MyWorkPage },
  // Qorgau is open to anyone (spec §2): guests file cards and see them on the map.
  { path: '/qorgau', title: 'shell:routes.qorgau', public: true, element: QorgauMapPage },
  { path: '/qorgau-create', title: 'shell:routes.qorgau_create', public: true, element: QorgauCreatePage },
  { path: '/qorgau-view/:id', title: 'shell:routes.qorgau_view', public: true, element: QorgauViewPage },
  // The business-trip notice and the vital-rules questionnaires; `questionnaire_edit/new` creates
  // one, `questionnaire_create` is where anyone answers one, signed in or not (spec §2).
  { path: '/questionnaire', title: 'shell:routes.questionnaire', element: QuestionnairesPage },
  {
    path: '/questionnaire_edit/:id',
    title: 'shell:routes.questionnaire_edit',
    element: QuestionnaireEditPage,
  },
  {
    path: '/questionnaire_view/:id',
    title: 'shell:routes.questionnaire_view',
    element: QuestionnaireResultsPage,
  },
  {
    path: '/questionnaire_create',
    title: 'shell:routes.questionnaire_create',
    public: true,
    element: QuestionnaireAnswerPage,
  },
  // Spec §2's routes designed in decision 065.
  { path: '/requests', title: 'shell:routes.requests', roles: ['admin'], element: RequestsPage },
  { path: '/management', title: 'shell:routes.management', roles: ['admin'], element: ManagementPage },
  { path: '/reference', title: 'shell:routes.reference', element: ReferencePage },
  { path: '/documentation', title: 'shell:routes.documentation', element: DocumentationPage },
  // The record modules (app/modules.ts): investigation documents, audits.
  ...WEB_MODULES.flatMap(moduleRoutes),
  // Analytics (spec §6): the holding's HSE staff and the administrator.
  {
    path: '/dashboard/old',
    title: 'shell:menu.items.dashboard_old',
    roles: ANALYTICS_ROLES,
    element: DashboardOldPage,
  },
  {
    path: '/dashboard/new',
    title: 'shell:menu.items.dashboard_new',
    roles: ANALYTICS_ROLES,
    element: DashboardNewPage,
  },
  {
    path: '/dashboard/mainIndicators',
    title: 'shell:menu.items.main_indicators',
    roles: ANALYTICS_ROLES,
    element: MainIndicatorsPage,
  },
  {
    path: '/healthSafety',
    title: 'shell:menu.items.health_safety',
    roles: ANALYTICS_ROLES,
    element: HealthSafetyPage,
  },
  {
    path: '/environmentalProtection',
    title: 'shell:menu.items.environmental_protection',
    roles: ANALYTICS_ROLES,
    element: EnvironmentalPage,
  },
  { path: '/survey', title: 'shell:menu.items.survey', roles: ANALYTICS_ROLES, element: SurveyPage },
  {
    path: '/greenhouseEmissions',
    title: 'shell:menu.items.greenhouse_emissions',
    roles: ANALYTICS_ROLES,
    element: GreenhousePage,
  },
  { path: '/roadMaps', title: 'shell:menu.items.road_maps', roles: ANALYTICS_ROLES, element: RoadMapsPage },
  {
    path: '/eventsPlan',
    title: 'shell:menu.items.events_plan',
    roles: ANALYTICS_ROLES,
    element: EventsPlanPage,
  },
  {
    path: '/advancedIndicators',
    title: 'shell:menu.items.advanced_indicators',
    roles: ANALYTICS_ROLES,
    element: AdvancedIndicatorsPage,
  },
  {
    path: '/reportForms',
    title: 'shell:menu.items.report_forms',
    roles: ANALYTICS_ROLES,
    element: ReportFormsPage,
  },
  { path: '/allForms', title: 'shell:menu.items.all_forms', roles: ANALYTICS_ROLES, element: AllFormsPage },
  { path: '/emg', title: 'shell:menu.items.emg', roles: ANALYTICS_ROLES, element: EmgPage },
  // Safety documents, one screen per area (domain.md §5, decision 063).
  { path: '/media/:fileType', title: 'documents_page:title', element: DocumentsPage },
];

export const NOT_FOUND_ROUTE: TRouteDef = {
  path: '*',
  title: 'shell:routes.not_found',
  public: true,
  element: NotFoundPage,
};

/** Whether a link leads to a real screen (home cards hide the ones still to come). */
export function routeExists(href: string): boolean {
  return ROUTES.some((route) => route.path === href);
}

/**
 * Starts fetching the page a full load lands on (and its module's manifest) at start-up, beside the
 * language's texts rather than after them: on a slow mobile network each round trip saved counts.
 * A module's list also starts its rows' request as soon as both have come (`client`), when the
 * reader may open it: a guest's would be refused and send them to sign in. Answers the route, if any.
 */
export function preloadRoute(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  client?: QueryClient,
): TRouteDef | undefined {
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!route) return undefined;
  // A failed fetch is retried, and reported, when the page renders.
  preloadOf(route.element)?.().catch(() => undefined);
  if (route.module) preloadModule(route.module, !route.list);
  const { isAuthenticated, roles } = getSession();
  const mayOpen = isAuthenticated && (!route.roles || hasAnyRole(roles, route.roles));
  if (client && mayOpen && route.module && route.element === RecordListPage)
    Promise.all([RecordListPage.preload(), manifestOf(route.module)])
      .then(([page, manifest]) => page.prefetchRecordList(client, manifest, search))
      .catch(() => undefined);
  return route;
}
