import {
  PICTOGRAM_TYPES,
  ZGoldenRuleParamsSchema,
  ZGoldenRuleSchema,
  ZGoldenRuleUpdateSchema,
} from '@hse/contracts/golden-rules';
import { z } from 'zod';
import type { TApp } from '../../platform/app-types.ts';
import { readMultipart } from '../../platform/attachments.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, ERROR_RESPONSES, notFound } from '../../platform/errors.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../platform/permissions.ts';
import { listGoldenRules, readGoldenRule, replacePictogram, updateGoldenRule } from './golden-rules.ts';

const BASE = '/api/vital-rules';
const tags = ['vital-rules'];
const UPLOAD_ERRORS = { ...ERROR_RESPONSES, 413: ERROR_RESPONSES[400], 415: ERROR_RESPONSES[400] };

/**
 * The nine golden rules as the administrator words them, with their pictograms (decision 064):
 * read by everyone signed in (the /golden_rules screen), kept by the administrator.
 */
export function registerGoldenRulesRoutes(app: TApp, deps: TDeps) {
  app.get(
    `${BASE}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The nine golden rules',
        response: { 200: z.array(ZGoldenRuleSchema), ...ERROR_RESPONSES },
      },
    },
    async () => listGoldenRules(deps.db),
  );

  app.get(
    `${BASE}/:rule/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZGoldenRuleParamsSchema,
        response: { 200: ZGoldenRuleSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => (await readGoldenRule(deps.db, request.params.rule)).rule,
  );

  app.patch(
    `${BASE}/:rule/`,
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Change a rule’s names and texts at the version read',
        params: ZGoldenRuleParamsSchema,
        body: ZGoldenRuleUpdateSchema,
        response: { 200: ZGoldenRuleSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateGoldenRule(deps, currentUser(request), request.params.rule, request.body),
  );

  app.put(
    `${BASE}/:rule/pictogram/`,
    {
      config: { permission: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Replace a rule’s pictogram (multipart: `file`, an image; `version`)',
        params: ZGoldenRuleParamsSchema,
        response: { 200: ZGoldenRuleSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const { uploads, fields } = await readMultipart(request, deps.config.UPLOAD_MAX_BYTES, PICTOGRAM_TYPES);
      const version = Number(fields.version);
      const [upload] = uploads;
      if (!upload || uploads.length > 1)
        throw new AppError(400, 'errors.bad_request', {}, { file: ['validation.required'] });
      if (!Number.isInteger(version) || version < 1)
        throw new AppError(400, 'errors.bad_request', {}, { version: ['validation.required'] });
      return replacePictogram(deps, currentUser(request), request.params.rule, version, upload);
    },
  );

  app.get(
    `${BASE}/:rule/pictogram/`,
    { config: { permission: SIGNED_IN }, schema: { tags, params: ZGoldenRuleParamsSchema } },
    async (request, reply) => {
      const { row } = await readGoldenRule(deps.db, request.params.rule);
      const data = row?.pictogramKey ? await deps.storage.get(row.pictogramKey) : null;
      if (!data || !row?.pictogramMime) throw notFound();
      return reply.type(row.pictogramMime).header('Cache-Control', 'private, no-store').send(data);
    },
  );
}
