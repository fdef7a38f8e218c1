import { INCIDENT_MODULE_HEAD } from '@hse/contracts/incident-module-head';
import type { TIncident } from '@hse/contracts/incidents';
import ReportProblem from '@mui/icons-material/ReportProblem';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';
import { editorPathOf } from './incident-routes';

const IncidentFormSections = lazy(() => import('./incident-form-sections'));
const IncidentHeader = lazy(() => import('./incident-header'));
const IncidentVehicleDetails = lazy(() => import('./incident-vehicle-details'));
const IncidentDocuments = lazy(() => import('./incident-documents'));
const IncidentDeadlines = lazy(() => import('./incident-deadlines'));

/**
 * Incident messages (spec §2 /incident) on the generic pages: the short first message at
 * `/message-*` beside the full record at `/incident-*` (one editor, the message's own sections),
 * the record read-only at `/incident-view/:id` with its investigation documents, and its printable
 * copy. Their menu entry and home card are the shell's own (spec §2 titles).
 */
export const INCIDENTS_MODULE: TWebModule = {
  head: INCIDENT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/incidents').then((contracts) => contracts.INCIDENT_MODULE),
  form: () => import('./incident-form-values').then((values) => values.INCIDENT_FORM),
  menuGroup: 'incident',
  icon: ReportProblemOutlined,
  activeIcon: ReportProblem,
  home: false,
  list: {
    createLinks: [
      { to: '/incident-create', label: 'actions.create_full' },
      { to: '/message-create', label: 'actions.create_message', primary: true },
    ],
    exportTestId: 'incidents-export',
    columns: [
      'number',
      'occurred_at',
      'kind',
      'status',
      'organization_id',
      'location',
      'victims_count',
      'created_by_fio',
    ],
  },
  routes: [
    { path: '/incident', page: 'list', title: 'shell:routes.incident' },
    {
      path: '/message-create',
      page: 'edit',
      title: 'shell:routes.message_create',
      heading: 'titles.create_message',
      next: '/message-edit/:id',
    },
    {
      path: '/message-edit/:id',
      page: 'edit',
      title: 'shell:routes.message_edit',
      heading: 'titles.edit_message',
    },
    {
      path: '/incident-create',
      page: 'edit',
      title: 'shell:routes.incident_create',
      heading: 'titles.create_full',
      next: '/incident-edit/:id',
    },
    {
      path: '/incident-edit/:id',
      page: 'edit',
      title: 'shell:routes.incident_edit',
      heading: 'titles.edit_full',
    },
    { path: '/incident-view/:id', page: 'view', title: 'shell:routes.incident_view' },
    { path: '/incident-view-copy/:id', page: 'print', title: 'shell:routes.incident_view_copy' },
  ],
  saveAndSend: { action: 'save_and_send', saveLabel: 'actions.save_draft' },
  startInOwnOrganization: true,
  formSlots: [IncidentFormSections],
  detailSlots: [IncidentVehicleDetails],
  sideSlots: [IncidentDocuments, IncidentDeadlines],
  headerSlots: [IncidentHeader],
  editHref: (record) => editorPathOf(record as unknown as TIncident),
};
