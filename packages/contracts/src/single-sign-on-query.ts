// No zod here: the sign-in page, the first download of every visit, reads these.

/** Why the provider's answer signed nobody in, as the callback tells the sign-in page. */
export const SSO_REFUSALS = ['failed', 'inactive', 'awaiting_activation', 'unknown_user'] as const;
export type TSsoRefusal = (typeof SSO_REFUSALS)[number];

/** Query parameters the callback's redirect puts on /login. */
export const SSO_QUERY = { code: 'sso_code', error: 'sso_error', next: 'next' } as const;
