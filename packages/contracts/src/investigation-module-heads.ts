import type { TRecordModuleHead } from './record-module/define.ts';

/** Who may write an investigation document of a message they see. */
export const INVESTIGATION_AUTHOR_ROLES = ['dotos', 'headdotos'] as const;

type TText = { ru: string; kk: string; en: string };

/** One report, act or bulletin by name: what the shell shows; the whole wording is the manifests' (decision 055). */
export const INVESTIGATION_KIND_TEXTS = {
  report: {
    ru: 'Отчёт о внутреннем расследовании',
    kk: 'Ішкі тергеу есебі',
    en: 'Internal investigation report',
  },
  act: {
    ru: 'Акт специального расследования',
    kk: 'Арнайы тергеу актісі',
    en: 'Special investigation act',
  },
  bulletin: { ru: 'Информационный бюллетень', kk: 'Ақпараттық бюллетень', en: 'Information bulletin' },
} as const satisfies Record<string, TText>;

/**
 * A kind's head: what the web's shell reads before the kind's pages load (plain data, no zod).
 * `list` names its documents in the plural (the list's title, the export file's name), `record`
 * one of them (its page's and its PDF's title, and its editor's name while new).
 */
function documentHead<K extends string>(
  key: K,
  routes: TRecordModuleHead['routes'],
  { list, record }: { list: TText; record: TText },
) {
  return {
    key,
    texts: { titles: { list, record, create: record }, export: { file: list } },
    createRoles: INVESTIGATION_AUTHOR_ROLES,
    routes,
  } satisfies TRecordModuleHead;
}

export const REPORT_MODULE_HEAD = documentHead(
  'investigation_reports',
  { list: '/report', create: '/report-create/:id', record: '/report-view/:id' },
  {
    list: {
      ru: 'Отчёты о внутреннем расследовании',
      kk: 'Ішкі тергеу есептері',
      en: 'Internal investigation reports',
    },
    record: INVESTIGATION_KIND_TEXTS.report,
  },
);

export const ACT_MODULE_HEAD = documentHead(
  'investigation_acts',
  { list: '/investigation', create: '/investigation-create/:id', record: '/investigation-view/:msgId/:id' },
  {
    list: {
      ru: 'Акты специального расследования',
      kk: 'Арнайы тергеу актілері',
      en: 'Special investigation acts',
    },
    record: INVESTIGATION_KIND_TEXTS.act,
  },
);

export const BULLETIN_MODULE_HEAD = documentHead(
  'bulletins',
  { list: '/bulletin', create: '/bulletin-create/:id', record: '/bulletin-view/:id' },
  {
    list: { ru: 'Информационные бюллетени', kk: 'Ақпараттық бюллетеньдер', en: 'Information bulletins' },
    record: INVESTIGATION_KIND_TEXTS.bulletin,
  },
);
