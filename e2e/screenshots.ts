/**
 * Screenshots for review, not a test: `node --import tsx e2e/screenshots.ts` against a running
 * server (BASE_URL, default http://localhost:3100, with the demo data). Writes
 * /tmp/hse-shots/<lang>-<width>x<height>-<screen>.png for ru, kk and en at 1440×900 and 375×812.
 * The sign-in and registration screens are taken as a guest (a signed-in visit to /login goes
 * home); the home screen both as a guest and as admin; the rest as admin, but for the incident
 * screens, taken as the demo employee on their latest draft (the author may edit it), and the
 * investigation documents, taken as dotos on the latest document of each kind and the latest
 * sent message (its create screens); the observations as the demo employee, with their latest
 * observation of each kind (a draft shows the editor, a sent one reads only); the Qorgau map, the
 * filing form and the questionnaire form as a guest, and the Qorgau and questionnaire screens as
 * dotos; the audits and their checklist templates as the auditor, with their latest audit. `SHOTS_ONLY` limits the screens.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT_DIR = process.env.SHOTS_DIR ?? '/tmp/hse-shots';
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

const LANGUAGES = ['ru', 'kk', 'en'] as const;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;
const GUEST_SCREENS = ['/', '/login', '/register', '/qorgau', '/qorgau-create', '/questionnaire_create'];
const ADMIN_SCREENS = [
  '/',
  '/administration-users',
  '/administration-create-user',
  '/administration-organizations',
  '/administration-roles',
  '/administration-vital-rules',
  '/personal-account',
  '/notifications',
  '/requests',
  '/management',
  '/reference',
  '/documentation',
  // The media library (decision 064).
  '/golden_rules',
  '/golden_rules_edit/hot_work',
  '/visual_aids',
  '/media_events',
  // The periodic forms (decision 062): the list, forms 1 and 17 being filled, the designer.
  '/forms',
  '/forms/HSE_FRM_1',
  '/forms/HSE_FRM_17',
  '/forms/designer/HSE_FRM_1',
  // The holding's completeness matrix (decision 073).
  '/forms/completeness',
];

const INCIDENT_SCREENS = ['/incident', '/message-create', '/incident-create'];
const INCIDENT_RECORD_SCREENS = ['/incident-view', '/message-edit', '/incident-edit', '/incident-view-copy'];

const DOCUMENT_LISTS = ['/investigation', '/bulletin', '/report'] as const;
/** API resource and screens of each kind (apps/web/src/components/document-routes.ts). */
const DOCUMENT_KINDS = [
  {
    api: 'investigation-acts',
    create: '/investigation-create',
    view: '/investigation-view',
    edit: '/investigation-edit',
    withMessage: true,
  },
  {
    api: 'bulletins',
    create: '/bulletin-create',
    view: '/bulletin-view',
    edit: '/bulletin-edit',
    withMessage: false,
  },
  {
    api: 'investigation-reports',
    create: '/report-create',
    view: '/report-view',
    edit: '/report-edit',
    withMessage: false,
  },
] as const;

/** Lists, create screens, API resource and edit screen of each observation kind (decision 016). */
const OBSERVATION_KINDS = [
  { list: '/pnbr', create: '/pnbr_create', api: 'observations/pnbr', edit: '/pnbr_edit' },
  {
    list: '/works_observations',
    create: '/works_observations_create',
    api: 'observations/works',
    edit: '/works_observations_edit',
  },
  {
    list: '/driving_observations',
    create: '/driving_observations_create',
    api: 'observations/driving',
    edit: '/driving_observations_edit',
  },
] as const;

/** The audits' list, their new audit and the latest audit (spec §2 audit routes), as the auditor. */
async function auditScreens(session: TSession): Promise<string[]> {
  const audit = await latest<{ id: string }>(session, 'audits/?page_size=1&ordering=-created_at');
  return ['/audit', '/audit-create', '/audit-templates', ...(audit ? [`/audit-edit/${audit.id}`] : [])];
}

/** `SHOTS_ONLY=/audit,/pnbr` takes only the screens whose paths start so. */
const ONLY = process.env.SHOTS_ONLY?.split(',').filter(Boolean);
const chosen = (routes: readonly string[]) =>
  ONLY ? routes.filter((route) => ONLY.some((prefix) => route.startsWith(prefix))) : routes;

type TSession = {
  token: string;
  user_id: string;
  roles: string[];
  organization_name: string;
  organization_id: string;
  fio: string;
};

async function signIn(login: string, password: string): Promise<TSession> {
  const response = await fetch(`${BASE_URL}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${login} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TSession;
}

/** The employee's latest draft, for the screens of one record; none when they have no draft. */
async function latestDraft(session: TSession): Promise<string | null> {
  const response = await fetch(`${BASE_URL}/api/incidents/?status=draft&page_size=1&ordering=-created_at`, {
    headers: { Authorization: `Token ${session.token}` },
  });
  const page = (await response.json()) as { results: { id: string }[] };
  return page.results[0]?.id ?? null;
}

async function latest<T>(session: TSession, path: string): Promise<T | null> {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    headers: { Authorization: `Token ${session.token}` },
  });
  const page = (await response.json()) as { results: T[] };
  return page.results[0] ?? null;
}

/** Lists, the create screen of the latest sent message and the latest document's view and edit. */
async function documentScreens(session: TSession): Promise<string[]> {
  const message = await latest<{ id: string }>(session, 'incidents/?status=sent&page_size=1');
  const screens: string[] = [...DOCUMENT_LISTS];
  for (const kind of DOCUMENT_KINDS) {
    if (message) screens.push(`${kind.create}/${message.id}`);
    const document = await latest<{ id: string; incident_id: string }>(session, `${kind.api}/?page_size=1`);
    if (!document) continue;
    const ids = kind.withMessage ? `${document.incident_id}/${document.id}` : document.id;
    screens.push(`${kind.view}/${ids}`, `${kind.edit}/${ids}`);
  }
  return screens;
}

/** Each kind's list and create screen, and the editor of its latest observation when there is one. */
async function observationScreens(session: TSession): Promise<string[]> {
  const screens: string[] = [];
  for (const kind of OBSERVATION_KINDS) {
    screens.push(kind.list, kind.create);
    const observation = await latest<{ id: string }>(
      session,
      `${kind.api}/?page_size=1&ordering=-created_at`,
    );
    if (observation) screens.push(`${kind.edit}/${observation.id}`);
  }
  return screens;
}

/** The Qorgau map and the latest card; the questionnaires, the latest one's editor and results. */
async function qorgauAndQuestionnaireScreens(session: TSession): Promise<string[]> {
  const screens = ['/qorgau', '/questionnaire', '/questionnaire_edit/new'];
  const card = await latest<{ id: string }>(session, 'qorgau/cards/?page_size=1');
  if (card) screens.push(`/qorgau-view/${card.id}`);
  const questionnaire = await latest<{ id: string }>(session, 'questionnaires/?page_size=1');
  if (questionnaire)
    screens.push(`/questionnaire_edit/${questionnaire.id}`, `/questionnaire_view/${questionnaire.id}`);
  return screens;
}

function slug(route: string): string {
  // A record's id would make every run's file names new.
  const path = route.replace(/(\/[0-9a-f-]{36})+$/, '');
  return path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');
}

/** Waits until the screen stopped loading: no requests in flight, no progress bars, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    // Determinate bars are content (a score, a share), not loading.
    .locator('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate')
    .first()
    .waitFor({ state: 'hidden' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(
  browser: Browser,
  viewport: { width: number; height: number },
  lang: string,
  session: TSession | null,
  routes: readonly string[],
  prefix: string,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: 'ru-RU' });
  await context.addInitScript(
    ({ language, s }: { language: string; s: TSession | null }) => {
      window.sessionStorage.setItem('lang', language);
      if (!s) return;
      window.localStorage.setItem('token', s.token);
      window.localStorage.setItem('user_id', s.user_id);
      window.localStorage.setItem('user_role', JSON.stringify(s.roles));
      window.localStorage.setItem('organization_name', s.organization_name);
      window.localStorage.setItem('organization_id', s.organization_id);
      window.localStorage.setItem('fio', s.fio);
    },
    { language: lang, s: session },
  );
  const page = await context.newPage();
  const written: string[] = [];
  try {
    for (const route of chosen(routes)) {
      await page.goto(route);
      await settle(page);
      const file = path.join(
        OUT_DIR,
        `${lang}-${viewport.width}x${viewport.height}-${prefix}${slug(route)}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
    }
  } finally {
    await context.close();
  }
  return written;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const admin = await signIn(process.env.SHOTS_LOGIN ?? 'admin', process.env.SHOTS_PASSWORD ?? 'Demo1234!');
  const employee = await signIn('employee', process.env.SHOTS_PASSWORD ?? 'Demo1234!');
  const draft = await latestDraft(employee);
  const dotos = await signIn('dotos', process.env.SHOTS_PASSWORD ?? 'Demo1234!');
  const auditor = await signIn('auditor', process.env.SHOTS_PASSWORD ?? 'Demo1234!');
  const audits = await auditScreens(auditor);
  const documents = [...(await documentScreens(dotos)), ...(await qorgauAndQuestionnaireScreens(dotos))];
  const observations = await observationScreens(employee);
  const incidentScreens = [
    ...INCIDENT_SCREENS,
    ...(draft ? INCIDENT_RECORD_SCREENS.map((route) => `${route}/${draft}`) : []),
    ...observations,
  ];
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let count = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const lang of LANGUAGES) {
        count += (await shoot(browser, viewport, lang, null, GUEST_SCREENS, 'guest-')).length;
        count += (await shoot(browser, viewport, lang, admin, ADMIN_SCREENS, '')).length;
        count += (await shoot(browser, viewport, lang, employee, incidentScreens, '')).length;
        count += (await shoot(browser, viewport, lang, dotos, documents, '')).length;
        count += (await shoot(browser, viewport, lang, auditor, audits, '')).length;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${count} screenshots in ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
