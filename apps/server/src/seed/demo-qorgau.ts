import type { TVitalRule } from '@hse/contracts/observations';
import type { TQorgauCategory, TQorgauStatus, TQorgauType } from '@hse/contracts/qorgau';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  history,
  organizations,
  qorgauCards,
  registrationCounters,
  users,
  vitalRuleSubcategories,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-people.ts';
import { random } from './demo-random.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

type TDemoCard = {
  type: TQorgauType;
  categories: TQorgauCategory[];
  rule?: TVitalRule;
  object: string;
  description: string;
  consequences: string;
  measures: string;
};

/** What people at the demo sites report, most of it conditions and good practice. */
const CARDS: TDemoCard[] = [
  {
    type: 'unsafe_condition',
    categories: ['housekeeping'],
    object: 'Площадка насосной',
    description: 'Разлив масла у насоса, проход не огорожен',
    consequences: 'Падение на скользкой поверхности',
    measures: 'Разлив засыпан сорбентом',
  },
  {
    type: 'unsafe_act',
    categories: ['ppe'],
    object: 'Устье скважины',
    description: 'Оператор работал без защитных очков при отборе проб',
    consequences: 'Попадание продукта в глаза',
    measures: 'Работа остановлена, очки выданы',
  },
  {
    type: 'unsafe_act',
    categories: ['lifting_operations'],
    rule: 'safe_mechanical_lifting',
    object: 'Автокран',
    description: 'Стропальщик находился под поднятым грузом',
    consequences: 'Травма при падении груза',
    measures: 'Подъём остановлен, проведена беседа',
  },
  {
    type: 'hazard',
    categories: ['electrical'],
    rule: 'energy_isolation',
    object: 'Электрощит КТП',
    description: 'Дверца электрощита не закрыта, нет замка и бирки',
    consequences: 'Поражение электрическим током',
    measures: 'Щит закрыт, вызван электрик',
  },
  {
    type: 'unsafe_condition',
    categories: ['working_at_height'],
    rule: 'working_at_height',
    object: 'Резервуар РВС-5000',
    description: 'Повреждено ограждение лестницы резервуара',
    consequences: 'Падение с высоты',
    measures: 'Лестница закрыта до ремонта',
  },
  {
    type: 'good_practice',
    categories: ['procedures'],
    rule: 'work_authorization',
    object: 'Бригада КРС',
    description: 'Мастер провёл подробный инструктаж перед началом работ по наряду-допуску',
    consequences: 'Все участники понимают риски и меры',
    measures: 'Опыт рассказан на планёрке цеха',
  },
  {
    type: 'unsafe_condition',
    categories: ['fire_safety'],
    rule: 'hot_work',
    object: 'Площадка сварки',
    description: 'Огнетушитель у места огневых работ просрочен',
    consequences: 'Невозможно потушить возгорание',
    measures: 'Огнетушитель заменён',
  },
  {
    type: 'dangerous_occurrence',
    categories: ['transport'],
    rule: 'driving',
    object: 'Внутрипромысловая дорога',
    description: 'Вахтовый автобус превысил скорость на участке с ограничением 40 км/ч',
    consequences: 'Дорожно-транспортное происшествие',
    measures: 'Водитель отстранён до разбора',
  },
  {
    type: 'hazard',
    categories: ['environment'],
    object: 'Трубопровод',
    description: 'Капельная утечка на фланцевом соединении',
    consequences: 'Загрязнение почвы',
    measures: 'Установлен поддон, подана заявка на ремонт',
  },
  {
    type: 'good_practice',
    categories: ['ppe', 'health'],
    object: 'Бытовое помещение',
    description: 'Организована станция для промывки глаз и аптечка у входа в цех',
    consequences: 'Быстрая первая помощь',
    measures: 'Предложено тиражировать на другие цеха',
  },
  {
    type: 'unsafe_act',
    categories: ['tools_equipment'],
    rule: 'line_of_fire',
    object: 'Превентор',
    description: 'Рабочий держал руку на линии удара ключа при откручивании',
    consequences: 'Травма руки',
    measures: 'Показано безопасное положение',
  },
  {
    type: 'unsafe_condition',
    categories: ['other'],
    rule: 'confined_space',
    object: 'Колодец задвижек',
    description: 'Открытый колодец без ограждения и знака',
    consequences: 'Падение в колодец, отравление газом',
    measures: 'Колодец закрыт крышкой',
  },
];

const TYPE_WEIGHTS: Record<TQorgauType, number> = {
  unsafe_condition: 5,
  unsafe_act: 3,
  hazard: 2,
  dangerous_occurrence: 1,
  good_practice: 3,
};

/**
 * Two years of Qorgau cards around the demo organizations' sites: a few a week per subsidiary,
 * most handled and closed, the latest ones registered or in work; a third filed anonymously.
 */
export async function seedDemoQorgau(db: Db, now = new Date()): Promise<boolean> {
  if (((await db.select({ n: count() }).from(qorgauCards))[0]?.n ?? 0) > 0) return false;
  const [dotos] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'dotos'));
  if (!dotos) return false;
  const orgs = await db.select().from(organizations);
  const people = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.isActive, true));
  const subcategories = await db.select().from(vitalRuleSubcategories);
  // A card about a rule names the sub-category its subsidiary (or the holding) has for it, every
  // other time: drawn without the generator, so the rest of the demo cards stay as they were.
  const subcategoryOf = (rule: TVitalRule | undefined, subsidiary: { id: string; parentId: string | null }) =>
    subcategories.find(
      (c) =>
        c.active &&
        c.rule === rule &&
        (c.organizationId === subsidiary.id || c.organizationId === subsidiary.parentId),
    )?.id ?? null;
  const rng = random(20_261_125);
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  type TRow = typeof qorgauCards.$inferInsert;
  const rows: { row: TRow; subsidiary: (typeof orgs)[number] }[] = [];

  for (let week = 104; week >= 0; week--) {
    for (const subsidiary of subsidiaries) {
      const places = orgs.filter(
        (o) => (o.id === subsidiary.id || o.parentId === subsidiary.id) && o.latitude,
      );
      const staff = people.filter((p) => places.some((o) => o.id === p.organizationId));
      for (let n = rng.int(1, 3); n > 0; n--) {
        const at = new Date(now.getTime() - week * 7 * DAY - rng.int(1, 6 * 24 * 60) * MINUTE);
        if (at.getTime() > now.getTime() - 2 * 3_600_000) continue;
        const type = rng.weighted(TYPE_WEIGHTS);
        const sample = rng.pick(CARDS.filter((c) => c.type === type));
        const place = rng.pick(places);
        const age = (now.getTime() - at.getTime()) / DAY;
        const status: TQorgauStatus =
          age > 21
            ? rng.next() < 0.04
              ? 'rejected'
              : 'closed'
            : age > 5
              ? rng.pick(['in_work', 'closed'])
              : rng.pick(['registered', 'registered', 'in_work']);
        const author = rng.next() < 0.55 ? rng.pick(staff) : undefined;
        const anonymous = !author && rng.next() < 0.6;
        const assignee = status === 'in_work' || status === 'closed' ? rng.pick(staff) : undefined;
        const created = new Date(at.getTime() + rng.int(5, 240) * MINUTE);
        const closed =
          status === 'closed'
            ? new Date(Math.min(created.getTime() + rng.int(1, 14) * DAY, now.getTime() - 3_600_000))
            : null;
        rows.push({
          subsidiary,
          row: {
            id: newId(),
            number: '',
            organizationId: place.id,
            status,
            observationType: type,
            observedAt: at,
            categories: sample.categories,
            mainCategory: sample.categories[0] as string,
            vitalRule: sample.rule ?? null,
            vitalRuleSubcategoryId: rows.length % 2 === 0 ? subcategoryOf(sample.rule, subsidiary) : null,
            department: place.kind === 'division' ? place.nameRu : '',
            observedCompany: rng.next() < 0.3 ? 'ТОО «Демо Сервис»' : '',
            site: place.nameRu,
            object: sample.object,
            description: sample.description,
            consequences: sample.consequences,
            measuresTaken: sample.measures,
            encouragement: type === 'good_practice' ? 'Благодарность от руководителя участка' : '',
            discussed: rng.next() < 0.8,
            reportedTo: type === 'good_practice' || type === 'unsafe_condition' ? '' : 'Мастеру участка',
            eliminated: status === 'closed' || rng.next() < 0.4,
            // Within about two kilometres of the site, as cards cluster around a plant.
            latitude: (place.latitude as number) + (rng.next() - 0.5) * 0.04,
            longitude: (place.longitude as number) + (rng.next() - 0.5) * 0.06,
            anonymous,
            authorName: !author && !anonymous ? `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}` : '',
            authorPhone:
              !author && !anonymous && rng.next() < 0.5
                ? `+7 701 ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
                : '',
            assigneeId: assignee?.id ?? null,
            resolution: closed ? 'Нарушение устранено, проведена беседа с персоналом' : '',
            closedAt: closed,
            createdAt: created,
            createdBy: author?.id ?? null,
            updatedAt: closed ?? created,
            updatedBy: assignee ? dotos.id : (author?.id ?? null),
            version: status === 'registered' ? 1 : status === 'in_work' || status === 'rejected' ? 2 : 3,
          },
        });
      }
    }
  }

  rows.sort((a, b) => (a.row.observedAt as Date).getTime() - (b.row.observedAt as Date).getTime());
  const last = new Map<string, number>();
  const trail: (typeof history.$inferInsert)[] = [];
  for (const { row, subsidiary } of rows) {
    const year = (row.observedAt as Date).getUTCFullYear();
    const key = `${seriesCode(subsidiary.shortName)}:${year}`;
    const serial = (last.get(key) ?? 0) + 1;
    last.set(key, serial);
    row.number = [
      QORGAU_MODULE.numberPrefix,
      subsidiary.shortName,
      String(year),
      String(serial).padStart(5, '0'),
    ].join('-');
    trail.push({
      id: newId(),
      entityType: QORGAU_MODULE.entityType,
      entityId: row.id,
      action: 'create',
      actorId: row.createdBy ?? null,
      at: row.createdAt as Date,
    });
  }
  const counters = [...last].map(([key, serial]) => {
    const [series, year] = key.split(':');
    return {
      prefix: QORGAU_MODULE.numberPrefix,
      series: series as string,
      year: Number(year),
      last: serial,
    };
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200)
      await tx.insert(qorgauCards).values(rows.slice(i, i + 200).map((r) => r.row));
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    await tx.insert(registrationCounters).values(counters);
  });
  return true;
}
