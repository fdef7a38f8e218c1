import { AUDIT_MODULE } from '@hse/contracts/audits';
import { COMMITMENT_MODULE } from '@hse/contracts/commitments';
import { DOCUMENT_MODULE } from '@hse/contracts/documents';
import { EVENT_PLAN_MODULE, EVENT_PLAN_PART_MODULE } from '@hse/contracts/event-plans';
import { EVENT_MODULE } from '@hse/contracts/events';
import { FORM_SUBMISSION_MODULE } from '@hse/contracts/form-submissions';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import { ACT_MODULE, BULLETIN_MODULE, REPORT_MODULE } from '@hse/contracts/investigation-modules';
import { MEDIA_EVENT_MODULE } from '@hse/contracts/media-events';
import { MEDIA_VIDEO_MODULE } from '@hse/contracts/media-videos';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { ROAD_MAP_MODULE } from '@hse/contracts/road-maps';
import { VISUAL_AID_MODULE } from '@hse/contracts/visual-aids';
import type { Db } from './db/client.ts';
import {
  audits,
  bulletins,
  commitments,
  documents,
  eventPlanParts,
  eventPlans,
  events,
  formSubmissions,
  incidents,
  investigationActs,
  investigationReports,
  mediaEvents,
  mediaVideos,
  qorgauCards,
  roadMaps,
  visualAids,
} from './db/schema/index.ts';
import { registerAudits } from './modules/audits/audits-module.ts';
import { registerCommitments } from './modules/commitments/commitments-module.ts';
import { registerDocuments as registerSafetyDocuments } from './modules/documents/documents-module.ts';
import { registerEventPlanParts, registerEventPlans } from './modules/event-plans/event-plans-module.ts';
import { registerEvents } from './modules/events/events-module.ts';
import { registerFormSubmissions } from './modules/forms/form-submissions-module.ts';
import { registerIncidents } from './modules/incidents/incidents-module.ts';
import { registerDocuments } from './modules/investigations/documents-module.ts';
import { registerMediaVideos } from './modules/media/media-videos-module.ts';
import { registerMediaEvents } from './modules/media-events/media-events-module.ts';
import { OBSERVATION_KINDS } from './modules/observations/observation-kinds.ts';
import { registerObservationKind } from './modules/observations/observations-module.ts';
import { registerQorgau } from './modules/qorgau/qorgau-module.ts';
import { registerRoadMaps } from './modules/road-maps/road-maps-module.ts';
import { registerVisualAids } from './modules/visual-aids/visual-aids-module.ts';
import type { TApp } from './platform/app-types.ts';
import type { TDeps } from './platform/deps.ts';
import type { FileStorage } from './platform/file-storage.ts';
import type { TModuleTable } from './platform/record-module/module-rows.ts';
import { seedDemoAudits } from './seed/demo-audits.ts';
import { seedDemoCommitments } from './seed/demo-commitments.ts';
import { seedDemoDocuments } from './seed/demo-documents.ts';
import { seedDemoEventPlans } from './seed/demo-event-plans.ts';
import { seedDemoEvents } from './seed/demo-events.ts';
import { seedDemoFormSubmissions } from './seed/demo-forms.ts';
import { seedDemoMediaLibrary } from './seed/demo-media-library.ts';
import { seedDemoMediaVideos } from './seed/demo-media-videos.ts';
import { seedDemoQorgau } from './seed/demo-qorgau.ts';
import { seedDemoRoadMaps } from './seed/demo-road-maps.ts';

/**
 * Who may call a route, as the route inventory test checks it; `roles`: some roles only (a module's
 * `createRoles`).
 */
export type TRouteAccess = 'public' | 'signed-in' | 'admin' | 'hse-staff' | 'auditors' | 'roles';

/**
 * A record module declared once (decision 028): its manifest, its table (exported from the
 * schema), how it registers, its demo data, and the routes it has besides those every record
 * module has, with who may call them.
 */
export type TRecordModuleEntry = {
  module: TRecordModule;
  table: TModuleTable;
  register(app: TApp, deps: TDeps): void;
  /** Demo data, after the demo organizations and people (main.ts, SEED_DEMO). */
  seed?(db: Db): Promise<unknown>;
  /** Demo data with files of its own, which go to `storage` (after `seed`). */
  seedWithFiles?(db: Db, storage: FileStorage): Promise<unknown>;
  routes: Record<string, TRouteAccess>;
};

/** A table made before the layer, with the record columns under the layer's names. */
const moduleTable = (table: object) => table as TModuleTable;
/** Follow-up tasks of a record module that raises them from its findings (decision 017). */
const taskRoutesOf = (base: string): Record<string, TRouteAccess> => ({
  [`GET ${base}/:id/tasks/`]: 'signed-in',
  [`POST ${base}/:id/tasks/`]: 'signed-in',
  [`POST ${base}/:id/tasks/:taskId/actions/done/`]: 'signed-in',
});

/** Every record module of the server: adding one is adding a line here. */
export const RECORD_MODULES: readonly TRecordModuleEntry[] = [
  // Demo observations are seeded by main.ts, before the follow-up tasks raised from them.
  ...Object.values(OBSERVATION_KINDS).map((kind) => ({
    module: kind.module,
    table: kind.table as unknown as TModuleTable,
    register: (app: TApp, deps: TDeps) => registerObservationKind(app, deps, kind),
    routes: taskRoutesOf(kind.module.resource),
  })),
  {
    module: INCIDENT_MODULE,
    table: incidents,
    register: registerIncidents,
    // Demo messages are seeded by main.ts before the investigation documents that stand on them.
    routes: { 'GET /api/incidents/:id/deadlines/': 'signed-in' },
  },
  {
    module: AUDIT_MODULE,
    table: audits,
    register: registerAudits,
    seed: seedDemoAudits,
    routes: {
      // Everyone who reads audits reads their checklists; auditors (and admin) keep them.
      'GET /api/audit-templates/': 'signed-in',
      'GET /api/audit-templates/choices/': 'signed-in',
      'GET /api/audit-templates/:id/': 'signed-in',
      'POST /api/audit-templates/': 'auditors',
      'PATCH /api/audit-templates/:id/': 'auditors',
      // The audit's own parts: read as the audit is, written as its state and the caller's part allow.
      'GET /api/audits/:id/checklist/': 'signed-in',
      'PUT /api/audits/:id/checklist/': 'signed-in',
      'GET /api/audits/:id/findings/': 'signed-in',
      'POST /api/audits/:id/findings/': 'signed-in',
      'PATCH /api/audits/:id/findings/:findingId/': 'signed-in',
      'DELETE /api/audits/:id/findings/:findingId/': 'signed-in',
    },
  },
  // Investigation documents (decision 014): three kinds, each placed from its message. Their
  // demo data is written with the messages' (main.ts), whose closed ones they investigate.
  {
    module: REPORT_MODULE,
    table: moduleTable(investigationReports),
    register: registerDocuments('report'),
    routes: {},
  },
  {
    module: ACT_MODULE,
    table: moduleTable(investigationActs),
    register: registerDocuments('act'),
    routes: {},
  },
  {
    module: BULLETIN_MODULE,
    table: moduleTable(bulletins),
    register: registerDocuments('bulletin'),
    routes: {},
  },
  // Qorgau cards are public (decision 019): guests file them and read them with their photos, and
  // the map beside their list is theirs too; the rest stays with signed-in people.
  {
    module: QORGAU_MODULE,
    table: moduleTable(qorgauCards),
    register: registerQorgau,
    seed: seedDemoQorgau,
    routes: {
      'GET /api/qorgau/settings/': 'public',
      'GET /api/qorgau/cards/map/': 'public',
      'GET /api/qorgau/cards/': 'public',
      'POST /api/qorgau/cards/': 'public',
      'GET /api/qorgau/cards/:id/': 'public',
      'GET /api/qorgau/cards/:id/files/': 'public',
      'GET /api/qorgau/cards/:id/files/:fileId/': 'public',
      'GET /api/qorgau/cards/:id/files/:fileId/thumbnail/': 'public',
    },
  },
  // A subsidiary's road map of a year (decision 052): its items and totals are read as the map is,
  // written as its state and the caller's part allow.
  {
    module: ROAD_MAP_MODULE,
    table: roadMaps,
    register: registerRoadMaps,
    seed: seedDemoRoadMaps,
    routes: {
      'GET /api/road-maps/:id/items/': 'signed-in',
      'POST /api/road-maps/:id/items/': 'signed-in',
      'PATCH /api/road-maps/:id/items/:itemId/': 'signed-in',
      'DELETE /api/road-maps/:id/items/:itemId/': 'signed-in',
      'GET /api/road-maps/:id/summary/': 'signed-in',
    },
  },
  // Personal safety commitments (decision 053): any manager keeps one; their quarterly reports and
  // evidence are written by the author of an approved one, read as the commitment is.
  {
    module: COMMITMENT_MODULE,
    table: commitments,
    register: registerCommitments,
    seed: seedDemoCommitments,
    routes: {
      'GET /api/commitments/mine/': 'signed-in',
      'POST /api/commitments/:id/evidence/': 'signed-in',
      'GET /api/commitments/:id/fillings/': 'signed-in',
      'POST /api/commitments/:id/fillings/': 'signed-in',
      'PATCH /api/commitments/:id/fillings/:fillingId/': 'signed-in',
      'DELETE /api/commitments/:id/fillings/:fillingId/': 'signed-in',
    },
  },
  // Events (decision 050): raised from any record above, which they name through the record
  // readers; their own routes read the source as its own routes would.
  {
    module: EVENT_MODULE,
    table: moduleTable(events),
    register: registerEvents,
    // After the audits' seed above: their discrepancies are among the sources.
    seed: seedDemoEvents,
    routes: {
      'GET /api/events/raise-from/': 'signed-in',
      'GET /api/events/sources/': 'signed-in',
      'GET /api/events/:id/source/': 'signed-in',
    },
  },
  // Event plans (decision 056): the holding's consolidated plan of a year, and each subsidiary's
  // part of it with its items, which become events when the part is agreed. After events: the
  // demo plans' agreed items are events.
  {
    module: EVENT_PLAN_MODULE,
    table: eventPlans,
    register: registerEventPlans,
    seed: seedDemoEventPlans,
    routes: { 'GET /api/event-plans/choices/': 'signed-in' },
  },
  {
    module: EVENT_PLAN_PART_MODULE,
    table: eventPlanParts,
    register: registerEventPlanParts,
    routes: {
      'GET /api/event-plan-parts/:id/items/': 'signed-in',
      'POST /api/event-plan-parts/:id/items/': 'signed-in',
      'PATCH /api/event-plan-parts/:id/items/:itemId/': 'signed-in',
      'DELETE /api/event-plan-parts/:id/items/:itemId/': 'signed-in',
    },
  },
  // The media library (decision 064): posters, leaflets and presentations, and media events, read
  // by their audience once published; a view is counted by whoever opens one.
  {
    module: VISUAL_AID_MODULE,
    table: visualAids,
    register: registerVisualAids,
    seedWithFiles: seedDemoMediaLibrary,
    routes: { 'POST /api/visual-aids/:id/views/': 'signed-in' },
  },
  {
    module: MEDIA_EVENT_MODULE,
    table: mediaEvents,
    register: registerMediaEvents,
    routes: { 'POST /api/media-events/:id/views/': 'signed-in' },
  },
  // The periodic HSE forms (decisions 058, 060): the definitions every signed-in user reads and
  // the administrator publishes, and the subsidiaries' submissions with their previous period.
  {
    module: FORM_SUBMISSION_MODULE,
    table: formSubmissions,
    register: registerFormSubmissions,
    seed: seedDemoFormSubmissions,
    routes: {
      'GET /api/form-definitions/': 'signed-in',
      'GET /api/form-definitions/:code/': 'signed-in',
      'GET /api/form-definitions/:code/:version/': 'signed-in',
      'POST /api/form-definitions/:code/': 'admin',
      'GET /api/form-submissions/:id/previous/': 'signed-in',
      'GET /api/form-submissions/:id/xlsx/': 'signed-in',
      'GET /api/form-submissions/template/': 'signed-in',
      'POST /api/form-submissions/upload/': 'signed-in',
      'GET /api/form-submissions/consolidation/': 'signed-in',
      'GET /api/form-submissions/consolidation/export.xlsx': 'signed-in',
      'GET /api/form-submissions/completeness/': 'signed-in',
    },
  },
  // Safety documents by area (decision 063): the areas' folders, each document's versions and the
  // search across all areas; folders are kept by the HSE staff and the administrator.
  {
    module: DOCUMENT_MODULE,
    table: documents,
    register: registerSafetyDocuments,
    seedWithFiles: seedDemoDocuments,
    routes: {
      'GET /api/documents/search/': 'signed-in',
      'GET /api/documents/folders/': 'signed-in',
      'GET /api/documents/folders/choices/': 'signed-in',
      'POST /api/documents/folders/': 'hse-staff',
      'PATCH /api/documents/folders/:folderId/': 'hse-staff',
      'DELETE /api/documents/folders/:folderId/': 'hse-staff',
      'GET /api/documents/:id/versions/': 'signed-in',
      'POST /api/documents/:id/versions/': 'signed-in',
      'POST /api/documents/:id/versions/:versionId/current/': 'signed-in',
      'GET /api/documents/:id/versions/:versionId/file/': 'signed-in',
      'GET /api/documents/:id/versions/:versionId/preview/': 'signed-in',
    },
  },
  // Videos of the media library (decision 061): their file streamed in and out with a signed
  // address, their views, and the hosts external ones may come from, kept by the admin.
  {
    module: MEDIA_VIDEO_MODULE,
    table: moduleTable(mediaVideos),
    register: registerMediaVideos,
    seed: seedDemoMediaVideos,
    routes: {
      'GET /api/media-videos/:id/video-file/': 'signed-in',
      'GET /api/media-videos/:id/video-url/': 'signed-in',
      'GET /api/media-videos/:id/video/': 'public',
      'PUT /api/media-videos/:id/video/': 'signed-in',
      'POST /api/media-videos/:id/view/': 'signed-in',
      'GET /api/media-video-hosts/': 'admin',
      'POST /api/media-video-hosts/': 'admin',
      'DELETE /api/media-video-hosts/:id/': 'admin',
    },
  },
];
