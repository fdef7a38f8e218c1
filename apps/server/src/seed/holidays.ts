import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { holidays } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { isWorkingDay, shiftDay } from '../platform/working-days.ts';

type TNames = { ru: string; kk: string; en: string };
type THolidayDef = { names: TNames; month: number; day: number; days?: number; religious?: boolean };

/** Kazakhstan's public holidays that are days off (the Law on holidays). */
const FIXED: THolidayDef[] = [
  { names: { ru: 'Новый год', kk: 'Жаңа жыл', en: 'New Year' }, month: 1, day: 1, days: 2 },
  {
    names: { ru: 'Православное Рождество', kk: 'Православиелік Рождество', en: 'Orthodox Christmas' },
    month: 1,
    day: 7,
    religious: true,
  },
  {
    names: {
      ru: 'Международный женский день',
      kk: 'Халықаралық әйелдер күні',
      en: 'International Women’s Day',
    },
    month: 3,
    day: 8,
  },
  { names: { ru: 'Наурыз мейрамы', kk: 'Наурыз мейрамы', en: 'Nauryz' }, month: 3, day: 21, days: 3 },
  {
    names: {
      ru: 'Праздник единства народа Казахстана',
      kk: 'Қазақстан халқының бірлігі мерекесі',
      en: 'Unity Day of the People of Kazakhstan',
    },
    month: 5,
    day: 1,
  },
  {
    names: { ru: 'День защитника Отечества', kk: 'Отан қорғаушы күні', en: 'Defender of the Fatherland Day' },
    month: 5,
    day: 7,
  },
  { names: { ru: 'День Победы', kk: 'Жеңіс күні', en: 'Victory Day' }, month: 5, day: 9 },
  { names: { ru: 'День Столицы', kk: 'Астана күні', en: 'Capital Day' }, month: 7, day: 6 },
  { names: { ru: 'День Конституции', kk: 'Конституция күні', en: 'Constitution Day' }, month: 8, day: 30 },
  { names: { ru: 'День Республики', kk: 'Республика күні', en: 'Republic Day' }, month: 10, day: 25 },
  { names: { ru: 'День Независимости', kk: 'Тәуелсіздік күні', en: 'Independence Day' }, month: 12, day: 16 },
];

const KURBAN_AIT: TNames = { ru: 'Курбан айт', kk: 'Құрбан айт', en: 'Kurban Ait' };
/** The first day of Kurban Ait moves with the lunar calendar; the Spiritual Administration announces it. */
const KURBAN_AIT_DAYS: Record<number, string> = {
  2024: '2024-06-16',
  2025: '2025-06-06',
  2026: '2026-05-27',
  2027: '2027-05-16',
};

export const HOLIDAY_YEARS = [2024, 2025, 2026, 2027] as const;

type TSeedHoliday = { day: string; names: TNames };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A year's days off: the holidays, and for each non-religious one falling on a Saturday or Sunday
 * the next working day (the Law on holidays). Transfers the government decrees each year are
 * the administrator's to add.
 */
export function holidaysOf(year: number): TSeedHoliday[] {
  const days: (TSeedHoliday & { religious: boolean })[] = [];
  for (const def of FIXED)
    for (let i = 0; i < (def.days ?? 1); i++)
      days.push({
        day: shiftDay(`${year}-${pad(def.month)}-${pad(def.day)}`, i),
        names: def.names,
        religious: def.religious ?? false,
      });
  const kurban = KURBAN_AIT_DAYS[year];
  if (kurban) days.push({ day: kurban, names: KURBAN_AIT, religious: true });
  const taken = new Set(days.map((d) => d.day));
  const calendar = { timeZone: 'UTC', holidays: taken, workingDays: new Set<string>() };
  const carried: TSeedHoliday[] = [];
  for (const holiday of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const weekday = new Date(`${holiday.day}T00:00:00Z`).getUTCDay();
    if (holiday.religious || (weekday !== 0 && weekday !== 6)) continue;
    let day = shiftDay(holiday.day, 1);
    while (!isWorkingDay(calendar, day)) day = shiftDay(day, 1);
    taken.add(day);
    carried.push({
      day,
      names: {
        ru: `Перенесённый выходной (${holiday.names.ru})`,
        kk: `Ауыстырылған демалыс күні (${holiday.names.kk})`,
        en: `Day off carried over (${holiday.names.en})`,
      },
    });
  }
  return [...days, ...carried].sort((a, b) => a.day.localeCompare(b.day));
}

/** Kazakhstan's calendar of the demo years, on a database whose calendar is still empty. */
export async function seedHolidays(db: Db) {
  const [row] = await db.select({ n: count() }).from(holidays);
  if ((row?.n ?? 0) > 0) return;
  const rows = HOLIDAY_YEARS.flatMap(holidaysOf).map((h) => ({
    id: newId(),
    day: h.day,
    kind: 'holiday' as const,
    nameRu: h.names.ru,
    nameKk: h.names.kk,
    nameEn: h.names.en,
  }));
  await db.insert(holidays).values(rows);
}
