import {
  ACT_MODULE_HEAD,
  BULLETIN_MODULE_HEAD,
  REPORT_MODULE_HEAD,
} from '@hse/contracts/investigation-module-heads';
import type { TRecordModule, TRecordModuleHead } from '@hse/contracts/record-module/define';
import Gavel from '@mui/icons-material/Gavel';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';

const DocumentFormSections = lazy(() => import('./document-form-sections'));
const DocumentReadOnly = lazy(() => import('./document-read-only'));
const ActDeadlines = lazy(() => import('./act-deadlines'));

const manifests = () => import('@hse/contracts/investigation-modules');

/** The shell's names of a kind's screens (`shell:routes.<name>`); its menu entry is the shell's too. */
const SHELL_NAMES: Record<TDocumentKind, string> = {
  report: 'report',
  act: 'investigation',
  bulletin: 'bulletin',
};

/**
 * One kind of investigation document (decision 014) on the generic list and view: no create
 * button (a document is written from its message), rows opening the kind's view, the status and
 * organization filters. Its create, view and edit screens are the generic ones at the kind's own
 * paths: a new one is written for the message its route names, the view shows the message and
 * the fields (`DocumentReadOnly`), the editor the kind's sections (`DocumentFormSections`).
 */
function documentsModule(
  kind: TDocumentKind,
  head: TRecordModuleHead,
  manifest: () => Promise<TRecordModule>,
  paths: { create: string; view: string; edit: string },
): TWebModule {
  const name = SHELL_NAMES[kind];
  return {
    head,
    manifest,
    menuGroup: 'incident',
    icon: GavelOutlined,
    activeIcon: Gavel,
    // The list keeps its document title (`shell:routes.<name>`).
    routes: [
      { path: head.routes.list, page: 'list', title: `shell:routes.${name}` },
      {
        path: paths.create,
        page: 'edit',
        title: `shell:routes.${name}_create`,
        heading: `investigations:kinds.${kind}.new`,
        parent: {
          field: 'incident_id',
          href: '/incident-view/:id',
          label: 'investigations:actions.back_to_incident',
        },
      },
      { path: paths.view, page: 'view', title: `shell:routes.${name}_view` },
      { path: paths.edit, page: 'edit', title: `shell:routes.${name}_edit` },
    ],
    form: () => import('./document-form-options').then((options) => options.documentFormOptions(kind)),
    formSlots: [DocumentFormSections],
    saveAndSend: {
      action: 'send_for_approval',
      saveLabel: 'investigations:actions.save_draft',
      sendLabel: 'investigations:actions.save_and_send',
    },
    viewHref: (record) =>
      DOCUMENT_ROUTES[kind].view(record as unknown as { id: string; incident_id: string }),
    detailSlots: [DocumentReadOnly],
    // An act closes an accident's investigation: the Labour Code's deadlines stand beside it.
    ...(kind === 'act' ? { sideSlots: [ActDeadlines] } : {}),
    recordHeading: `investigations:kinds.${kind}.view`,
    editHref: (record) =>
      DOCUMENT_ROUTES[kind].edit(record as unknown as { id: string; incident_id: string }),
    list: {
      createLinks: [],
      notice: 'investigations:hints.create_from_message',
      searchLabel: 'investigations:filters.search',
      filters: ['status', 'organization_id'],
      exportTestId: 'documents-export',
      openHref: (row) => DOCUMENT_ROUTES[kind].view(row as { id: string; incident_id: string }),
    },
  };
}

export const REPORTS_MODULE = documentsModule(
  'report',
  REPORT_MODULE_HEAD,
  () => manifests().then((m) => m.REPORT_MODULE),
  { create: '/report-create/:id', view: '/report-view/:id', edit: '/report-edit/:id' },
);

export const ACTS_MODULE = documentsModule(
  'act',
  ACT_MODULE_HEAD,
  () => manifests().then((m) => m.ACT_MODULE),
  {
    create: '/investigation-create/:id',
    view: '/investigation-view/:msgId/:id',
    edit: '/investigation-edit/:msgId/:id',
  },
);

export const BULLETINS_MODULE = documentsModule(
  'bulletin',
  BULLETIN_MODULE_HEAD,
  () => manifests().then((m) => m.BULLETIN_MODULE),
  { create: '/bulletin-create/:id', view: '/bulletin-view/:id', edit: '/bulletin-edit/:id' },
);
