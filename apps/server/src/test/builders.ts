import type { TLocalizedText } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { messageInAll } from '@hse/contracts/messages';
import type { TOrganization } from '@hse/contracts/organizations';
import type { TUserCreate } from '@hse/contracts/users';
import { count, eq, sql } from 'drizzle-orm';
import { authTokens, history, notifications, organizations, users } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { notifyUsers } from '../platform/notify.ts';
import { makeIin } from '../seed/iin-generator.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

export const NEW_PASSWORD = 'Brand-new-9';

/** Headers asking for answers in one language. */
export const lang = (language: TLanguage) => ({ 'accept-language': language });

/** A uuid that names no record. */
export const missingId = () => newId();

/** Serials far above the demo data's (1..66), so test people never share an IIN with it. */
let serial = 7000;
export const nextIin = () => makeIin(serial++);

/** Twelve digits whose check digit is wrong. */
export function wrongCheckDigitIin(): string {
  const valid = nextIin();
  const last = Number(valid.at(-1));
  return valid.slice(0, 11) + String((last + 1) % 10);
}

let loginSerial = 0;
export const nextLogin = (prefix = 'tester') => `${prefix}.${++loginSerial}`;

/** A complete, valid body for POST /api/users/ (and, without `roles`, for /api/register/). */
export function userInput(organizationId: string, overrides: Partial<TUserCreate> = {}): TUserCreate {
  return {
    login: nextLogin(),
    password: NEW_PASSWORD,
    password_confirm: NEW_PASSWORD,
    last_name: 'Тестов',
    first_name: 'Тест',
    middle_name: 'Тестович',
    email: 'tester@example.kz',
    phone: '+77011234567',
    city: 'Атырау',
    license_categories: ['B', 'C'],
    blood_group: 'A+',
    organization_id: organizationId,
    division: 'Участок №3',
    post: 'Инженер',
    personnel_number: 'T-0042',
    iin: nextIin(),
    ...overrides,
  };
}

export type TBadInput = {
  name: string;
  /** The bad part of the body; `employeeIin` is the IIN of the demo account `employee`. */
  patch: (context: { employeeIin: string }) => Record<string, unknown>;
  field: string;
  /** The field's error text in each language asked for. */
  texts: Partial<Record<TLanguage, string>>;
};

/** Inputs a user form must refuse, each with the field and the text the client shows. */
export function badUserInputs(): TBadInput[] {
  return [
    {
      name: 'an IIN with a wrong check digit',
      patch: () => ({ iin: wrongCheckDigitIin() }),
      field: 'iin',
      texts: {
        ru: 'ИИН — 12 цифр: дата рождения, код века и пола, верная контрольная цифра',
        en: 'IIN is 12 digits: birth date, century and sex digit, valid check digit',
      },
    },
    {
      name: 'an IIN of 11 digits',
      patch: () => ({ iin: nextIin().slice(0, 11) }),
      field: 'iin',
      texts: { kk: 'ЖСН — 12 цифр: туған күні, ғасыр мен жыныс коды, дұрыс бақылау саны' },
    },
    {
      name: 'a password under 8 characters',
      patch: () => ({ password: 'Short1!', password_confirm: 'Short1!' }),
      field: 'password',
      texts: {
        ru: 'Пароль должен содержать не менее 8 символов',
        en: 'The password must be at least 8 characters long',
      },
    },
    {
      name: 'a confirmation that does not match',
      patch: () => ({ password: NEW_PASSWORD, password_confirm: `${NEW_PASSWORD}x` }),
      field: 'password_confirm',
      texts: {
        ru: 'Пароли не совпадают, проверьте ввод',
        kk: 'Құпиясөздер сәйкес келмейді, енгізгеніңізді тексеріңіз',
      },
    },
    {
      name: 'a malformed email',
      patch: () => ({ email: 'not-an-email' }),
      field: 'email',
      texts: { ru: 'Введите адрес электронной почты', en: 'Enter an email address' },
    },
    {
      name: 'a phone not in +7XXXXXXXXXX form',
      patch: () => ({ phone: '87011234567' }),
      field: 'phone',
      texts: {
        ru: 'Введите телефон в формате +7XXXXXXXXXX',
        kk: 'Телефонды +7XXXXXXXXXX пішімінде енгізіңіз',
      },
    },
    {
      name: 'an unknown organization',
      patch: () => ({ organization_id: missingId() }),
      field: 'organization_id',
      texts: { ru: 'Организация не найдена', en: 'Organization not found' },
    },
    {
      name: 'a login taken by another account in other letter case',
      patch: () => ({ login: 'EMPLOYEE' }),
      field: 'login',
      texts: { ru: 'Такой логин уже занят', en: 'This login is already taken' },
    },
    {
      name: 'an IIN that another account has',
      patch: ({ employeeIin }) => ({ iin: employeeIin }),
      field: 'iin',
      texts: { ru: 'Пользователь с таким ИИН уже есть', kk: 'Мұндай ЖСН бар пайдаланушы бұрыннан бар' },
    },
  ];
}

/** A few bytes of a real PNG: its magic number is what a renamed file still carries. */
export function pngBytes(size = 2048): Buffer {
  const head = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
    0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde,
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

export type TOrgTree = {
  all: TOrganization[];
  holding: TOrganization;
  /** The three demo subsidiaries in the order of the demo data. */
  subsidiaries: TOrganization[];
  divisionsOf(parentId: string): TOrganization[];
  /** The ids of an organization and every organization below it. */
  subtree(id: string): string[];
};

export async function orgTree(t: TTestApp): Promise<TOrgTree> {
  const all = (await t.call(null, { url: '/api/organizations/' })).json<TOrganization[]>();
  const byShort = (short: string) => {
    const found = all.find((o) => o.short_name === short);
    if (!found) throw new Error(`No demo organization ${short}`);
    return found;
  };
  const divisionsOf = (parentId: string) => all.filter((o) => o.parent_id === parentId);
  const subtree = (id: string): string[] => [id, ...divisionsOf(id).flatMap((child) => subtree(child.id))];
  return {
    all,
    holding: byShort('DOG'),
    subsidiaries: ['DOG-P', 'DOG-R', 'DOG-T'].map(byShort),
    divisionsOf,
    subtree,
  };
}

/** What most API test files start from: their own app, one account's token and the demo organizations. */
export async function startSignedIn(
  login: string,
  env?: Record<string, string>,
): Promise<{ t: TTestApp; token: string; tree: TOrgTree }> {
  const t = await createTestApp({ env });
  const { token } = await t.signIn(login);
  return { t, token, tree: await orgTree(t) };
}

/** The stored row of a user, read past the API. */
export async function userRow(t: TTestApp, idOrLogin: string) {
  const column = /^[0-9a-f-]{36}$/.test(idOrLogin) ? users.id : users.login;
  const [row] = await t.database.db.select().from(users).where(eq(column, idOrLogin));
  if (!row) throw new Error(`No user ${idOrLogin}`);
  return row;
}

export const userIdOf = async (t: TTestApp, login: string) => (await userRow(t, login)).id;

/** Row counts of the tables a refused request must leave alone. */
export async function snapshot(t: TTestApp) {
  const { db } = t.database;
  const n = async (table: typeof users | typeof organizations | typeof history | typeof notifications) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [userVersions] = await db
    .select({ n: sql<number>`coalesce(sum(${users.version}), 0)::int` })
    .from(users);
  const [orgVersions] = await db
    .select({ n: sql<number>`coalesce(sum(${organizations.version}), 0)::int` })
    .from(organizations);
  return {
    users: await n(users),
    organizations: await n(organizations),
    history: await n(history),
    notifications: await n(notifications),
    userVersions: userVersions?.n ?? 0,
    organizationVersions: orgVersions?.n ?? 0,
  };
}

/** Gives `userIds` one notification each, as any module would. */
export async function notify(
  t: TTestApp,
  userIds: string[],
  title: TLocalizedText = messageInAll('notifications.welcome'),
) {
  await t.database.db.transaction((tx) => notifyUsers(tx, t.deps.cache, userIds, { title, link: '/' }));
}

/** Moves a token's last use back in time, as if its holder had been away. */
export async function ageTokens(t: TTestApp, userId: string, minutes: number) {
  await t.database.db
    .update(authTokens)
    .set({ lastUsedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(authTokens.userId, userId));
  // The server remembers when it last saw the token; time passing would age that memory too.
  t.deps.cache.clear();
}

/** The body of an error answer. */
export type TErrorBody = { detail: string; errors?: Record<string, string[]> };
