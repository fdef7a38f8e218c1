import type { TVitalRule } from '@hse/contracts/observations';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations, vitalRuleSubcategories } from '../db/schema/index.ts';
import { SUBCATEGORY_ENTITY } from '../modules/vital-rules/vital-rules-service.ts';
import { recordHistory } from '../platform/history.ts';
import { newId } from '../platform/ids.ts';

type TDemoSubcategory = {
  /** The organization's short name (demo-organizations.ts). */
  org: string;
  rule: TVitalRule;
  ru: string;
  kk: string;
  en: string;
  active?: boolean;
};

/** Local sub-categories the demo organizations added under the life-saving rules (decision 020). */
const DEMO_SUBCATEGORIES: TDemoSubcategory[] = [
  {
    org: 'DOG',
    rule: 'confined_space',
    ru: 'Вход в резервуары и ёмкости',
    kk: 'Резервуарлар мен ыдыстарға кіру',
    en: 'Entry into tanks and vessels',
  },
  {
    org: 'DOG',
    rule: 'driving',
    ru: 'Перевозка вахтового персонала',
    kk: 'Вахталық персоналды тасымалдау',
    en: 'Shift crew transport',
  },
  {
    org: 'DOG-P',
    rule: 'energy_isolation',
    ru: 'Блокировка задвижек на кустах скважин',
    kk: 'Ұңғыма алаңдарындағы ысырмаларды бұғаттау',
    en: 'Locking valves on well pads',
  },
  {
    org: 'DOG-P',
    rule: 'working_at_height',
    ru: 'Обслуживание резервуаров РВС',
    kk: 'РВС резервуарларына қызмет көрсету',
    en: 'Servicing vertical steel tanks',
  },
  {
    org: 'DOG-R',
    rule: 'hot_work',
    ru: 'Огневые работы на действующих установках',
    kk: 'Жұмыс істеп тұрған қондырғылардағы отпен жұмыстар',
    en: 'Hot work on running process units',
  },
  {
    org: 'DOG-T',
    rule: 'line_of_fire',
    ru: 'Опрессовка трубопроводов',
    kk: 'Құбырларды қысыммен сынау',
    en: 'Pipeline pressure testing',
    active: false,
  },
];

/** Seeds the demo sub-categories once, with the demo organizations. */
export async function seedDemoVitalRules(db: Db): Promise<boolean> {
  if (((await db.select({ n: count() }).from(vitalRuleSubcategories))[0]?.n ?? 0) > 0) return false;
  const orgs = await db.select({ id: organizations.id, short: organizations.shortName }).from(organizations);
  const rows = DEMO_SUBCATEGORIES.flatMap((s) => {
    const org = orgs.find((o) => o.short === s.org);
    return org
      ? [
          {
            id: newId(),
            organizationId: org.id,
            rule: s.rule,
            nameRu: s.ru,
            nameKk: s.kk,
            nameEn: s.en,
            active: s.active ?? true,
          },
        ]
      : [];
  });
  if (rows.length === 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(vitalRuleSubcategories).values(rows);
    for (const row of rows)
      await recordHistory(tx, {
        entityType: SUBCATEGORY_ENTITY,
        entityId: row.id,
        action: 'create',
        actorId: null,
        comment: 'demo data',
      });
  });
  return true;
}
