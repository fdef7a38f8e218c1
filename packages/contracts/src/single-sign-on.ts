import { z } from 'zod';

/**
 * `GET /api/sign-in-options/`, public: whether the sign-in page offers single sign-on, under
 * which name, and where the provider ends its own session at logout (none when it cannot).
 */
export const ZSignInOptionsSchema = z.object({
  oidc: z
    .object({
      organization_name: z.string(),
      logout_url: z.string().nullable(),
    })
    .nullable(),
});
export type TSignInOptions = z.infer<typeof ZSignInOptionsSchema>;

/** Why the provider's answer signed nobody in, as the callback tells the sign-in page. */
export const SSO_REFUSALS = ['failed', 'inactive', 'awaiting_activation', 'unknown_user'] as const;
export type TSsoRefusal = (typeof SSO_REFUSALS)[number];

/** `POST /api/oidc/exchange/`: the one-time code of the callback's redirect; answers as a sign-in. */
export const ZSsoExchangeSchema = z.object({ code: z.string().min(1).max(200) });

/** Query parameters the callback's redirect puts on /login. */
export const SSO_QUERY = { code: 'sso_code', error: 'sso_error', next: 'next' } as const;
