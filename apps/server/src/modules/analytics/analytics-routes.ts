import {
  ANALYTICS_ROLES,
  analyticsPath,
  type TAnalyticsDashboard,
  ZAdvancedIndicatorsSchema,
  ZAllFormsAnalyticsSchema,
  ZAllFormsFilterSchema,
  ZAnalyticsFilterSchema,
  ZDashboardNewSchema,
  ZDashboardOldFilterSchema,
  ZDashboardOldSchema,
  ZEmgSchema,
  ZEnvironmentalSchema,
  ZEventsPlanAnalyticsSchema,
  ZGreenhouseSchema,
  ZHealthSafetyFilterSchema,
  ZHealthSafetySchema,
  ZHistoricalImportQuerySchema,
  ZHistoricalImportResultSchema,
  ZMainIndicatorsSchema,
  ZRoadMapsAnalyticsSchema,
  ZRoadMapsFilterSchema,
  ZSurveyAnalyticsSchema,
  ZSurveyFilterSchema,
  ZTargetListSchema,
  ZTargetSchema,
  ZTargetsQuerySchema,
  ZTargetWriteSchema,
} from '@hse/contracts/analytics/index';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { readUploads } from '../../platform/attachments.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { attachment } from '../../platform/download.ts';
import { badRequest, ERROR_RESPONSES } from '../../platform/errors.ts';
import { ADMIN_ONLY, rolesOnly } from '../../platform/permissions.ts';
import { XLSX_MIME } from '../../platform/xlsx-export.ts';
import { contextOf } from './context.ts';
import { environmental, greenhouse } from './environment.ts';
import { healthSafety } from './health-safety.ts';
import { historicalTemplate, importHistory } from './historical.ts';
import { advancedIndicators, eventsPlan, roadMaps } from './leading.ts';
import { mainIndicators } from './main-indicators.ts';
import { dashboardNew, dashboardOld, emg, subsidiariesOf } from './overview.ts';
import { allForms, survey } from './survey-forms.ts';
import { listTargets, writeTarget } from './targets.ts';
import { syncAnalyticsTimeZone } from './time-zone.ts';

const tags = ['analytics'];
export const READERS = rolesOnly(...ANALYTICS_ROLES);

/** The context of a dashboard request: the caller, their language and the filter checked. */
export const requestContext = (
  deps: TDeps,
  request: FastifyRequest,
  filter: z.infer<typeof ZAnalyticsFilterSchema>,
) => contextOf(deps, currentUser(request), langOf(request), filter);

/** A dashboard's route: its path, filter and answer schemas, and what computes the answer. */
export function dashboardRoute<Q extends z.ZodType, R extends z.ZodType>(
  app: TApp,
  dashboard: TAnalyticsDashboard,
  querystring: Q,
  response: R,
  answer: (request: FastifyRequest, query: z.infer<Q>) => Promise<z.infer<R>>,
) {
  const schema: {
    tags: string[];
    summary: string;
    querystring: z.ZodType;
    response: Record<number, z.ZodType>;
  } = {
    tags,
    summary: `Figures of the ${dashboard} dashboard`,
    querystring,
    response: { 200: response, ...ERROR_RESPONSES },
  };
  app.get(
    analyticsPath(dashboard),
    {
      config: { permission: READERS },
      schema,
    },
    async (request) => answer(request, request.query as z.infer<Q>),
  );
}

/** Analytics (issue 21): every dashboard's figures, the indicator targets and the imported history. */
export function registerAnalyticsRoutes(app: TApp, deps: TDeps) {
  app.addHook('onReady', () => syncAnalyticsTimeZone(deps.db, deps.config.TIME_ZONE));
  dashboardRoute(
    app,
    'mainIndicators',
    ZAnalyticsFilterSchema,
    ZMainIndicatorsSchema,
    async (request, query) => mainIndicators(await requestContext(deps, request, query)),
  );
  dashboardRoute(
    app,
    'healthSafety',
    ZHealthSafetyFilterSchema,
    ZHealthSafetySchema,
    async (request, query) => healthSafety(await requestContext(deps, request, query), query),
  );
  dashboardRoute(
    app,
    'environmentalProtection',
    ZAnalyticsFilterSchema,
    ZEnvironmentalSchema,
    async (request, query) => environmental(await requestContext(deps, request, query)),
  );
  dashboardRoute(
    app,
    'greenhouseEmissions',
    ZAnalyticsFilterSchema,
    ZGreenhouseSchema,
    async (request, query) => greenhouse(await requestContext(deps, request, query)),
  );
  dashboardRoute(
    app,
    'advancedIndicators',
    ZAnalyticsFilterSchema,
    ZAdvancedIndicatorsSchema,
    async (request, query) => advancedIndicators(await requestContext(deps, request, query)),
  );
  dashboardRoute(
    app,
    'eventsPlan',
    ZAnalyticsFilterSchema,
    ZEventsPlanAnalyticsSchema,
    async (request, query) => eventsPlan(await requestContext(deps, request, query)),
  );
  dashboardRoute(app, 'roadMaps', ZRoadMapsFilterSchema, ZRoadMapsAnalyticsSchema, async (request, query) => {
    const year = query.year ?? new Date().getUTCFullYear();
    const month = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
    const ctx = await requestContext(deps, request, {
      from: month(1),
      to: month(12),
      organization_id: query.organization_id,
    });
    return roadMaps(ctx, year);
  });
  dashboardRoute(app, 'survey', ZSurveyFilterSchema, ZSurveyAnalyticsSchema, async (request, query) => {
    const { questionnaire_id, ...filter } = query;
    return survey(await requestContext(deps, request, filter), questionnaire_id);
  });
  dashboardRoute(app, 'allForms', ZAllFormsFilterSchema, ZAllFormsAnalyticsSchema, async (request, query) => {
    const { form_code, field, ...filter } = query;
    return allForms(await requestContext(deps, request, filter), form_code, field);
  });
  dashboardRoute(app, 'dashboard/new', ZAnalyticsFilterSchema, ZDashboardNewSchema, async (request, query) =>
    dashboardNew(await requestContext(deps, request, query)),
  );
  dashboardRoute(
    app,
    'dashboard/old',
    ZDashboardOldFilterSchema,
    ZDashboardOldSchema,
    async (request, query) => dashboardOld(deps, currentUser(request), langOf(request), query),
  );
  // One subsidiary: the one asked for, else the first the caller may open.
  dashboardRoute(app, 'emg', ZAnalyticsFilterSchema, ZEmgSchema, async (request, query) => {
    const subsidiaries = await subsidiariesOf(deps, currentUser(request));
    const organizationId = query.organization_id ?? subsidiaries[0]?.organization_id;
    return emg(
      await requestContext(deps, request, { ...query, organization_id: organizationId }),
      subsidiaries,
    );
  });

  app.get(
    '/api/analytics/targets/',
    {
      config: { permission: READERS },
      schema: {
        tags,
        querystring: ZTargetsQuerySchema,
        response: { 200: ZTargetListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listTargets(deps, request.query),
  );
  app.put(
    '/api/analytics/targets/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Sets the target of a year, organization and indicator; `value` null removes it',
        body: ZTargetWriteSchema,
        response: { 200: ZTargetSchema, 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const target = await writeTarget(deps, currentUser(request), request.body);
      return target ? target : reply.status(204).send(null);
    },
  );

  app.get(
    '/api/analytics/historical/template/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'The xlsx template of the figures before the register',
        response: ERROR_RESPONSES,
      },
    },
    async (_request, reply) => {
      const data = await historicalTemplate(deps);
      return attachment(reply, 'analytics-history.xlsx').type(XLSX_MIME).send(data);
    },
  );
  app.post(
    '/api/analytics/historical/import/',
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Imports the figures before the register; with any row error nothing is saved',
        querystring: ZHistoricalImportQuerySchema,
        response: { 200: ZHistoricalImportResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const [file] = await readUploads(request, deps.config.UPLOAD_MAX_BYTES, [XLSX_MIME]);
      if (!file) throw badRequest();
      return importHistory(
        deps,
        currentUser(request),
        langOf(request),
        file.data,
        request.query.dry_run === true,
      );
    },
  );
}
