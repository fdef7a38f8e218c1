import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export type TDemoLogin = 'admin' | 'auditor' | 'dotos' | 'headdotos' | 'employee' | 'employee2';

type TSession = {
  token: string;
  user_id: string;
  roles: string[];
  organization_name: string;
  organization_id: string;
  fio: string;
};

/** Signs in through the API and stores the session the way the login page does (spec §3 keys). */
export async function signInByApi(page: Page, login: TDemoLogin | string, password = DEMO_PASSWORD): Promise<TSession> {
  const response = await page.request.post('/api/api-token-auth/', { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as TSession;
  await page.addInitScript((s: TSession) => {
    if (window.localStorage.getItem('token')) return;
    window.localStorage.setItem('token', s.token);
    window.localStorage.setItem('user_id', s.user_id);
    window.localStorage.setItem('user_role', JSON.stringify(s.roles));
    window.localStorage.setItem('organization_name', s.organization_name);
    window.localStorage.setItem('organization_id', s.organization_id);
    window.localStorage.setItem('fio', s.fio);
  }, session);
  return session;
}

/** Signs in through the login form, as a person would. */
export async function signInByForm(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/Логин|Login/).fill(login);
  await page.getByLabel(/Пароль|Құпиясөз|Password/).first().fill(password);
  await page.getByRole('button', { name: /Войти|Кіру|Sign in/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A unique suffix so tests that create records never collide, in parallel or on reruns. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base;
export { expect };
