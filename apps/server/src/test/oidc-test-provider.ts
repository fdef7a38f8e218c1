import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** An account of the test provider: its subject and what it says about the person. */
export type TTestAccount = {
  sub: string;
  preferred_username: string;
  family_name?: string;
  given_name?: string;
  email?: string;
  groups?: string[];
};

export type TTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (`oidc-provider`, certified) on a free port of this machine, with one
 * confidential client and the given accounts. Its development sign-in form takes any account's
 * subject without a password; consent is granted for the test client up front.
 */
export async function startTestProvider(options: {
  accounts: TTestAccount[];
  redirectBase: string;
}): Promise<TTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'hse-test';
  const clientSecret = 'hse-test-secret-0123456789abcdef';
  const base = options.redirectBase.replace(/\/+$/, '');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${base}/api/oidc/callback/`],
        post_logout_redirect_uris: [`${base}/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'family_name', 'given_name', 'groups'],
      email: ['email'],
    },
    cookies: { keys: ['hse-test-cookie-key'] },
    pkce: { required: () => true },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = options.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  });
  // The provider's own notices (development keys and forms) are expected in a test.
  provider.on('server_error', (_ctx, error) => console.error(error));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows its redirects, keeping its cookies, and signs in as
 * `sub` on its sign-in form. Answers the address it finally sends the browser to (the callback).
 */
export async function signInAtProvider(authorizationUrl: string, issuer: string, sub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      body,
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (!next.href.startsWith(issuer)) return next;
    body = next.pathname.startsWith('/interaction/')
      ? new URLSearchParams({ prompt: 'login', login: sub, password: 'any' })
      : undefined;
    url = next.href;
  }
  throw new Error('The provider kept redirecting');
}
