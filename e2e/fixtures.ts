import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { isValidIin } from '../packages/contracts/src/iin.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export type TDemoLogin = 'admin' | 'auditor' | 'dotos' | 'headdotos' | 'employee' | 'employee2';

/** Names of the demo organizations (apps/server/src/seed/demo-organizations.ts). */
export const DEMO_ORGS = {
  holding: { ru: 'АО «Демо Ойл энд Газ»', en: 'Demo Oil & Gas JSC' },
  production: { ru: 'ТОО «Демо Добыча»', en: 'Demo Production LLP' },
  refining: { ru: 'ТОО «Демо Переработка»', en: 'Demo Refining LLP' },
} as const;

export type TSession = {
  token: string;
  user_id: string;
  roles: string[];
  organization_name: string;
  organization_id: string;
  fio: string;
};

/** The localStorage keys of spec §3, as the login page stores them. */
export const SESSION_KEYS = ['token', 'user_id', 'user_role', 'organization_name', 'organization_id', 'fio'];

/** A unique suffix so tests that create records never collide, in parallel or on reruns. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A random valid IIN: a birth date between 1960 and 1999, the century-and-sex digit of the 1900s,
 * a random serial and the check digit that packages/contracts/src/iin.ts accepts (none does for
 * about one body in a hundred: then another body is drawn).
 */
export function validIin(): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const random = (n: number) => Math.floor(Math.random() * n);
  for (;;) {
    const serial = String(random(10_000)).padStart(4, '0');
    const body = `${two(60 + random(40))}${two(1 + random(12))}${two(1 + random(28))}${3 + random(2)}${serial}`;
    for (let check = 0; check <= 9; check++) {
      if (isValidIin(`${body}${check}`)) return `${body}${check}`;
    }
  }
}

/** The same IIN with a wrong check digit: exactly one digit passes, so any other fails. */
export function invalidIin(): string {
  const iin = validIin();
  return `${iin.slice(0, 11)}${(Number(iin[11]) + 1) % 10}`;
}

/** A real 1×1 JPEG (Chromium's canvas encoder). */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCMAUIJf//Z',
  'base64',
);

/** A real 1×1 PNG: the wrong format for a photo. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type TCallOptions = { token?: string; data?: unknown; lang?: string; expectStatus?: number };

/**
 * One API call. The server's double-submit anti-forgery check (apps/server/src/platform/xsrf.ts)
 * wants the XSRF-TOKEN cookie echoed on writes once the context holds that cookie.
 */
export async function callApi<T>(
  ctx: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  { token, data, lang = 'ru', expectStatus }: TCallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': lang };
  if (token) headers.Authorization = `Token ${token}`;
  if (method !== 'GET') {
    const xsrf = (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf.value;
  }
  const response = await ctx.fetch(path, { method, headers, data });
  const body = await response.text();
  if (expectStatus !== undefined) expect(response.status(), body).toBe(expectStatus);
  else expect(response.ok(), `${method} ${path}: ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

export type TUserRecord = {
  id: string;
  login: string;
  fio: string;
  last_name: string;
  first_name: string;
  iin: string;
  post: string;
  version: number;
  roles: string[];
  organization_id: string;
  organization_name: string;
};

/** A user made for one test, with the password it signs in with. */
export type TTestUser = TUserRecord & { password: string };

type TOrganization = { id: string; name_ru: string; name_en: string };

export type TNewUserInput = {
  roles?: string[];
  org?: keyof typeof DEMO_ORGS;
  last_name?: string;
  first_name?: string;
  post?: string;
  division?: string;
  personnel_number?: string;
  city?: string;
};

/** Set-up through the API, so that a test spends its browser time on what it proves. */
export class Api {
  private adminToken: string | undefined;
  private organizations: TOrganization[] | undefined;

  constructor(readonly ctx: APIRequestContext) {}

  call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, options: TCallOptions = {}) {
    return callApi<T>(this.ctx, method, path, options);
  }

  signIn(login: string, password = DEMO_PASSWORD): Promise<TSession> {
    return this.call<TSession>('POST', '/api/api-token-auth/', { data: { login, password } });
  }

  async admin(): Promise<string> {
    this.adminToken ??= (await this.signIn('admin')).token;
    return this.adminToken;
  }

  async organizationId(org: keyof typeof DEMO_ORGS): Promise<string> {
    this.organizations ??= await this.call<TOrganization[]>('GET', '/api/organizations/');
    const found = this.organizations.find((o) => o.name_en === DEMO_ORGS[org].en);
    if (!found) throw new Error(`No demo organization ${org}`);
    return found.id;
  }

  /** An active user created by the administrator. */
  async createUser(input: TNewUserInput = {}): Promise<TTestUser> {
    const id = unique();
    const password = `Pw-${id}`;
    const user = await this.call<TUserRecord>('POST', '/api/users/', {
      token: await this.admin(),
      data: {
        last_name: input.last_name ?? `Тестов${id}`,
        first_name: input.first_name ?? 'Иван',
        login: `e2e.${id}`,
        iin: validIin(),
        organization_id: await this.organizationId(input.org ?? 'production'),
        roles: input.roles ?? [],
        post: input.post ?? '',
        division: input.division ?? '',
        personnel_number: input.personnel_number ?? '',
        city: input.city ?? '',
        password,
        password_confirm: password,
      },
    });
    return { ...user, password };
  }

  async updateUser(user: TUserRecord, change: Record<string, unknown>): Promise<TUserRecord> {
    return this.call<TUserRecord>('PATCH', `/api/users/${user.id}/`, {
      token: await this.admin(),
      data: { ...change, version: user.version },
    });
  }

  async setActive(user: TUserRecord, active: boolean): Promise<TUserRecord> {
    return this.call<TUserRecord>('POST', `/api/users/${user.id}/${active ? 'activate' : 'deactivate'}/`, {
      token: await this.admin(),
      data: { version: user.version },
    });
  }
}

/** Puts a session into localStorage before the app's scripts run, as the login page would. */
export async function seedSession(page: Page, session: TSession): Promise<void> {
  await page.addInitScript((s: TSession) => {
    // Once per tab: a reload after signing out must not bring the session back.
    if (window.sessionStorage.getItem('e2e-session-seeded')) return;
    window.sessionStorage.setItem('e2e-session-seeded', '1');
    window.localStorage.setItem('token', s.token);
    window.localStorage.setItem('user_id', s.user_id);
    window.localStorage.setItem('user_role', JSON.stringify(s.roles));
    window.localStorage.setItem('organization_name', s.organization_name);
    window.localStorage.setItem('organization_id', s.organization_id);
    window.localStorage.setItem('fio', s.fio);
  }, session);
}

/** Signs in through the API and stores the session the way the login page does (spec §3 keys). */
export async function signInByApi(
  page: Page,
  login: TDemoLogin | string,
  password = DEMO_PASSWORD,
): Promise<TSession> {
  const session = await callApi<TSession>(page.request, 'POST', '/api/api-token-auth/', {
    data: { login, password },
  });
  await seedSession(page, session);
  return session;
}

/** The login form's inputs (data-testid field-<name> sits on each field). */
export const loginForm = (page: Page) => ({
  login: page.getByTestId('field-login').locator('input'),
  password: page.getByTestId('field-password').locator('input'),
  submit: page.getByTestId('login-submit'),
});

/** Signs in through the login form, as a person would. */
export async function signInByForm(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login/);
}

export type TTimingMarks = { mountedAt: number | null; errorAt: number | null; loginAt: number | null };

/**
 * Records, in the page's own clock, when the app first rendered, when an error notification
 * first showed and when the address became /login; timing them from the test would add the
 * page load and the test runner's polling to what is measured.
 */
export async function recordTimings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: TTimingMarks = { mountedAt: null, errorAt: null, loginAt: null };
    (window as unknown as { __e2eMarks: TTimingMarks }).__e2eMarks = marks;
    const check = () => {
      const now = performance.now();
      if (marks.mountedAt === null && document.getElementById('root')?.childElementCount)
        marks.mountedAt = now;
      if (marks.errorAt === null && document.querySelector('[data-testid="notification-error"]')) {
        marks.errorAt = now;
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method];
      window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        if (marks.loginAt === null && window.location.pathname === '/login')
          marks.loginAt = performance.now();
      };
    }
  });
}

export function readTimings(page: Page): Promise<TTimingMarks> {
  return page.evaluate(() => (window as unknown as { __e2eMarks: TTimingMarks }).__e2eMarks);
}

/** The session keys as the page holds them. */
export function readSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    SESSION_KEYS,
  );
}

/** The input of a form field by its data-testid (`field-<name>`). */
export const field = (page: Page | Locator, name: string) =>
  page.getByTestId(`field-${name}`).locator('input');

/** Picks an option of a MUI select field (`field-<name>`). */
export async function selectOption(page: Page, name: string, option: string) {
  await page.getByTestId(`field-${name}`).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Moves the focus with Tab only, as a keyboard user does, until it reaches `target`. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab in ${limit} steps`);
}

/** Picks an option of the open listbox with the arrow keys and Enter. */
export async function arrowTo(page: Page, option: string, limit = 40) {
  const target = page.getByRole('option', { name: option, exact: true });
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Switches the interface language with the top bar's РУС / ҚАЗ / ENG. */
export async function switchLanguage(page: Page, lang: 'ru' | 'kk' | 'en') {
  await page.getByTestId(`lang-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Axe's serious and critical findings on the page as it stands (WCAG 2.1 A and AA rules): none. */
/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page (or in `only`), one line each. */
export async function seriousA11yIssues(page: Page, only?: string): Promise<string[]> {
  // Only violations are read: axe then skips building selectors for every node that passes.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  const result = await (only ? builder.include(only) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`,
    );
}

/**
 * Names a reader of Russian or Kazakh would hear in English: every `aria-label`, `title`, `alt`
 * and `placeholder` under `only` (the whole page if absent) with Latin words and no Cyrillic,
 * besides names that are the same in every language (brands, formats, the English option of the
 * language switch).
 */
export async function englishNames(page: Page, only?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const ALIKE =
      /^(ENG|English|Qorgau|HSE|PDF|Excel|XLSX|OpenStreetMap|Leaflet|TOTP|IIN|E-mail|Email|URL|ID)$/i;
    const root = selector ? document.querySelector(selector) : document.body;
    if (!root) return [];
    const found: string[] = [];
    for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim() ?? '';
        if (!/[A-Za-z]{2,}/.test(value) || /[\u0400-\u04FF]/.test(value)) continue;
        // A cut-off cell's tooltip repeats the data shown, which is no interface text.
        if (attribute === 'title' && value === element.textContent?.trim()) continue;
        const words = value.match(/[A-Za-z][A-Za-z-]+/g) ?? [];
        if (words.every((word) => ALIKE.test(word))) continue;
        found.push(`${element.tagName.toLowerCase()}[${attribute}="${value}"]`);
      }
    }
    return [...new Set(found)];
  }, only ?? null);
}

export async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousA11yIssues(page)).toEqual([]);
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
});
export { expect };
