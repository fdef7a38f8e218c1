import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type TRouteDef = {
  path: string;
  /** Key of the translated document title; none means 'HSE'. */
  title?: string;
  /** Open without a login (spec §2: home, login, register, Qorgau and questionnaire entries). */
  public?: boolean;
  element: LazyExoticComponent<ComponentType>;
};

const HomePage = lazy(() => import('../features/auth/home-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const UsersListPage = lazy(() => import('../features/admin/users-list-page'));
const UserEditorPage = lazy(() => import('../features/admin/user-editor-page'));
const OrganizationsPage = lazy(() => import('../features/admin/organizations-page'));
const RolesPage = lazy(() => import('../features/admin/roles-page'));
const PersonalAccountPage = lazy(() => import('../features/profile/personal-account-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
export const NotFoundPage = lazy(() => import('./not-found-page'));

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
  { path: '/personal-account', title: 'shell:routes.personal_account', element: PersonalAccountPage },
  { path: '/notifications', title: 'shell:routes.notifications', element: NotificationsPage },
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
