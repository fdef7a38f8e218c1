import { readFileSync } from 'node:fs';
import { ANALYTICS_DASHBOARDS, analyticsPath } from '@hse/contracts/analytics/index';
import type { TNotification } from '@hse/contracts/notifications';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../platform/auth-plugin.ts';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../platform/permissions.ts';
import { RECORD_MODULES, type TRecordModuleEntry, type TRouteAccess } from '../record-modules.ts';
import { DEMO_VIDEO_DIR } from '../seed/demo-media-videos.ts';
import { lang, missingId, orgTree, snapshot, userIdOf } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { actOnObservation, createObservation, inputOf, OBSERVATION_BASES } from './observation-builders.ts';
import {
  createModuleRecord,
  firstAction,
  fixtureOf,
  MODULE_ROUTE_PAYLOADS,
  validInput,
} from './record-module-builders.ts';
import { createTestApp, jpegBytes, multipart, type TTestApp } from './test-app.ts';

/** The routes every workflow record type has (platform/record-routes.ts), all for signed-in users. */
function workflowRecordRoutes(base: string): Record<string, 'signed-in'> {
  const keys = [
    `GET ${base}/`,
    `GET ${base}/export.xlsx`,
    `POST ${base}/`,
    ...RECORD_ROUTES.map((route) => route.replace(' /', ` ${base}/`)),
  ];
  return Object.fromEntries(keys.map((key) => [key, 'signed-in' as const]));
}

/**
 * A record module's routes: those every record has (as its `parts` say), its create limited to
 * `createRoles`, and its own (record-modules.ts).
 */
function moduleRoutes(entry: TRecordModuleEntry): Record<string, TRouteAccess> {
  const { module } = entry;
  const routes: Record<string, TRouteAccess> = {};
  for (const [key, access] of Object.entries(workflowRecordRoutes(module.resource)))
    if (moduleHas(entry, key)) routes[key] = access;
  if (module.createRoles) routes[`POST ${module.resource}/`] = 'roles';
  return { ...routes, ...entry.routes };
}

/** Whether a module has a route every record could have: its parts name comments, files, history, PDF. */
function moduleHas({ module }: TRecordModuleEntry, key: string) {
  const part = (['comments', 'files', 'history', 'pdf'] as const).find((p) => key.includes(`/:id/${p}/`));
  return !part || module.parts[part];
}

/** Routes on one record, relative to the type's base, and what the 404 test sends to each. */
const RECORD_ROUTES = [
  'GET /:id/',
  'PATCH /:id/',
  'DELETE /:id/',
  'POST /:id/actions/:action/',
  'GET /:id/pdf/',
  'GET /:id/history/',
  'GET /:id/comments/',
  'POST /:id/comments/',
  'GET /:id/files/',
  'POST /:id/files/',
  'GET /:id/files/:fileId/',
  'GET /:id/files/:fileId/thumbnail/',
  'DELETE /:id/files/:fileId/',
] as const;
const RECORD_PAYLOADS: Partial<Record<(typeof RECORD_ROUTES)[number], object>> = {
  'PATCH /:id/': { version: 3, title: 'x', location: 'x' },
  'DELETE /:id/': { version: 3 },
  'POST /:id/actions/:action/': { version: 3 },
  'POST /:id/comments/': { text: 'x' },
};

/** Follow-up task routes of the record types that have them (platform/record-tasks.ts). */
const TASK_ROUTES = ['GET /:id/tasks/', 'POST /:id/tasks/', 'POST /:id/tasks/:taskId/actions/done/'] as const;
const TASK_PAYLOADS: Partial<Record<(typeof TASK_ROUTES)[number], object>> = {
  'POST /:id/tasks/': {
    finding_key: 'line_of_fire',
    description: 'x',
    assignee_id: '00000000-0000-4000-8000-000000000000',
    due_date: '2999-01-01',
  },
  'POST /:id/tasks/:taskId/actions/done/': { comment: 'x', version: 1 },
};
const taskRoutes = (base: string): Record<string, 'signed-in'> =>
  Object.fromEntries(TASK_ROUTES.map((route) => [route.replace(' /', ` ${base}/`), 'signed-in' as const]));

/**
 * Who may call each API route. A route added to the app without a line here fails the first
 * test, so nobody adds one without deciding who may call it.
 */
/** The HSE staff roles of the questionnaires (admin, dotos, headdotos): others get 403 as on admin routes. */
const ACCESS: Record<string, TRouteAccess> = {
  'GET /api/health/': 'public',
  'GET /api/health/live/': 'public',
  'POST /api/api-token-auth/': 'public',
  // The sign-in's second step, answered only for a live challenge from a right password.
  'POST /api/api-token-auth/second-factor/': 'public',
  'POST /api/api-token-auth/second-factor/setup/': 'public',
  'POST /api/api-token-auth/second-factor/enrol/': 'public',
  'POST /api/register/': 'public',
  // Single sign-on's own routes exist only where it is configured (test/single-sign-on.test.ts).
  'GET /api/sign-in-options/': 'public',
  'GET /api/organizations/': 'public',
  'GET /api/api-token-logout/': 'signed-in',
  'GET /api/roles/': 'admin',
  'POST /api/organizations/': 'admin',
  'GET /api/organizations/:id/': 'signed-in',
  'PATCH /api/organizations/:id/': 'admin',
  'DELETE /api/organizations/:id/': 'admin',
  'GET /api/organizations/:id/history/': 'admin',
  'GET /api/users/': 'signed-in',
  'POST /api/users/': 'admin',
  'GET /api/users/:id/': 'signed-in',
  'PATCH /api/users/:id/': 'admin',
  'POST /api/users/:id/deactivate/': 'admin',
  'POST /api/users/:id/activate/': 'admin',
  'POST /api/users/:id/reset-password/': 'admin',
  'GET /api/users/:id/photo/': 'signed-in',
  'PUT /api/users/:id/photo/': 'admin',
  'DELETE /api/users/:id/photo/': 'admin',
  'GET /api/users/:id/history/': 'admin',
  'GET /api/profile/': 'signed-in',
  'PATCH /api/profile/': 'signed-in',
  'GET /api/profile/photo/': 'signed-in',
  'PUT /api/profile/photo/': 'signed-in',
  'DELETE /api/profile/photo/': 'signed-in',
  'POST /api/profile/password/': 'signed-in',
  'GET /api/profile/sessions/': 'signed-in',
  'DELETE /api/profile/sessions/:id/': 'signed-in',
  'POST /api/profile/sessions/end-others/': 'signed-in',
  'GET /api/profile/second-factor/': 'signed-in',
  'POST /api/profile/second-factor/setup/': 'signed-in',
  'POST /api/profile/second-factor/confirm/': 'signed-in',
  'POST /api/profile/second-factor/disable/': 'signed-in',
  'GET /api/users/:id/second-factor/': 'admin',
  'POST /api/users/:id/second-factor/reset/': 'admin',
  // Read by administrators and auditors; written only by the changes it records.
  'GET /api/security-log/': 'auditors',
  'GET /api/security-log/export.xlsx': 'auditors',
  'GET /api/stm/notification/': 'signed-in',
  'GET /api/stm/notification/count/': 'signed-in',
  'GET /api/stm/notification/short/': 'signed-in',
  'POST /api/stm/notification/read-all/': 'signed-in',
  'POST /api/stm/notification/:id/read/': 'signed-in',
  ...workflowRecordRoutes('/api/incidents'),
  ...workflowRecordRoutes('/api/observations/pnbr'),
  ...workflowRecordRoutes('/api/observations/works'),
  ...workflowRecordRoutes('/api/observations/driving'),
  ...taskRoutes('/api/observations/pnbr'),
  ...taskRoutes('/api/observations/works'),
  ...taskRoutes('/api/observations/driving'),
  'GET /api/tasks/': 'signed-in',
  'GET /api/my-work/': 'signed-in',
  'GET /api/my-work/counts/': 'signed-in',
  // Qorgau is public (spec §2): guests file cards and read them, with their files; the rest is staff's.
  ...workflowRecordRoutes('/api/qorgau/cards'),
  'GET /api/qorgau/settings/': 'public',
  'GET /api/qorgau/cards/': 'public',
  'GET /api/qorgau/cards/map/': 'public',
  'POST /api/qorgau/cards/': 'public',
  'GET /api/qorgau/cards/:id/': 'public',
  'GET /api/qorgau/cards/:id/files/': 'public',
  'GET /api/qorgau/cards/:id/files/:fileId/': 'public',
  'GET /api/qorgau/cards/:id/files/:fileId/thumbnail/': 'public',
  'GET /api/incidents/:id/documents/': 'signed-in',
  'GET /api/questionnaires/business-trips/': 'signed-in',
  'GET /api/questionnaires/published/': 'public',
  'GET /api/questionnaires/published/:id/': 'public',
  'POST /api/questionnaires/:id/answers/': 'public',
  'GET /api/questionnaires/': 'hse-staff',
  'POST /api/questionnaires/': 'hse-staff',
  'GET /api/questionnaires/:id/': 'hse-staff',
  'PATCH /api/questionnaires/:id/': 'hse-staff',
  'DELETE /api/questionnaires/:id/': 'hse-staff',
  'GET /api/questionnaires/:id/answers/': 'hse-staff',
  'GET /api/questionnaires/:id/answers/export.xlsx': 'hse-staff',
  'GET /api/questionnaires/:id/results/': 'hse-staff',
  // The public Qorgau form offers them; dotos and headdotos keep them within their scope.
  'GET /api/vital-rule-subcategories/': 'public',
  'POST /api/vital-rule-subcategories/': 'hse-staff',
  'PATCH /api/vital-rule-subcategories/:id/': 'hse-staff',
  'DELETE /api/vital-rule-subcategories/:id/': 'hse-staff',
  // The golden rules' wording and pictograms (decision 064): everyone reads, the administrator keeps.
  'GET /api/vital-rules/': 'signed-in',
  'GET /api/vital-rules/:rule/': 'signed-in',
  'PATCH /api/vital-rules/:rule/': 'admin',
  'PUT /api/vital-rules/:rule/pictogram/': 'admin',
  'GET /api/vital-rules/:rule/pictogram/': 'signed-in',
  // The working-day calendar: everyone's deadlines read it, the administrator keeps it.
  'GET /api/holidays/': 'signed-in',
  'POST /api/holidays/': 'admin',
  'PATCH /api/holidays/:id/': 'admin',
  'DELETE /api/holidays/:id/': 'admin',
  // Analytics (issue 21): the HSE staff read the dashboards; the administrator keeps targets and history.
  ...Object.fromEntries(ANALYTICS_DASHBOARDS.map((d) => [`GET ${analyticsPath(d)}`, 'hse-staff' as const])),
  'GET /api/analytics/targets/': 'hse-staff',
  'PUT /api/analytics/targets/': 'admin',
  'GET /api/analytics/historical/template/': 'admin',
  'POST /api/analytics/historical/import/': 'admin',
  // Self-registration requests (decision 065).
  'GET /api/registration-requests/': 'admin',
  'POST /api/registration-requests/:id/approve/': 'admin',
  'POST /api/registration-requests/:id/refuse/': 'admin',
  ...Object.fromEntries(RECORD_MODULES.flatMap((entry) => Object.entries(moduleRoutes(entry)))),
};

/** Signed-in routes on one record that need no scope: organizations are listed publicly anyway. */
const VISIBLE_TO_ALL = new Set([
  // Not a record of an organization: one's own session; another's id answers 404
  // (account-security.test.ts).
  'DELETE /api/profile/sessions/:id/',
  'GET /api/organizations/:id/',
  // Checklist templates are the auditors' shared reference, not any organization's record.
  'GET /api/audit-templates/:id/',
  // Qorgau cards are public: any signed-in person reads one (and its comments), as a guest reads it;
  // handling checks the scope itself (an action out of scope answers 404, tested in qorgau.test.ts).
  ...RECORD_ROUTES.map((route) => route.replace(' /', ' /api/qorgau/cards/')),
]);

/** The record modules read within a scope: a public type's records are read by all (VISIBLE_TO_ALL). */
const SCOPED_MODULES = RECORD_MODULES.filter((entry) => !entry.module.publicRead);

type TRoute = { method: HTTPMethods; url: string; key: string };

/** Every route of the app, read from Fastify's own router table. */
function routesOf(app: FastifyInstance): TRoute[] {
  const routes: TRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`Cannot read the route line "${line}"`);
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (prefixes[depth - 1] ?? '') : '') + match[2];
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method: method as HTTPMethods, url, key: `${method} ${url}` });
    }
  }
  return routes;
}

let t: TTestApp;
let routes: TRoute[];
let apiRoutes: TRoute[];
const accessOf = (route: TRoute) => ACCESS[route.key.replace(/^HEAD /, 'GET ')];
const dummy = missingId();
const withId = (url: string, id = dummy, fileId = dummy) =>
  url
    .replace(':id', id)
    .replace(':action', 'accept_for_work')
    .replace(':fileId', fileId)
    .replace(':taskId', fileId)
    .replace(':findingId', fileId)
    .replace(':itemId', fileId)
    .replace(':fillingId', fileId)
    .replace(':folderId', fileId)
    .replace(':versionId', fileId);

beforeAll(async () => {
  t = await createTestApp();
  routes = routesOf(t.app);
  apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}, 60_000);
afterAll(() => t.close());

describe('the route inventory', () => {
  it('holds exactly the routes the table classifies, each GET with its HEAD', () => {
    expect(routes.length).toBeGreaterThan(Object.keys(ACCESS).length);
    const keys = apiRoutes.filter((r) => r.method !== 'HEAD').map((r) => r.key);
    expect([...keys].sort()).toEqual(Object.keys(ACCESS).sort());
    const heads = apiRoutes.filter((r) => r.method === 'HEAD').map((r) => r.url);
    expect(heads.sort()).toEqual(
      apiRoutes
        .filter((r) => r.method === 'GET')
        .map((r) => r.url)
        .sort(),
    );
  });

  it('answers a guest 401 on every route that is not public', async () => {
    const guarded = apiRoutes.filter((r) => accessOf(r) !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const response = await t.call(null, {
        method: route.method,
        url: withId(route.url),
        headers: lang('en'),
      });
      expect(response.statusCode, route.key).toBe(401);
      if (route.method !== 'HEAD')
        expect(response.json(), route.key).toEqual({ detail: 'Sign-in is required' });
    }
  });

  it('lets a guest reach the public routes', async () => {
    const open = apiRoutes.filter((r) => accessOf(r) === 'public' && r.method !== 'HEAD');
    expect(open.map((r) => r.key).sort()).toEqual(
      [
        'GET /api/health/',
        'GET /api/health/live/',
        'GET /api/organizations/',
        'GET /api/questionnaires/published/',
        'GET /api/qorgau/cards/',
        'GET /api/qorgau/cards/:id/',
        'GET /api/qorgau/cards/:id/files/',
        'GET /api/qorgau/cards/:id/files/:fileId/',
        'GET /api/qorgau/cards/:id/files/:fileId/thumbnail/',
        'GET /api/qorgau/cards/map/',
        'GET /api/qorgau/settings/',
        'GET /api/sign-in-options/',
        'GET /api/questionnaires/published/:id/',
        'POST /api/api-token-auth/',
        'POST /api/api-token-auth/second-factor/',
        'POST /api/api-token-auth/second-factor/enrol/',
        'POST /api/api-token-auth/second-factor/setup/',
        'POST /api/qorgau/cards/',
        'POST /api/questionnaires/:id/answers/',
        'POST /api/register/',
        'GET /api/vital-rule-subcategories/',
        'GET /api/media-videos/:id/video/',
      ].sort(),
    );
    for (const route of open) {
      const response = await t.call(null, {
        method: route.method,
        url: withId(route.url),
        payload: route.method === 'POST' ? {} : undefined,
      });
      // A record that does not exist is not found, for a guest as for anyone.
      // The map answers only for a box, which this call does not give.
      const needsBox = route.key === 'GET /api/qorgau/cards/map/';
      const found = route.method === 'GET' && !needsBox ? (route.url.includes(':id') ? 404 : 200) : 400;
      // A video's stream opens with its signed ticket alone, which a guest does not hold.
      const needsTicket = route.key === 'GET /api/media-videos/:id/video/';
      expect(response.statusCode, route.key).toBe(needsTicket ? 403 : found);
    }
  });

  it('never answers a 500 to any caller, whatever the body', async () => {
    const callers = [null, (await t.signIn('employee2')).token, (await t.signIn('admin')).token];
    for (const token of callers) {
      for (const route of apiRoutes.filter((r) => r.key !== 'GET /api/api-token-logout/')) {
        const safe = ['GET', 'HEAD'].includes(route.method);
        for (const payload of safe ? [undefined] : [{}, { version: 'x', id: [], photo: null }]) {
          const response = await t.call(token, { method: route.method, url: withId(route.url), payload });
          expect(response.statusCode, `${route.key} ${JSON.stringify(payload)}`).toBeLessThan(500);
        }
      }
    }
  }, 60_000);
});

const RESOURCES = {
  incident: '/api/incidents',
  report: '/api/investigation-reports',
  act: '/api/investigation-acts',
  bulletin: '/api/bulletins',
  pnbr: OBSERVATION_BASES.pnbr,
  works: OBSERVATION_BASES.works,
  driving: OBSERVATION_BASES.driving,
} as const;

describe('another organization’s user (employee2)', () => {
  let employeeId: string;
  let employeeNotificationId: string;
  /** A record of the employee's subsidiary of each type, sent on, with one photo attached. */
  const records = {} as Record<keyof typeof RESOURCES, { id: string; fileId: string }>;
  const moduleRecords: Record<string, { id: string; fileId: string; versionId?: string }> = {};
  let stranger: string;
  let admin: string;

  beforeAll(async () => {
    admin = (await t.signIn('admin')).token;
    stranger = (await t.signIn('employee2')).token;
    employeeId = await userIdOf(t, 'employee');
    await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${employeeId}/photo/`,
      ...multipart('photo', 'face.jpg', 'image/jpeg', jpegBytes()),
    });
    const employee = (await t.signIn('employee')).token;
    const [note] = (await t.call(employee, { url: '/api/stm/notification/short/' })).json<TNotification[]>();
    employeeNotificationId = note!.id;
    const [production] = (await orgTree(t)).subsidiaries;
    const dotos = (await t.signIn('dotos')).token;
    const photo = async () =>
      multipart(
        'file',
        'place.jpg',
        'image/jpeg',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
      );
    const attach = async (token: string, url: string) =>
      (await t.call(token, { method: 'POST', url, ...(await photo()) })).json<{ id: string }[]>()[0]
        ?.id as string;
    const incident = await createIncident(t, employee, incidentInput(production!.id));
    const incidentFile = await attach(employee, `/api/incidents/${incident.id}/files/`);
    records.incident = { id: (await acted(t, employee, incident, 'save_and_send')).id, fileId: incidentFile };
    for (const kind of ['report', 'act', 'bulletin'] as const) {
      const base = RESOURCES[kind];
      const created = await t.call(dotos, {
        method: 'POST',
        url: `${base}/`,
        // A bulletin goes for approval only addressed: here to its own organization.
        payload: {
          incident_id: incident.id,
          title: 'Документ',
          ...(kind === 'bulletin' ? { own_organization_only: true } : {}),
        },
      });
      const doc = created.json<{ id: string; version: number }>();
      const fileId = await attach(dotos, `${base}/${doc.id}/files/`);
      await t.call(dotos, {
        method: 'POST',
        url: `${base}/${doc.id}/actions/send_for_approval/`,
        payload: { version: doc.version },
      });
      records[kind] = { id: doc.id, fileId };
    }
    for (const kind of ['pnbr', 'works', 'driving'] as const) {
      const draft = await createObservation(t, employee, kind, inputOf[kind](production!.id));
      const fileId = await attach(employee, `${RESOURCES[kind]}/${draft.id}/files/`);
      await actOnObservation(t, employee, kind, draft, 'save_and_send');
      records[kind] = { id: draft.id, fileId };
    }
    // A record of each record module in the employee's subsidiary, sent on so its staff read it.
    for (const entry of SCOPED_MODULES) {
      const fixture = fixtureOf(entry);
      const author = (await t.signIn(fixture.author)).token;
      const context = {
        organizationId: production!.id,
        personId: await userIdOf(t, fixture.author),
        variant: 0,
      };
      const input = validInput(entry.module, context, {
        ...(await fixture.references(t, author)),
        ...(await fixture.eachRecord?.(t, author)),
      });
      const record = await createModuleRecord(t, entry.module, author, input);
      const fileId = await attach(author, `${entry.module.resource}/${record.id}/files/`);
      // A video's file, which its signed address names.
      if (entry.module.key === 'media_videos')
        await t.call(author, {
          method: 'PUT',
          url: `${entry.module.resource}/${record.id}/video/?name=clip.webm`,
          headers: { 'content-type': 'application/octet-stream' },
          payload: readFileSync(new URL('helmet.webm', DEMO_VIDEO_DIR)),
        });
      // What the first action needs first (a document's file, as a version of it).
      await fixture.beforeFirstAction?.(t, author, record);
      // A type kept in versions (documents): the routes of a version name the current one.
      const versionId = Object.keys(moduleRoutes(entry)).some((key) => key.includes(':versionId'))
        ? (await t.call(author, { url: `${entry.module.resource}/${record.id}/versions/` })).json<
            { id: string }[]
          >()[0]?.id
        : undefined;
      // A type published as it is saved (a video) has no first action.
      if (Object.keys(entry.module.workflow.actions).length > 0)
        await t.call(author, {
          method: 'POST',
          url: `${entry.module.resource}/${record.id}/actions/${firstAction(entry.module)}/`,
          payload: { version: record.version },
        });
      moduleRecords[entry.module.key] = { id: record.id, fileId, versionId };
    }
  });

  /** The id employee2 tries for each signed-in record route, and what its owner's side answers. */
  const scoped = (): Record<
    string,
    { id: string; fileId?: string; versionId?: string; control: string | null; payload?: object }
  > => ({
    'GET /api/users/:id/': { id: employeeId, control: admin },
    'GET /api/users/:id/photo/': { id: employeeId, control: admin },
    'POST /api/stm/notification/:id/read/': { id: employeeNotificationId, control: null },
    'GET /api/incidents/:id/documents/': { id: records.incident.id, control: admin },
    ...Object.fromEntries(
      Object.entries(records).flatMap(([base, record]) =>
        RECORD_ROUTES.map((route) => [
          route.replace(' /', ` ${RESOURCES[base as keyof typeof RESOURCES]}/`),
          {
            id: record.id,
            fileId: record.fileId,
            control: route.startsWith('GET') ? admin : null,
            payload: RECORD_PAYLOADS[route],
          },
        ]),
      ),
    ),
    ...Object.fromEntries(
      SCOPED_MODULES.flatMap((entry) =>
        Object.entries(moduleRoutes(entry))
          .filter(([key, access]) => access === 'signed-in' && key.includes(`${entry.module.resource}/:id/`))
          .map(([key]) => {
            const record = moduleRecords[entry.module.key] as {
              id: string;
              fileId: string;
              versionId?: string;
            };
            const route = key.replace(` ${entry.module.resource}/`, ' /') as (typeof RECORD_ROUTES)[number];
            const payload =
              route === 'PATCH /:id/'
                ? { version: 3 }
                : (RECORD_PAYLOADS[route] ?? MODULE_ROUTE_PAYLOADS[key]);
            return [key, { ...record, control: key.startsWith('GET') ? admin : null, payload }];
          }),
      ),
    ),
    ...Object.fromEntries(
      (['pnbr', 'works', 'driving'] as const).flatMap((kind) =>
        TASK_ROUTES.map((route) => [
          route.replace(' /', ` ${RESOURCES[kind]}/`),
          {
            id: records[kind].id,
            fileId: dummy,
            control: route.startsWith('GET') ? admin : null,
            payload: TASK_PAYLOADS[route],
          },
        ]),
      ),
    ),
  });

  it('has every signed-in record route either scoped or deliberately visible to all', () => {
    const recordRoutes = Object.entries(ACCESS)
      .filter(([key, access]) => access === 'signed-in' && key.includes(':id'))
      .map(([key]) => key);
    expect(recordRoutes.filter((key) => !VISIBLE_TO_ALL.has(key)).sort()).toEqual(
      Object.keys(scoped()).sort(),
    );
  });

  it('gets 404 on records of another organization, as if they did not exist', async () => {
    const before = await snapshot(t);
    for (const [key, { id, fileId, versionId, control, payload }] of Object.entries(scoped())) {
      const [method, path] = key.split(' ') as [HTTPMethods, string];
      const url = versionId ? path.replace(':versionId', versionId) : path;
      const response = await t.call(stranger, {
        method,
        url: withId(url, id, fileId),
        headers: lang('en'),
        payload,
      });
      expect(response.statusCode, key).toBe(404);
      expect(response.json(), key).toEqual({ detail: 'Record not found' });
      const missing = await t.call(stranger, { method, url: withId(url), headers: lang('en'), payload });
      expect(missing.json(), `${key} for a missing id`).toEqual(response.json());
      if (method === 'GET') {
        const head = await t.call(stranger, { method: 'HEAD', url: withId(url, id, fileId) });
        expect(head.statusCode, key).toBe(404);
      }
      if (control)
        expect((await t.call(control, { method, url: withId(url, id, fileId) })).statusCode, key).toBe(200);
    }
    expect(await snapshot(t)).toEqual(before);
    const employee = (await t.signIn('employee')).token;
    const notes = (await t.call(employee, { url: '/api/stm/notification/short/' })).json<TNotification[]>();
    expect(notes.map((n) => n.id)).toContain(employeeNotificationId);
  }, 60_000);

  it('sees records of the own organization (the 404s above are the scope, not the ids)', async () => {
    const colleague = (await t.call(stranger, { url: '/api/users/?page_size=1&search=%D0%90' })).json<{
      results: { id: string }[];
    }>().results[0];
    expect(colleague).toBeDefined();
    expect((await t.call(stranger, { url: `/api/users/${colleague!.id}/` })).statusCode).toBe(200);
  });

  it('gets 403 on every administrator route, and nothing changes', async () => {
    const before = await snapshot(t);
    const adminOnly = apiRoutes.filter((r) =>
      ['admin', 'hse-staff', 'auditors', 'roles'].includes(accessOf(r) ?? ''),
    );
    expect(adminOnly.length).toBeGreaterThan(10);
    for (const route of adminOnly) {
      const response = await t.call(stranger, {
        method: route.method,
        url: withId(route.url, employeeId),
        headers: lang('kk'),
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: { version: 1 } }),
      });
      expect(response.statusCode, route.key).toBe(403);
      if (route.method !== 'HEAD')
        expect(response.json(), route.key).toEqual({ detail: 'Бұл әрекетке құқығыңыз жеткіліксіз' });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('a route without a declared permission', () => {
  const policy = { idleMinutes: 5, absoluteHours: 1 };

  it('stops start-up', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.deps, policy);
    const build = async () => {
      app.get('/api/forgotten/', async () => ({ secret: true }));
      await app.ready();
    };
    await expect(build()).rejects.toThrow('Route GET /api/forgotten/ declares no permission');
    await app.close();
  });

  it('is not needed outside /api/, and a declared one starts and is enforced', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.deps, policy);
    app.get('/not-api/', async () => ({ ok: true }));
    app.get('/api/open/', { config: { permission: PUBLIC } }, async () => ({ ok: true }));
    app.get('/api/mine/', { config: { permission: SIGNED_IN } }, async () => ({ ok: true }));
    app.get('/api/admin/', { config: { permission: ADMIN_ONLY } }, async () => ({ ok: true }));
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({}),
    );
    await app.ready();
    expect((await app.inject({ url: '/not-api/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/open/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/mine/' })).statusCode).toBe(401);
    const { token } = await t.signIn('employee2');
    const headers = { authorization: `Token ${token}` };
    expect((await app.inject({ url: '/api/mine/', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/', headers })).statusCode).toBe(403);
    await app.close();
  });
});
