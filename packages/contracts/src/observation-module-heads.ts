import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

type TObservationKind = 'pnbr' | 'works' | 'driving';

/**
 * Each kind's names: the record, its list, a new one. What the shell shows before a kind's pages
 * load; the whole wording (observation-texts.ts) comes with the manifest (decision 055).
 */
export const OBSERVATION_KIND_TEXTS = {
  kinds: {
    pnbr: {
      ru: 'Наблюдение за безопасным поведением (ПНБР)',
      kk: 'Қауіпсіз мінез-құлықты бақылау (ҚМБ)',
      en: 'Behavioural safety observation (PNBR)',
    },
    works: { ru: 'Наблюдение за работами', kk: 'Жұмыстарды бақылау', en: 'Works observation' },
    driving: { ru: 'Наблюдение за вождением', kk: 'Көлік жүргізуді бақылау', en: 'Driving observation' },
  },
  lists: {
    pnbr: { ru: 'Наблюдения ПНБР', kk: 'ҚМБ бақылаулары', en: 'PNBR observations' },
    works: { ru: 'Наблюдения за работами', kk: 'Жұмыстарды бақылаулар', en: 'Works observations' },
    driving: {
      ru: 'Наблюдения за вождением',
      kk: 'Көлік жүргізуді бақылаулар',
      en: 'Driving observations',
    },
  },
  create: {
    pnbr: { ru: 'Новое наблюдение ПНБР', kk: 'Жаңа ҚМБ бақылауы', en: 'New PNBR observation' },
    works: { ru: 'Новое наблюдение за работами', kk: 'Жұмыстарды жаңа бақылау', en: 'New works observation' },
    driving: {
      ru: 'Новое наблюдение за вождением',
      kk: 'Көлік жүргізуді жаңа бақылау',
      en: 'New driving observation',
    },
  },
} as const satisfies TTextTree;

/** A kind's head: its spec §2 routes (no view route: its editor shows a sent one read-only). */
const headOf = (kind: TObservationKind, list: string) =>
  ({
    key: `observations_${kind}`,
    texts: {
      titles: {
        list: OBSERVATION_KIND_TEXTS.lists[kind],
        create: OBSERVATION_KIND_TEXTS.create[kind],
        record: OBSERVATION_KIND_TEXTS.kinds[kind],
      },
    },
    routes: { list: `/${list}`, create: `/${list}_create`, record: `/${list}_edit/:id` },
  }) as const satisfies TRecordModuleHead;

/** What the web's shell reads of each kind's manifest before its pages load (no zod). */
export const OBSERVATION_HEADS = {
  pnbr: headOf('pnbr', 'pnbr'),
  works: headOf('works', 'works_observations'),
  driving: headOf('driving', 'driving_observations'),
} as const satisfies Record<TObservationKind, TRecordModuleHead>;
