import { messageInAll } from '@hse/contracts/messages';
import type { TRole } from '@hse/contracts/roles';
import { count } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import { recordHistory } from '../platform/history.ts';
import { newId } from '../platform/ids.ts';
import { notifyUsers } from '../platform/notify.ts';
import { hashPassword } from '../platform/passwords.ts';
import { publishInvalidation } from '../platform/read-cache.ts';
import { DEMO_HOLDING, DEMO_PASSWORD, DEMO_SUBSIDIARIES } from './demo-organizations.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, POSTS } from './demo-people.ts';
import { seedDemoQuestionnaires } from './demo-questionnaires.ts';
import { seedDemoVitalRules } from './demo-vital-rules.ts';
import { seedHolidays } from './holidays.ts';
import { makeIin } from './iin-generator.ts';

type TOrgInsert = typeof organizations.$inferInsert;
type TUserInsert = typeof users.$inferInsert;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The accounts of domain.md §6; `org` is 'holding' or the index of a subsidiary. */
const DEMO_ACCOUNTS: {
  login: string;
  roles: TRole[];
  org: 'holding' | number;
  last: string;
  first: string;
  post: string;
}[] = [
  {
    login: 'admin',
    roles: ['admin'],
    org: 'holding',
    last: 'Администратов',
    first: 'Алмас',
    post: 'Администратор системы',
  },
  {
    login: 'auditor',
    roles: ['auditor'],
    org: 'holding',
    last: 'Аудиторова',
    first: 'Айгерим',
    post: 'Ведущий аудитор ОТ, ПБ и ООС',
  },
  {
    login: 'dotos',
    roles: ['dotos'],
    org: 'holding',
    last: 'Досымов',
    first: 'Данияр',
    post: 'Главный специалист ДОТОС',
  },
  {
    login: 'headdotos',
    roles: ['headdotos'],
    org: 'holding',
    last: 'Главнов',
    first: 'Ғалым',
    post: 'Директор ДОТОС',
  },
  {
    login: 'employee',
    roles: [],
    org: 0,
    last: 'Работников',
    first: 'Ерболат',
    post: 'Оператор по добыче нефти и газа',
  },
  {
    login: 'employee2',
    roles: [],
    org: 1,
    last: 'Сотрудникова',
    first: 'Жанар',
    post: 'Оператор технологических установок',
  },
];

/** Whether the database already holds data; seeding runs only on an empty one. */
async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, config: TConfig): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // One hash for every demo account: they share the documented password, and hashing sixty
  // of them at production cost would delay the first start by half a minute.
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.SCRYPT_LOG_N);
  const holdingId = newId();
  const orgs: TOrgInsert[] = [
    {
      id: holdingId,
      kind: 'holding',
      nameRu: DEMO_HOLDING.ru,
      nameKk: DEMO_HOLDING.kk,
      nameEn: DEMO_HOLDING.en,
      shortName: DEMO_HOLDING.short,
      latitude: DEMO_HOLDING.site[0],
      longitude: DEMO_HOLDING.site[1],
    },
  ];
  const subsidiaryIds: string[] = [];
  const divisionIds: string[][] = [];
  for (const sub of DEMO_SUBSIDIARIES) {
    const id = newId();
    subsidiaryIds.push(id);
    orgs.push({
      id,
      parentId: holdingId,
      kind: 'subsidiary',
      nameRu: sub.ru,
      nameKk: sub.kk,
      nameEn: sub.en,
      shortName: sub.short,
      latitude: sub.site[0],
      longitude: sub.site[1],
    });
    const divisions = sub.divisions.map((d) => ({
      id: newId(),
      parentId: id,
      kind: 'division' as const,
      nameRu: d.ru,
      nameKk: d.kk,
      nameEn: d.en,
      latitude: d.site[0],
      longitude: d.site[1],
    }));
    divisionIds.push(divisions.map((d) => d.id));
    orgs.push(...divisions);
  }

  let serial = 1;
  const person = (i: number, organizationId: string, extra: Partial<TUserInsert> = {}): TUserInsert => ({
    id: newId(),
    login: `user${String(i).padStart(3, '0')}`,
    passwordHash,
    lastName: pick(LAST_NAMES, i * 7),
    firstName: pick(FIRST_NAMES, i * 3),
    middleName: pick(MIDDLE_NAMES, i),
    email: `user${i}@demo-oil-gas.kz`,
    phone: `+7701${String(1000000 + i * 7919).slice(-7)}`,
    city: pick(CITIES, i),
    post: pick(POSTS, i),
    personnelNumber: String(10000 + i),
    iin: makeIin(serial++),
    organizationId,
    ...extra,
  });

  const people: TUserInsert[] = DEMO_ACCOUNTS.map((a, i) =>
    person(1000 + i, a.org === 'holding' ? holdingId : (subsidiaryIds[a.org] as string), {
      login: a.login,
      lastName: a.last,
      firstName: a.first,
      middleName: '',
      email: `${a.login}@demo-oil-gas.kz`,
      post: a.post,
      roles: a.roles,
    }),
  );
  DEMO_SUBSIDIARIES.forEach((_, s) => {
    const divisions = divisionIds[s] ?? [];
    for (let k = 0; k < 20; k++) {
      const i = s * 20 + k + 1;
      people.push(
        person(i, k < 4 ? (subsidiaryIds[s] as string) : pick(divisions, k), { isActive: k !== 19 }),
      );
    }
  });

  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(orgs);
    await tx.insert(users).values(people);
    for (const org of orgs) {
      await recordHistory(tx, {
        entityType: 'organization',
        entityId: org.id as string,
        action: 'create',
        actorId: null,
        comment: 'demo data',
      });
    }
    const demoIds = people.slice(0, DEMO_ACCOUNTS.length).map((p) => p.id as string);
    await notifyUsers(tx, publishInvalidation, demoIds, {
      title: messageInAll('notifications.welcome'),
      link: '/',
    });
  });
  await seedDemoQuestionnaires(db);
  await seedDemoVitalRules(db);
  await seedHolidays(db);
  return true;
}

/** Without demo data, the first administrator comes from ADMIN_LOGIN / ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, config: TConfig): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  if (!config.ADMIN_LOGIN || !config.ADMIN_PASSWORD) {
    throw new Error(
      'The database has no users: set ADMIN_LOGIN and ADMIN_PASSWORD (or SEED_DEMO=true) for the first start.',
    );
  }
  const [root] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  const organizationId = root?.id ?? newId();
  await db.transaction(async (tx) => {
    if (!root) {
      await tx.insert(organizations).values({
        id: organizationId,
        kind: 'holding',
        nameRu: 'Холдинг',
        nameKk: 'Холдинг',
        nameEn: 'Holding',
      });
    }
    await tx.insert(users).values({
      id: newId(),
      login: config.ADMIN_LOGIN as string,
      passwordHash: await hashPassword(config.ADMIN_PASSWORD as string, config.SCRYPT_LOG_N),
      lastName: 'Administrator',
      firstName: config.ADMIN_LOGIN as string,
      iin: makeIin(1),
      organizationId,
      roles: ['admin'],
    });
  });
  return true;
}
