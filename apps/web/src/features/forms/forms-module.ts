import { FORM_ROUTE_TITLES } from '@hse/contracts/form-route-titles';
import { FORM_SUBMISSION_MODULE_HEAD } from '@hse/contracts/form-submission-module-head';
import Description from '@mui/icons-material/Description';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { lazy } from 'react';
import type { TRouteDef, TWebModule } from '../../app/web-module';
import { addSharedTexts } from '../../i18n/i18n';

const FormCreatePage = lazy(() => import('./form-create-page'));
const FormEditPage = lazy(() => import('./form-edit-page'));
const FormDesignerPage = lazy(() => import('./form-designer-page'));
const FormConsolidationPage = lazy(() => import('./form-consolidation-page'));
const CompletenessPage = lazy(() => import('./completeness-page'));

/** The namespace of the forms' document titles, in the shell: each form's screen is «Форма N». */
export const FORM_TITLES_NS = 'form_titles';
addSharedTexts(FORM_TITLES_NS, FORM_ROUTE_TITLES);

const NUMBERS = Array.from({ length: 26 }, (_, i) => i + 1);
const { routes } = FORM_SUBMISSION_MODULE_HEAD;

/**
 * Each form's create and edit screens at their spec §2 paths (`forms/HSE_FRM_7`,
 * `form-edit/:id/HSE_FRM_7`) with their own titles; the `:code` patterns after them take any
 * other code and say there is no such form.
 */
const FORM_ROUTES: readonly TRouteDef[] = [
  ...NUMBERS.flatMap((n) => [
    { path: `/forms/HSE_FRM_${n}`, title: `${FORM_TITLES_NS}:form_${n}`, element: FormCreatePage },
    { path: `/form-edit/:id/HSE_FRM_${n}`, title: `${FORM_TITLES_NS}:form_${n}`, element: FormEditPage },
  ]),
  { path: routes.create, title: 'form_submissions:titles.create', element: FormCreatePage },
  { path: routes.record, title: 'form_submissions:titles.record', element: FormEditPage },
  {
    path: '/forms/consolidation',
    title: `${FORM_TITLES_NS}:consolidation`,
    element: FormConsolidationPage,
    menu: true,
  },
  {
    path: '/forms/completeness',
    title: `${FORM_TITLES_NS}:completeness`,
    element: CompletenessPage,
    menu: true,
  },
  {
    path: '/forms/designer',
    title: `${FORM_TITLES_NS}:designer`,
    roles: ['admin'],
    element: FormDesignerPage,
    menu: true,
  },
  {
    path: '/forms/designer/:code',
    title: `${FORM_TITLES_NS}:designer`,
    roles: ['admin'],
    element: FormDesignerPage,
  },
];

/**
 * The periodic HSE forms (spec §2 forms, forms/HSE_FRM_1 … 26, form-edit/:id/HSE_FRM_1 … 26;
 * decision 058): the generic list of the submissions, and screens of their own that fill any
 * form's definition, review it, and design new versions of it.
 */
export const FORM_SUBMISSIONS_MODULE: TWebModule = {
  head: FORM_SUBMISSION_MODULE_HEAD,
  manifest: () =>
    import('@hse/contracts/form-submissions').then((contracts) => contracts.FORM_SUBMISSION_MODULE),
  menuGroup: 'forms',
  // The forms group's own picture (app/layout/menu-icons.ts), already in the shell's download.
  icon: DescriptionOutlined,
  activeIcon: Description,
  home: { text: 'form_submissions:home' },
  list: {
    createLinks: [
      { to: '/forms/HSE_FRM_1', label: 'titles.create', testId: 'form-create', primary: true },
      { to: '/forms/completeness', label: 'actions.completeness', testId: 'form-completeness', goes: 'list' },
    ],
    openHref: (row) => {
      const code = (row as { form_code?: unknown }).form_code;
      return `/form-edit/${row.id}/${typeof code === 'string' ? code : 'HSE_FRM_1'}`;
    },
  },
  extraRoutes: FORM_ROUTES,
};
