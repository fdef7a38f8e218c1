import { INVESTIGATION_TEXTS } from './investigation-texts.ts';
import { APPROVAL_WORKFLOW, DOCUMENT_ORDERING, INVESTIGATION_AUTHOR_ROLES } from './investigations.ts';
import { defineRecordModule, type TModuleRoutes } from './record-module/define.ts';
import { fields, type TField } from './record-module/fields.ts';

/**
 * The three kinds of investigation document as record manifests (decision 014: one module, three
 * kinds). What the layer's field types express is declared here; the act's commission (chairman,
 * members, victims) and the bulletin's target organizations are values no field type holds yet,
 * so their schemas stay the hand-written ones of `investigations.ts`.
 */
const documentFields = {
  /** The message's organization: set from the message, never by the client. */
  organization_id: fields.organization({ computed: true }),
  incident_id: fields.reference('/api/incidents/', { required: true }),
  title: fields.text({ required: true, max: 300 }),
  /** A document is numbered by the year it is written in. */
  created_at: fields.datetime({ computed: true }),
};

const LIST = {
  columns: ['number', 'status', 'title', 'incident_id', 'organization_id', 'created_at', 'created_by_fio'],
  filters: ['status', 'organization_id', 'incident_id'],
  // The search reads the message's number too: a reference is searched by its name.
  search: ['title', 'incident_id'],
  ordering: DOCUMENT_ORDERING,
  defaultOrdering: '-created_at',
  thenBy: { status: 'created_at' },
} as const;

type TText = { ru: string; kk: string; en: string };

function documentModule<F extends Record<string, TField>>(
  /** Its documents, in the plural: the list's title and the export file's name. */
  file: TText,
  /** One document: the title of its page and its PDF. */
  record: TText,
  key: string,
  entityType: string,
  resource: string,
  numberPrefix: string,
  routes: TModuleRoutes,
  own: F,
) {
  return defineRecordModule({
    key,
    entityType,
    resource,
    numberPrefix,
    texts: { ...INVESTIGATION_TEXTS, titles: { list: file, record }, export: { file } },
    fields: { ...documentFields, ...own },
    organizationField: 'organization_id',
    yearField: 'created_at',
    sections: [],
    list: LIST,
    workflow: APPROVAL_WORKFLOW,
    createRoles: INVESTIGATION_AUTHOR_ROLES,
    parts: { files: true, comments: true, history: true, pdf: true },
    routes,
  });
}

const longText = (max: number) => fields.longText({ max });

export const REPORT_MODULE = documentModule(
  {
    ru: 'Отчёты о внутреннем расследовании',
    kk: 'Ішкі тергеу есептері',
    en: 'Internal investigation reports',
  },
  INVESTIGATION_TEXTS.kinds.report,
  'investigation_reports',
  'investigation_report',
  '/api/investigation-reports',
  'REP',
  { list: '/report', create: '/report-create/:id', record: '/report-view/:id' },
  {
    facts: longText(10_000),
    sequence: longText(10_000),
    immediate_causes: longText(5000),
    root_causes: fields.rows(
      {
        why: fields.text({ required: true, max: 1000 }),
        because: fields.text({ required: true, max: 1000 }),
      },
      { max: 5 },
    ),
    conclusions: longText(10_000),
    measures: fields.rows(
      {
        description: fields.text({ required: true, max: 1000 }),
        responsible: fields.text({ required: true, max: 200 }),
        deadline: fields.date({ required: true }),
      },
      { max: 100 },
    ),
  },
);

export const ACT_MODULE = documentModule(
  { ru: 'Акты специального расследования', kk: 'Арнайы тергеу актілері', en: 'Special investigation acts' },
  INVESTIGATION_TEXTS.kinds.act,
  'investigation_acts',
  'investigation_act',
  '/api/investigation-acts',
  'ACT',
  { list: '/investigation', create: '/investigation-create/:id', record: '/investigation-view/:id' },
  {
    event_type: fields.text({ max: 300 }),
    direct_cause: longText(5000),
    text: longText(20_000),
    conclusions: longText(10_000),
    guilt: fields.rows(
      {
        full_name: fields.text({ required: true, max: 200 }),
        position: fields.text({ max: 200 }),
        percent: fields.percent({ required: true }),
      },
      { max: 20 },
    ),
  },
);

export const BULLETIN_MODULE = documentModule(
  { ru: 'Информационные бюллетени', kk: 'Ақпараттық бюллетеньдер', en: 'Information bulletins' },
  INVESTIGATION_TEXTS.kinds.bulletin,
  'bulletins',
  'bulletin',
  '/api/bulletins',
  'BUL',
  { list: '/bulletin', create: '/bulletin-create/:id', record: '/bulletin-view/:id' },
  {
    what_happened: longText(5000),
    causes: longText(5000),
    lessons: longText(5000),
    own_organization_only: fields.boolean(),
  },
);
