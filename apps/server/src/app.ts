import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { formatMessage } from '@hse/contracts/messages';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { ZodType } from 'zod';
import { registerAnalyticsRoutes } from './modules/analytics/analytics-routes.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { registerOidcRoutes } from './modules/auth/oidc-routes.ts';
import { registerSecondFactorRoutes } from './modules/auth/second-factor-routes.ts';
import { registerSessionsRoutes } from './modules/auth/sessions-routes.ts';
import { registerHolidaysRoutes } from './modules/holidays/holidays-routes.ts';
import { registerIncidentDocumentsRoute } from './modules/investigations/documents-routes.ts';
import { registerMyWorkRoutes } from './modules/my-work/my-work-routes.ts';
import { registerNotificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { registerOrganizationsRoutes } from './modules/organizations/organizations-routes.ts';
import { registerQuestionnairesRoutes } from './modules/questionnaires/questionnaires-routes.ts';
import { registerSecurityLogRoutes } from './modules/security-log/security-log-routes.ts';
import { registerTasksRoutes } from './modules/tasks/tasks-routes.ts';
import { registerProfileRoutes } from './modules/users/profile-routes.ts';
import { registerRegistrationRoutes } from './modules/users/register-routes.ts';
import { registerRegistrationRequestsRoutes } from './modules/users/registration-requests-routes.ts';
import { registerUsersRoutes } from './modules/users/users-routes.ts';
import { registerVitalRulesRoutes } from './modules/vital-rules/vital-rules-routes.ts';
import type { TApp } from './platform/app-types.ts';
import { registerAuth } from './platform/auth-plugin.ts';
import { registerDeadlineScan } from './platform/deadlines.ts';
import type { TDeps } from './platform/deps.ts';
import {
  clientErrorReply,
  frameworkErrorReply,
  registerClosingAnswer,
  registerErrorHandler,
} from './platform/error-handler.ts';
import { frameSrcDirective, loadFrameHosts } from './platform/frame-sources.ts';
import { registerHealthRoutes } from './platform/health-routes.ts';
import { languageOf } from './platform/i18n.ts';
import { documentsOnly, registerIdempotency } from './platform/idempotency.ts';
import { inputValidator } from './platform/input-validator.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { registerClientInfo } from './platform/security-log.ts';
import { registerXsrf } from './platform/xsrf.ts';
import { RECORD_MODULES } from './record-modules.ts';

/** Where the map's tiles come from, as CSP names it (`{s}` subdomains become a wildcard). */
function tileSources(tileUrl: string): string[] {
  if (tileUrl === 'none') return [];
  const url = new URL(tileUrl.replace('{s}.', 'sub.').replace(/\{[^}]+\}/g, '0'));
  return [tileUrl.includes('{s}.') ? `${url.protocol}//*.${url.host.slice('sub.'.length)}` : url.origin];
}

/** Every business module, registered in one place so the route inventory is complete. */
/** The headers `middleware` sets on an answer to a request of `/api/` (none it removes). */
function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({ url: '/api/', method: 'GET', headers: {} } as IncomingMessage, response as never, () => {});
  return headers;
}

/** Below this many bytes an answer fits a packet or two: compressing it saves no time. */
const API_COMPRESS_THRESHOLD = 1024;

const MODULES: ((app: TApp, deps: TDeps) => void)[] = [
  registerAuthRoutes,
  registerRegistrationRoutes,
  registerOrganizationsRoutes,
  registerUsersRoutes,
  registerProfileRoutes,
  registerNotificationsRoutes,
  registerIncidentDocumentsRoute,
  registerTasksRoutes,
  registerMyWorkRoutes,
  registerQuestionnairesRoutes,
  registerVitalRulesRoutes,
  registerSecurityLogRoutes,
  registerSessionsRoutes,
  registerOidcRoutes,
  registerSecondFactorRoutes,
  registerHolidaysRoutes,
  registerDeadlineScan,
  registerRegistrationRequestsRoutes,
  registerAnalyticsRoutes,
  ...RECORD_MODULES.map((entry) => entry.register),
];

export async function buildApp(deps: TDeps, options: { logger?: boolean } = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.UPLOAD_MAX_BYTES,
    // Off unless set: believing every X-Forwarded-For would let a client pick its own address.
    // A hop count trusts the nearest proxies, as Fastify does with a number (which its types omit).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: false },
    // Refusals Fastify and Node answer themselves, before any route or error handler.
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler<ZodType>((route) =>
    documentsOnly(route.schema) ? (value: unknown) => ({ value }) : inputValidator(route),
  );
  // Response schemas always document the API; checking each answer against them costs about a
  // third of a list request, so only tests pay it (they fail on any drift from the contracts).
  app.setSerializerCompiler(
    config.VALIDATE_RESPONSES ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  registerErrorHandler(app);
  registerClosingAnswer(app);
  registerClientInfo(app);
  registerNulGuard(app);
  app.addHook('onClose', () => deps.cache.close());
  // API answers are personal or change at any moment, so no browser or proxy keeps them; a route
  // that knows better (the documentation's static files) sets its own.
  // Hooks on every request are synchronous where they can be: an async hook costs promises and
  // turns of the microtask queue on each request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  // A page's CSP names the embeddable hosts as they are now (decision 061); API answers embed nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      done();
      return;
    }
    void loadFrameHosts(deps, request.raw, (error) =>
      request.log.warn({ err: error }, 'frame hosts not read'),
    ).then(() => done());
  });
  // The security headers' middleware built once: @fastify/helmet built it anew for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(config.MAP_TILE_URL)],
        // MUI's styling engine injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The video hosts an admin allows (decision 061), read at run time.
        frameSrc: [frameSrcDirective],
        // No page sets a <base>; an injected one would redirect every relative script and link.
        baseUri: ["'none'"],
        // Plant networks often reach the app over plain HTTP by address; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  // An API answer embeds nothing, so its headers are the same for all: taken from helmet once and
  // set in one go, as fastify writes its own, instead of a dozen setHeader calls per answer.
  const apiHeaders = headersOf(securityHeaders);
  app.addHook('onRequest', (request, reply, next) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      next();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error) => next(error instanceof Error ? error : undefined));
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'HSE platform API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerXsrf(app, false);
  registerAuth(app, deps, {
    idleMinutes: config.TOKEN_IDLE_MINUTES,
    absoluteHours: config.TOKEN_ABSOLUTE_HOURS,
  });
  registerHealthRoutes(app, deps);
  registerIdempotency(app, deps);
  // After the idempotency store, so a replayed answer is kept as JSON and compressed per request.
  await app.register(compress, {
    threshold: API_COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Only text: files (PDF, xlsx, video, images) are compressed already or served by range.
    customTypes: /^(application\/(json|problem\+json)|text\/(csv|plain))(;|$)/,
    // A fast level: on a busy two-core server an answer's bytes matter less than its CPU.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  for (const register of MODULES) register(app, deps);

  const webDist = config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text asset (decision 070).
      preCompressed: true,
      // Vite names assets by content hash, so they never change under one name.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old chunk after a deployment) must not be answered with the page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET' || isFile) {
      const lang = languageOf(request.headers['accept-language']);
      return reply.status(404).send({ detail: formatMessage('errors.route_not_found', lang) });
    }
    // Client-side routes: every other GET gets the single page application.
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  return app;
}
