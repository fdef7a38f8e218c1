import {
  INCIDENT_MODULE,
  type TIncidentUpdateData,
  ZIncidentCreateSchema,
  ZIncidentSchema,
  ZIncidentUpdateSchema,
} from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { incidents } from '../../db/schema/index.ts';
import { scopeOf } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { registerModuleList } from '../../platform/record-module/module-list-routes.ts';
import { nameColumns, rowColumns } from '../../platform/record-module/module-rows.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../../platform/record-routes.ts';
import { readRecord } from '../../platform/records.ts';
import { toIncident } from './incident-dto.ts';
import { printIncident } from './incident-print.ts';
import { createIncident, INCIDENT_TYPE, updateIncident } from './incidents-service.ts';

const tags = ['incidents'];
const base = INCIDENT_MODULE.resource;

export function registerIncidentsRoutes(app: TApp, deps: TDeps) {
  // The list and its export as the manifest declares them; a draft is listed to its author alone.
  registerModuleList(
    app,
    deps,
    {
      module: INCIDENT_MODULE,
      table: incidents,
      columns: rowColumns(incidents, nameColumns(INCIDENT_MODULE, incidents, {})),
      cacheTag: INCIDENT_TYPE.cacheTag,
      listWhere: (list, caller) =>
        list.add(
          'viewer',
          sql`(${incidents.status} <> 'draft' or ${incidents.createdBy} = ${sql.placeholder('viewer')})`,
          caller.id,
        ),
    },
    tags,
  );

  app.post(
    `${base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: ZIncidentCreateSchema, response: { 201: ZIncidentSchema, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const id = await createIncident(deps, user, scope, request.body);
      const row = await readRecord(deps, INCIDENT_TYPE, scope, user, id);
      return reply.status(201).send(toIncident(row, langOf(request), user));
    },
  );

  registerRecordRoutes(app, deps, {
    base,
    tags,
    type: INCIDENT_TYPE,
    item: ZIncidentSchema,
    toItem: toIncident,
    update: {
      schema: ZIncidentUpdateSchema,
      apply: (scope, user, id, body: TIncidentUpdateData) => updateIncident(deps, user, scope, id, body),
    },
    print: printIncident,
  });
}
