import { ROAD_MAP_MODULE, type TRoadMapCategory, type TRoadMapStatus } from '@hse/contracts/road-maps';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  history,
  organizations,
  registrationCounters,
  roadMapItems,
  roadMaps,
  users,
} from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { random } from './demo-random.ts';

const DAY = 86_400_000;

type TDemoItem = {
  category: TRoadMapCategory;
  name: string;
  workType: string;
  responsible: string;
  finishForm: string;
  unit: string;
  count: number;
  budget: number;
  needed: number;
  risk: 'low' | 'medium' | 'high';
  /** Month of the deadline, 1–12. */
  month: number;
};

/** Measures a subsidiary's HSE road map holds, in Russian as the demo's people write them. */
const ITEMS: readonly TDemoItem[] = [
  {
    category: 'occupational_safety',
    name: 'Приобретение средств индивидуальной защиты для работников производственных участков',
    workType: 'procurement',
    responsible: 'Отдел материально-технического снабжения',
    finishForm: 'Акт приёма-передачи',
    unit: 'компл.',
    count: 450,
    budget: 38_250,
    needed: 41_000,
    risk: 'high',
    month: 4,
  },
  {
    category: 'occupational_safety',
    name: 'Проведение специальной оценки условий труда на рабочих местах',
    workType: 'inspection',
    responsible: 'Служба охраны труда',
    finishForm: 'Отчёт об оценке',
    unit: 'раб. мест',
    count: 120,
    budget: 6_600,
    needed: 6_600,
    risk: 'medium',
    month: 9,
  },
  {
    category: 'industrial_safety',
    name: 'Экспертиза промышленной безопасности технических устройств на опасных производственных объектах',
    workType: 'technical',
    responsible: 'Главный механик',
    finishForm: 'Заключение экспертизы',
    unit: 'ед.',
    count: 36,
    budget: 14_400,
    needed: 16_200,
    risk: 'high',
    month: 10,
  },
  {
    category: 'industrial_safety',
    name: 'Замена запорной арматуры на участках трубопроводов с выявленной коррозией',
    workType: 'technical',
    responsible: 'Управление подготовки нефти',
    finishForm: 'Акт выполненных работ',
    unit: 'ед.',
    count: 18,
    budget: 27_900,
    needed: 31_500,
    risk: 'high',
    month: 8,
  },
  {
    category: 'fire_safety',
    name: 'Перезарядка и освидетельствование огнетушителей',
    workType: 'technical',
    responsible: 'Инженер по пожарной безопасности',
    finishForm: 'Акт выполненных работ',
    unit: 'шт.',
    count: 640,
    budget: 3_840,
    needed: 3_840,
    risk: 'medium',
    month: 3,
  },
  {
    category: 'fire_safety',
    name: 'Учебная пожарная тревога с эвакуацией персонала на объектах',
    workType: 'training',
    responsible: 'Руководители структурных подразделений',
    finishForm: 'Протокол учений',
    unit: 'учений',
    count: 12,
    budget: 0,
    needed: 0,
    risk: 'low',
    month: 11,
  },
  {
    category: 'environment',
    name: 'Инструментальный мониторинг выбросов загрязняющих веществ от организованных источников',
    workType: 'inspection',
    responsible: 'Эколог',
    finishForm: 'Отчёт производственного экологического контроля',
    unit: 'замеров',
    count: 96,
    budget: 5_280,
    needed: 5_280,
    risk: 'medium',
    month: 12,
  },
  {
    category: 'transport_safety',
    name: 'Установка систем мониторинга транспорта и контроля усталости водителей',
    workType: 'technical',
    responsible: 'Транспортный отдел',
    finishForm: 'Акт ввода в эксплуатацию',
    unit: 'ед. техники',
    count: 60,
    budget: 18_000,
    needed: 21_600,
    risk: 'high',
    month: 7,
  },
  {
    category: 'health',
    name: 'Периодический медицинский осмотр работников, занятых на работах с вредными условиями труда',
    workType: 'organizational',
    responsible: 'Служба персонала',
    finishForm: 'Заключительный акт медицинского осмотра',
    unit: 'чел.',
    count: 820,
    budget: 12_300,
    needed: 12_300,
    risk: 'medium',
    month: 6,
  },
  {
    category: 'training',
    name: 'Обучение и проверка знаний по безопасности и охране труда руководителей и специалистов',
    workType: 'training',
    responsible: 'Учебный центр',
    finishForm: 'Протокол проверки знаний',
    unit: 'чел.',
    count: 150,
    budget: 4_500,
    needed: 4_500,
    risk: 'low',
    month: 5,
  },
];

const PROGRESS_COMMENTS = [
  'Выполнено в полном объёме',
  'Выполнено, документы переданы в ДОТОС',
  'Выполнено частично: поставка перенесена подрядчиком',
  'Работы продолжаются, завершение в следующем квартале',
];

/** The steps a map took to its status. */
const STEPS: Record<TRoadMapStatus, string[]> = {
  draft: [],
  on_agreement: ['send_to_agreement'],
  revision: ['send_to_agreement', 'for_revision'],
  approved: ['send_to_agreement', 'approve'],
};
const TO: Record<string, TRoadMapStatus> = {
  send_to_agreement: 'on_agreement',
  for_revision: 'revision',
  approve: 'approved',
};

/**
 * The road maps of the three demo subsidiaries for last year, approved and carried out through
 * the year, and for this year: one on agreement, one still a draft, one returned for revision,
 * each with the progress reported on its measures so far.
 */
export async function seedDemoRoadMaps(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(roadMaps);
  const [agreeing] = await db.select().from(users).where(eq(users.login, 'headdotos'));
  if ((existing?.n ?? 0) > 0 || !agreeing) return false;
  const subsidiaries = (await db.select().from(organizations))
    .filter((o) => o.kind === 'subsidiary')
    .sort((a, b) => a.shortName.localeCompare(b.shortName));
  const people = (await db.select().from(users)).filter((u) => u.isActive);
  const rng = random(20_261_127);
  const thisYear = now.getUTCFullYear();
  const maps: Record<string, unknown>[] = [];
  const items: (typeof roadMapItems.$inferInsert)[] = [];
  const trail: (typeof history.$inferInsert)[] = [];
  const counters: { series: string; year: number; last: number }[] = [];
  const current: TRoadMapStatus[] = ['on_agreement', 'draft', 'revision'];

  subsidiaries.forEach((subsidiary, s) => {
    const author = people.find((p) => p.organizationId === subsidiary.id && p.roles.length === 0) ?? agreeing;
    const code = seriesCode(subsidiary.shortName);
    for (const year of [thisYear - 1, thisYear]) {
      const status: TRoadMapStatus =
        year < thisYear ? 'approved' : (current[s % current.length] as TRoadMapStatus);
      const id = newId();
      const created = new Date(Date.UTC(year - 1, 11, 5 + s));
      const at = (days: number) =>
        new Date(Math.min(created.getTime() + days * DAY, now.getTime() - 3_600_000));
      // Last year's was carried out through the year; this year's as far as today: the measures
      // already due mostly done, some of them short and so overdue, the ones still ahead in
      // progress or not begun, so that the road maps' dashboard has an execution to show.
      const done = year < thisYear;
      const today = now.toISOString().slice(0, 10);
      const chosen = ITEMS.filter((_, i) => (i + s) % 5 !== 4);
      const mapItems = chosen.map((item, i) => {
        const scale = 0.8 + 0.1 * s;
        const planned = Math.round(item.count * scale);
        const dueOn = `${year}-${String(item.month).padStart(2, '0')}-${item.month === 2 ? '28' : '30'}`;
        const due = dueOn < today;
        const share = done
          ? rng.pick([1, 1, 1, 0.9, 0.75, 0.5])
          : due
            ? rng.pick([1, 1, 1, 1, 0.8, 0.6])
            : i % 3 === 0
              ? 0
              : rng.pick([0.25, 0.4, 0.5, 0.7]);
        const fact = Math.round(planned * share);
        const percent = planned ? Math.round((fact / planned) * 100) : 100;
        const budget = Math.round(item.budget * scale * 10) / 10;
        const needed = Math.round(item.needed * scale * 10) / 10;
        // A draft is still being filled in: some of its items lack their finish form or comment.
        const unfinished = status === 'draft' && i % 3 === 1;
        return {
          id: newId(),
          roadMapId: id,
          category: item.category,
          // Numbered within its category: 1.1, 1.2, 2.1…
          eventNumber: `${ROAD_MAP_CATEGORY_NUMBER[item.category]}.${chosen.slice(0, i + 1).filter((c) => c.category === item.category).length}`,
          workType: item.workType,
          name: item.name,
          responsible: item.responsible,
          finishForm: unfinished ? null : item.finishForm,
          count: planned,
          unit: item.unit,
          budget,
          neededFunding: needed,
          risk: item.risk,
          dueOn,
          fact: unfinished ? null : fact,
          percent: unfinished ? null : percent,
          comment: unfinished
            ? null
            : done || due
              ? percent >= 100
                ? PROGRESS_COMMENTS[rng.int(0, 1)]
                : PROGRESS_COMMENTS[rng.int(2, 3)]
              : fact > 0
                ? 'Выполняется по графику'
                : 'Планируется по графику',
          agreed:
            status === 'approved'
              ? { count: planned, fact: 0, percent: 0, budget, needed_funding: needed }
              : null,
          version: done || fact > 0 ? 2 : 1,
          createdAt: at(i / 24),
          createdBy: author.id,
          updatedAt: done ? at(200) : fact > 0 ? at(Math.min(330, item.month * 30)) : at(1),
          updatedBy: author.id,
        };
      });
      items.push(...mapItems);
      const percents = mapItems.map((m) => m.percent).filter((p): p is number => p !== null);
      maps.push({
        id,
        number: `${ROAD_MAP_MODULE.numberPrefix}-${code}-${year}-00001`,
        organizationId: subsidiary.id,
        status,
        year,
        title: `Дорожная карта по ОТ, ПБ и ООС ${subsidiary.nameRu} на ${year} год`,
        itemsCount: mapItems.length,
        budgetTotal: Math.round(mapItems.reduce((a, m) => a + m.budget, 0) * 1000) / 1000,
        neededTotal: Math.round(mapItems.reduce((a, m) => a + m.neededFunding, 0) * 1000) / 1000,
        progress: percents.length
          ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10
          : null,
        version: 1 + STEPS[status].length,
        createdAt: created,
        createdBy: author.id,
        updatedAt: at(30),
        updatedBy: author.id,
      });
      counters.push({ series: code, year, last: 1 });
      trail.push({
        id: newId(),
        entityType: 'road_map',
        entityId: id,
        action: 'create',
        actorId: author.id,
        at: created,
      });
      let from: TRoadMapStatus = 'draft';
      STEPS[status].forEach((action, n) => {
        trail.push({
          id: newId(),
          entityType: 'road_map',
          entityId: id,
          action,
          actorId: action === 'send_to_agreement' ? author.id : agreeing.id,
          at: at(10 + n * 7),
          changes: { status: { from, to: TO[action] } },
          comment:
            action === 'for_revision'
              ? 'Уточните потребность в финансировании по промышленной безопасности и сроки поставки СИЗ'
              : null,
        });
        from = TO[action] as TRoadMapStatus;
      });
    }
  });

  await db.transaction(async (tx) => {
    // The generic table types its manifest's columns only as some field's.
    await tx.insert(roadMaps).values(maps as never);
    await tx.insert(roadMapItems).values(items);
    await tx.insert(history).values(trail);
    await tx
      .insert(registrationCounters)
      .values(counters.map((c) => ({ prefix: ROAD_MAP_MODULE.numberPrefix, ...c })))
      .onConflictDoUpdate({
        target: [registrationCounters.prefix, registrationCounters.series, registrationCounters.year],
        set: { last: sql`greatest(${registrationCounters.last}, excluded.last)` },
      });
  });
  return true;
}

/** The numbers items of a category start with (1.x occupational safety …). */
const ROAD_MAP_CATEGORY_NUMBER: Record<TRoadMapCategory, number> = {
  occupational_safety: 1,
  industrial_safety: 2,
  fire_safety: 3,
  environment: 4,
  transport_safety: 5,
  health: 6,
  training: 7,
};
