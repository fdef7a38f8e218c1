import * as oidc from 'openid-client';
import type { TConfig } from '../../config.ts';

/** Where the provider sends the browser back, under the application's public address. */
export const CALLBACK_PATH = '/api/oidc/callback/';

/** The application's public address, without a trailing slash. */
export const publicBase = (config: TConfig): string => (config.OIDC_REDIRECT_BASE ?? '').replace(/\/+$/, '');

export const redirectUri = (config: TConfig): string => `${publicBase(config)}${CALLBACK_PATH}`;

export const oidcEnabled = (config: TConfig): boolean => Boolean(config.OIDC_ISSUER_URL);

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's configuration, discovered once per process and issuer; a failed discovery is
 * forgotten so that the next sign-in tries again (the provider may have been down).
 */
export function providerConfig(config: TConfig): Promise<oidc.Configuration> {
  const issuer = config.OIDC_ISSUER_URL ?? '';
  const key = `${issuer} ${config.OIDC_CLIENT_ID}`;
  let found = discovered.get(key);
  if (!found) {
    const secret = config.OIDC_CLIENT_SECRET;
    found = oidc.discovery(
      new URL(issuer),
      config.OIDC_CLIENT_ID ?? '',
      undefined,
      secret ? oidc.ClientSecretPost(secret) : oidc.None(),
      config.OIDC_ALLOW_HTTP ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** The provider's logout page, when it has one: it returns the browser to the sign-in page. */
export async function endSessionUrl(config: TConfig): Promise<string | null> {
  const provider = await providerConfig(config);
  if (!provider.serverMetadata().end_session_endpoint) return null;
  return oidc
    .buildEndSessionUrl(provider, {
      client_id: config.OIDC_CLIENT_ID ?? '',
      post_logout_redirect_uri: `${publicBase(config)}/login`,
    })
    .toString();
}

/** The claims of the ID token, completed by the userinfo endpoint where the provider has one. */
export async function claimsOf(
  provider: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<Record<string, unknown>> {
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  if (!provider.serverMetadata().userinfo_endpoint) return { ...idClaims };
  const info = await oidc.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
  return { ...info, ...idClaims };
}
