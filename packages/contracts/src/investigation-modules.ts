import { ACT_MODULE_HEAD, BULLETIN_MODULE_HEAD, REPORT_MODULE_HEAD } from './investigation-module-heads.ts';
import { INVESTIGATION_TEXTS } from './investigation-texts.ts';
import { APPROVAL_WORKFLOW, DOCUMENT_ORDERING } from './investigations.ts';
import { defineRecordModule, type TRecordModuleHead } from './record-module/define.ts';
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

/** What one kind of investigation document declares; the rest is common to the three. */
type TDocumentModuleOptions<F extends Record<string, TField>> = {
  /** Its key, texts, routes and authors (investigation-module-heads.ts). */
  head: TRecordModuleHead;
  entityType: string;
  resource: string;
  numberPrefix: string;
  /** The kind's own fields, after the common ones. */
  fields: F;
};

function documentModule<F extends Record<string, TField>>({
  head,
  fields: own,
  ...names
}: TDocumentModuleOptions<F>) {
  return defineRecordModule({
    ...head,
    // The whole wording beside the head's titles; the head carries only what the shell shows.
    texts: { ...INVESTIGATION_TEXTS, ...head.texts },
    ...names,
    fields: { ...documentFields, ...own },
    organizationField: 'organization_id',
    yearField: 'created_at',
    sections: [],
    list: LIST,
    workflow: APPROVAL_WORKFLOW,
    parts: { files: true, comments: true, history: true, pdf: true },
  });
}

const longText = (max: number) => fields.longText({ max });

/**
 * Corrective measures of a report or an act: each row an item others may name (an event is raised
 * from it with its description and deadline).
 */
const measures = () =>
  fields.rows(
    {
      description: fields.text({ required: true, max: 1000 }),
      responsible: fields.text({ required: true, max: 200 }),
      deadline: fields.date({ required: true }),
    },
    { max: 100, item: { label: 'description', due: 'deadline' } },
  );

export const REPORT_MODULE = documentModule({
  head: REPORT_MODULE_HEAD,
  entityType: 'investigation_report',
  resource: '/api/investigation-reports',
  numberPrefix: 'REP',
  fields: {
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
    measures: measures(),
  },
});

export const ACT_MODULE = documentModule({
  head: ACT_MODULE_HEAD,
  entityType: 'investigation_act',
  resource: '/api/investigation-acts',
  numberPrefix: 'ACT',
  fields: {
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
    measures: measures(),
  },
});

export const BULLETIN_MODULE = documentModule({
  head: BULLETIN_MODULE_HEAD,
  entityType: 'bulletin',
  resource: '/api/bulletins',
  numberPrefix: 'BUL',
  fields: {
    what_happened: longText(5000),
    causes: longText(5000),
    lessons: longText(5000),
    own_organization_only: fields.boolean(),
  },
});
