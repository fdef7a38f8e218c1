import { randomBytes } from 'node:crypto';
import { ZLoginResponseSchema } from '@hse/contracts/auth';
import { ZErrorSchema } from '@hse/contracts/common';
import { LOGIN_FAILURE_WINDOW_MS } from '@hse/contracts/constants';
import { ZSignInOptionsSchema, ZSsoExchangeSchema } from '@hse/contracts/single-sign-on';
import { SSO_QUERY, type TSsoRefusal } from '@hse/contracts/single-sign-on-query';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { oidcFlows, signInCodes, users } from '../../db/schema/index.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { PUBLIC } from '../../platform/permissions.ts';
import { forgetRateLimitHit, takeRateLimit } from '../../platform/rate-limit.ts';
import { logSecurity } from '../../platform/security-log.ts';
import { hashToken } from '../../platform/tokens.ts';
import { accountOf, OidcRefused } from './oidc-accounts.ts';
import {
  CALLBACK_PATH,
  claimsOf,
  endSessionUrl,
  oidcEnabled,
  providerConfig,
  publicBase,
  redirectUri,
} from './oidc-client.ts';
import { completeSignIn, signInUsers } from './sign-in-service.ts';

const tags = ['auth'];
/** Binds the provider's answer to the browser that asked for it (login CSRF, RFC 9700 §4.7). */
const STATE_COOKIE = 'hse_oidc_state';
const FLOW_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 60_000;

const ZStartQuerySchema = z.object({ next: z.string().max(500).optional() });
const ZCallbackQuerySchema = z.looseObject({ state: z.string().max(500).optional() });

/** A page of this application to return to, never an outside address. */
const safeNext = (next: string | undefined): string =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';

/** The sign-in page, told the outcome through its query: a one-time code or why not. */
function toLoginPage(deps: TDeps, reply: FastifyReply, params: Record<string, string>) {
  reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
  return reply.redirect(`${publicBase(deps.config)}/login?${new URLSearchParams(params)}`, 302);
}

async function refuse(
  deps: TDeps,
  reply: FastifyReply,
  reason: TSsoRefusal,
  detail: string,
  login = '',
  userId: string | null = null,
) {
  await logSecurity(deps.db, {
    event: 'sign_in_failed',
    userId,
    login,
    details: { via: 'oidc', reason: detail },
  });
  return toLoginPage(deps, reply, { [SSO_QUERY.error]: reason });
}

/**
 * Single sign-on through OpenID Connect, authorization code with PKCE (issue 19). The browser is
 * sent to the provider, comes back to the callback, and is sent on to the sign-in page with a
 * one-time code, which the page trades by POST for the platform's own token: no token is ever
 * in a URL. Only the options route exists while single sign-on is not configured.
 */
export function registerOidcRoutes(app: TApp, deps: TDeps) {
  const { config } = deps;
  const secure = (config.OIDC_REDIRECT_BASE ?? '').startsWith('https:');

  app.get(
    '/api/sign-in-options/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'What the sign-in page offers besides the password',
        response: { 200: ZSignInOptionsSchema },
      },
    },
    async () => {
      if (!oidcEnabled(config)) return { oidc: null };
      // An unreachable provider still lets the page show its button: the sign-in then says so.
      const logoutUrl = await endSessionUrl(config).catch(() => null);
      return { oidc: { organization_name: config.OIDC_ORGANIZATION_NAME ?? '', logout_url: logoutUrl } };
    },
  );

  // Without a provider the sign-in routes do not exist: nothing to probe, nothing to keep safe.
  if (!oidcEnabled(config)) return;

  app.get(
    '/api/oidc/start/',
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Sends the browser to the identity provider',
        querystring: ZStartQuerySchema,
        response: { 404: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const provider = await providerConfig(config).catch(() => null);
      if (!provider) return refuse(deps, reply, 'failed', 'provider_unreachable');
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await deps.db.transaction(async (tx) => {
        await takeRateLimit(tx, request, {
          bucket: 'oidc_start',
          limit: config.SIGN_IN_FAILURES_PER_ADDRESS,
          windowMs: LOGIN_FAILURE_WINDOW_MS,
          message: 'errors.too_many_attempts',
        });
        await tx.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date()));
        await tx.insert(oidcFlows).values({
          stateHash: hashToken(state),
          codeVerifier,
          nonce,
          returnTo: safeNext(request.query.next),
          expiresAt: new Date(Date.now() + FLOW_TTL_MS),
        });
      });
      const url = oidc.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri(config),
        scope: config.OIDC_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: CALLBACK_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation from another site.
        sameSite: 'lax',
        secure,
        maxAge: FLOW_TTL_MS / 1000,
      });
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: { permission: PUBLIC },
      schema: {
        tags,
        summary: 'Where the identity provider returns the browser',
        querystring: ZCallbackQuerySchema,
        response: { 404: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const state = request.query.state ?? '';
      const [flow] = state
        ? await deps.db
            .delete(oidcFlows)
            .where(and(eq(oidcFlows.stateHash, hashToken(state)), gt(oidcFlows.expiresAt, new Date())))
            .returning()
        : [];
      if (!flow || request.cookies[STATE_COOKIE] !== state) return refuse(deps, reply, 'failed', 'state');
      let claims: Record<string, unknown>;
      try {
        const provider = await providerConfig(config);
        const search = new URL(request.url, 'http://callback').search;
        const tokens = await oidc.authorizationCodeGrant(
          provider,
          new URL(`${redirectUri(config)}${search}`),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        claims = await claimsOf(provider, tokens);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on refused by the provider');
        const detail = error instanceof oidc.ResponseBodyError ? error.error : 'provider';
        return refuse(deps, reply, 'failed', detail);
      }
      let userId: string;
      try {
        userId = await accountOf(deps, claims);
      } catch (error) {
        if (!(error instanceof OidcRefused)) throw error;
        return refuse(deps, reply, error.reason, error.detail, error.login, error.userId);
      }
      const code = randomBytes(32).toString('base64url');
      await deps.db.transaction(async (tx) => {
        await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date()));
        await tx
          .insert(signInCodes)
          .values({ codeHash: hashToken(code), userId, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
      });
      return toLoginPage(deps, reply, { [SSO_QUERY.code]: code, [SSO_QUERY.next]: flow.returnTo });
    },
  );

  app.post(
    '/api/oidc/exchange/',
    {
      config: { permission: PUBLIC, idempotency: false },
      schema: {
        tags,
        summary: 'Trades the one-time code of a single sign-on for a token, as a sign-in answers',
        body: ZSsoExchangeSchema,
        response: { 200: ZLoginResponseSchema, 400: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request) => {
      // Counted like a failed password, before the code is looked at; a success takes it back.
      const attempt = await deps.db.transaction((tx) =>
        takeRateLimit(tx, request, {
          bucket: 'sign_in_failure',
          limit: config.SIGN_IN_FAILURES_PER_ADDRESS,
          windowMs: LOGIN_FAILURE_WINDOW_MS,
          message: 'errors.too_many_attempts',
        }),
      );
      const answer = await deps.db.transaction(async (tx) => {
        const [used] = await tx
          .delete(signInCodes)
          .where(
            and(
              eq(signInCodes.codeHash, hashToken(request.body.code)),
              gt(signInCodes.expiresAt, new Date()),
            ),
          )
          .returning({ userId: signInCodes.userId });
        const [user] = used
          ? await signInUsers(tx)
              .where(and(eq(users.id, used.userId), eq(users.isActive, true)))
              .limit(1)
          : [];
        if (!user) return null;
        await forgetRateLimitHit(tx, attempt);
        return completeSignIn(deps, tx, user, user.login.toLowerCase(), langOf(request), { via: 'oidc' });
      });
      if (!answer) {
        await logSecurity(deps.db, { event: 'sign_in_failed', details: { via: 'oidc', reason: 'code' } });
        throw new AppError(400, 'errors.sso_failed');
      }
      return answer;
    },
  );
}
