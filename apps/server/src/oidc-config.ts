import { ROLES, type TRole } from '@hse/contracts/roles';
import { z } from 'zod';

/** `group=value` pairs separated by commas; a group may be named more than once. */
function pairs<T extends string>(check: (value: string) => value is T, what: string) {
  return z
    .string()
    .trim()
    .refine(
      (raw) =>
        raw.split(',').every((entry) => {
          const [group = '', value = '', ...rest] = entry.split('=').map((part) => part.trim());
          return group !== '' && check(value) && rest.length === 0;
        }),
      `must be group=${what} pairs separated by commas`,
    )
    .transform((raw): [string, T][] =>
      raw.split(',').map((entry) => {
        const [group = '', value = ''] = entry.split('=').map((part) => part.trim());
        return [group, value as T];
      }),
    );
}

const isRole = (value: string): value is TRole => (ROLES as readonly string[]).includes(value);
const isUuid = (value: string): value is string => z.uuid().safeParse(value).success;

/**
 * Single sign-on through OpenID Connect (issue 19): off unless OIDC_ISSUER_URL is set, and then
 * the client, the public base address and the button's name must be set too (`oidcProblems`).
 */
export const OIDC_CONFIG = {
  /** The provider's issuer; its `/.well-known/openid-configuration` is read on first use. */
  OIDC_ISSUER_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** This application's public address: the provider sends the browser back to <base>/api/oidc/callback/. */
  OIDC_REDIRECT_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** What the sign-in page's button says: "Sign in with <name>". */
  OIDC_ORGANIZATION_NAME: z.string().trim().min(1).max(100).optional(),
  /** The claim that carries the platform login (matched without letter case). */
  OIDC_LOGIN_CLAIM: z.string().min(1).default('preferred_username'),
  /** The claim listing the user's groups, for the two mappings below. */
  OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
  OIDC_SCOPES: z.string().min(1).default('openid profile email'),
  /** Roles given to an account created on first sign-in, by group: `hse-admins=admin,…`. */
  OIDC_GROUP_ROLES: pairs(isRole, 'role').optional(),
  /** Organization (its id) of an account created on first sign-in, by group; the first match wins. */
  OIDC_GROUP_ORGANIZATIONS: pairs(isUuid, 'organization id').optional(),
  /** Organization of a created account whose groups map to none; without it, such a sign-in is refused. */
  OIDC_DEFAULT_ORGANIZATION_ID: z.uuid().optional(),
  /**
   * An unknown login on first sign-in: `inactive` creates the account for an administrator to
   * activate; `mapped` creates it active with the mapped roles; `refuse` creates nothing.
   */
  OIDC_NEW_USERS: z.enum(['inactive', 'mapped', 'refuse']).default('inactive'),
  /** Plain http to the provider: for a provider on this machine in tests only. */
  OIDC_ALLOW_HTTP: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
};

type TOidcSettings = z.infer<z.ZodObject<typeof OIDC_CONFIG>>;

/** What is missing when single sign-on is half configured: start-up stops rather than guess. */
export function oidcProblems(config: TOidcSettings): string[] {
  if (!config.OIDC_ISSUER_URL) return [];
  const required = ['OIDC_CLIENT_ID', 'OIDC_REDIRECT_BASE', 'OIDC_ORGANIZATION_NAME'] as const;
  return required
    .filter((key) => !config[key])
    .map((key) => `  ${key}: required when OIDC_ISSUER_URL is set`);
}
