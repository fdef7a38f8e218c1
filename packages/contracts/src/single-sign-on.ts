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

/** `POST /api/oidc/exchange/`: the one-time code of the callback's redirect; answers as a sign-in. */
export const ZSsoExchangeSchema = z.object({ code: z.string().min(1).max(200) });
