/**
 * The user guide's screenshots (/documentation, decision 065), not a test:
 * `node --import tsx e2e/guide-screenshots.ts` against a running server with the demo data
 * (BASE_URL, default http://localhost:3100). Writes apps/web/public/guide/<lang>-<screen>.png for
 * ru, kk and en: the reference books' IOGP tab and a registration request being refused, as the
 * administrator. Each is a small window, reduced to a palette so that it stays under about 60 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, validIin } from './fixtures';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT_DIR = process.env.GUIDE_DIR ?? path.join(import.meta.dirname, '../apps/web/public/guide');
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const LANGUAGES = ['ru', 'kk', 'en'] as const;
const REASONS = {
  ru: 'Нет подтверждения от отдела кадров',
  kk: 'Кадр бөлімінен растау жоқ',
  en: 'No confirmation from human resources',
} as const;

type TSession = Record<'token' | 'user_id' | 'organization_name' | 'organization_id' | 'fio', string> & {
  roles: string[];
};

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${url}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A waiting request of a person whose last name the screenshot searches for. */
async function register(login: string) {
  const organizations = await call<{ id: string; kind: string }[]>('/api/organizations/');
  const organization = organizations.find((o) => o.kind === 'subsidiary') ?? organizations[0];
  await call('/api/register/', {
    method: 'POST',
    body: JSON.stringify({
      last_name: 'Сейтова',
      first_name: 'Айжан',
      login,
      iin: validIin(),
      organization_id: organization?.id,
      post: 'Инженер',
      email: 'aizhan@example.com',
      password: DEMO_PASSWORD,
      password_confirm: DEMO_PASSWORD,
    }),
  });
}

async function save(target: Locator | Page, name: string) {
  const png = await target.screenshot({ animations: 'disabled' });
  const small = await sharp(png).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer();
  const file = path.join(OUT_DIR, `${name}.png`);
  writeFileSync(file, small);
  console.log(`${file} ${Math.round(small.length / 1024)} KB`);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const session = await call<TSession>('/api/api-token-auth/', {
    method: 'POST',
    body: JSON.stringify({ login: 'admin', password: DEMO_PASSWORD }),
  });
  const browser = await chromium.launch({ executablePath: EXECUTABLE });
  try {
    for (const lang of LANGUAGES) {
      const login = `a.seitova.${lang}.${Date.now().toString(36)}`;
      await register(login);
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 760, height: 900 } });
      await context.addInitScript(
        ({ language, s }: { language: string; s: TSession }) => {
          window.sessionStorage.setItem('lang', language);
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
      await page.goto('/reference?tab=iogp');
      await page.getByRole('tabpanel').getByText('LWDC').first().waitFor();
      await save(page.locator('main'), `${lang}-reference`);

      await page.goto(`/requests?search=${login}`);
      await page.getByRole('gridcell', { name: login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button').nth(2).click();
      await dialog.getByRole('textbox').fill(REASONS[lang]);
      await dialog.getByRole('textbox').blur();
      await save(dialog, `${lang}-requests`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
