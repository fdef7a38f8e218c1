import { SECURITY_LOG_ROLES, SUBCATEGORY_EDITOR_ROLES } from '@hse/contracts/roles';
import { lazy } from 'react';
import type { TModulePage } from '../components/record-module/record-module';
import { WEB_MODULES } from './modules';
import type { TRouteDef, TWebModule } from './web-module';

export type { TRouteDef } from './web-module';

const HomePage = lazy(() => import('../features/auth/home-page'));
const MyWorkPage = lazy(() => import('../features/my-work/my-work-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const UsersListPage = lazy(() => import('../features/admin/users-list-page'));
const UserEditorPage = lazy(() => import('../features/admin/user-editor-page'));
const OrganizationsPage = lazy(() => import('../features/admin/organizations-page'));
const RolesPage = lazy(() => import('../features/admin/roles-page'));
const SecurityLogPage = lazy(() => import('../features/security-log/security-log-page'));
const VitalRulesPage = lazy(() => import('../features/vital-rules/vital-rules-page'));
const HolidaysPage = lazy(() => import('../features/holidays/holidays-page'));
const DocumentsPage = lazy(() => import('../features/documents/documents-page'));
const PersonalAccountPage = lazy(() => import('../features/profile/personal-account-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const QuestionnairesPage = lazy(() => import('../features/questionnaires/questionnaires-page'));
const QuestionnaireEditPage = lazy(() => import('../features/questionnaires/questionnaire-edit-page'));
const QuestionnaireResultsPage = lazy(() => import('../features/questionnaires/questionnaire-results-page'));
const QuestionnaireAnswerPage = lazy(() => import('../features/questionnaires/questionnaire-answer-page'));
const QorgauMapPage = lazy(() => import('../features/qorgau/qorgau-map-page'));
const QorgauCreatePage = lazy(() => import('../features/qorgau/qorgau-create-page'));
const QorgauViewPage = lazy(() => import('../features/qorgau/qorgau-view-page'));
const RecordListPage = lazy(() => import('../components/record-module/record-list-page'));
const RecordPage = lazy(() => import('../components/record-module/record-page'));
const RecordEditorPage = lazy(() => import('../components/record-module/record-editor-page'));
const RecordViewPage = lazy(() => import('../components/record-module/record-view-page'));
const RecordPrintPage = lazy(() => import('../components/record-module/record-print-page'));
export const NotFoundPage = lazy(() => import('./not-found-page'));

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
    },
    { path: routes.create, title: title('create'), roles: createRoles, element: RecordPage, module },
    { path: routes.record, title: title('record'), element: RecordPage, module },
  ];
  return [
    ...manifestRoutes.filter((route) => !own.some((other) => other.path === route.path)),
    ...own.map((route) => ({
      path: route.path,
      title: route.title,
      roles: route.roles ?? (route.page === 'list' ? menuRoles : undefined),
      element: PAGES[route.page],
      module,
      moduleRoute: route,
    })),
    ...(module.extraRoutes ?? []),
  ];
}

/** Spec §2. Paths not listed here (sections still to come) fall to the not-found page. */
export const ROUTES: readonly TRouteDef[] = [
  { path: '/', title: 'shell:routes.home', public: true, element: HomePage },
  { path: '/login', title: 'shell:routes.login', public: true, element: LoginPage },
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
  // The record modules (app/modules.ts): investigation documents, audits.
  ...WEB_MODULES.flatMap(moduleRoutes),
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
