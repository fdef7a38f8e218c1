import type { TLanguage } from '@hse/contracts/constants';
import { INVESTIGATION_TEXTS } from '@hse/contracts/investigation-texts';
import type { TAct, TBulletin, TReport } from '@hse/contracts/investigations';
import { textAt } from '@hse/contracts/texts';
import {
  printDates,
  type TPrintable,
  type TPrintBlock,
  type TPrintField,
} from '../../platform/record-pdf.ts';
import type { TDocumentKind } from './document-kinds.ts';

/** The answer of each kind of document, as its item schema declares it. */
export type TDocumentOf = { report: TReport; act: TAct; bulletin: TBulletin };

/** What a kind adds to the general part, and its own parts after it. */
type TOwnParts = { general: TPrintField[]; blocks: TPrintBlock[] };

type TPrinter = {
  t(path: string): string;
  dates: ReturnType<typeof printDates>;
  field(name: string, value: string | null): TPrintField;
  lang: TLanguage;
};

function reportParts(report: TReport, printer: TPrinter): TOwnParts {
  const { t } = printer;
  const blocks: TPrintBlock[] = [
    { title: t('fields.facts'), text: report.facts },
    { title: t('fields.sequence'), text: report.sequence },
    { title: t('fields.immediate_causes'), text: report.immediate_causes },
    {
      title: t('rows.root_causes'),
      table: {
        head: [t('fields.why'), t('fields.because')],
        // The steps of a 5-Why analysis build on each other: their order is part of the answer.
        rows: report.root_causes.map((step, index) => [`${index + 1}. ${step.why}`, step.because]),
      },
    },
    { title: t('fields.conclusions'), text: report.conclusions },
    measuresBlock(report.measures, printer),
  ];
  return { general: [], blocks };
}

/** The corrective measures of a report or an act, as a table. */
const measuresBlock = (measures: TReport['measures'], { t, dates }: TPrinter): TPrintBlock => ({
  title: t('rows.measures'),
  table: {
    head: [t('fields.description'), t('fields.responsible'), t('fields.deadline')],
    rows: measures.map((measure) => [
      measure.description,
      measure.responsible,
      dates.day(measure.deadline) ?? '',
    ]),
  },
});

function actParts(act: TAct, printer: TPrinter): TOwnParts {
  const { t, field, lang } = printer;
  const percent = new Intl.NumberFormat(lang);
  const blocks: TPrintBlock[] = [
    { title: t('fields.direct_cause'), text: act.direct_cause },
    { title: t('fields.text'), text: act.text },
    { title: t('fields.victims'), text: act.victims.join('\n') },
    { title: t('fields.conclusions'), text: act.conclusions },
    {
      title: t('rows.guilt'),
      table: {
        head: [t('fields.full_name'), t('fields.position'), t('fields.percent')],
        rows: act.guilt.map((person) => [person.full_name, person.position, percent.format(person.percent)]),
      },
    },
    {
      title: t('sections.chairman'),
      fields: [
        field('full_name', act.chairman?.full_name ?? null),
        field('position', act.chairman?.position ?? null),
      ],
    },
    {
      title: t('rows.members'),
      table: {
        head: [t('fields.full_name'), t('fields.position')],
        rows: act.members.map((member) => [member.full_name, member.position]),
      },
    },
    measuresBlock(act.measures, printer),
  ];
  return { general: [field('event_type', act.event_type)], blocks };
}

function bulletinParts(bulletin: TBulletin, { t }: TPrinter): TOwnParts {
  // The answer names target organizations by id only; a list of ids would tell a reader nothing.
  const blocks: TPrintBlock[] = [
    { title: t('fields.what_happened'), text: bulletin.what_happened },
    { title: t('fields.causes'), text: bulletin.causes },
    { title: t('fields.lessons'), text: bulletin.lessons },
  ];
  return { general: [], blocks };
}

const OWN_PARTS: { [K in TDocumentKind]: (document: TDocumentOf[K], printer: TPrinter) => TOwnParts } = {
  report: reportParts,
  act: actParts,
  bulletin: bulletinParts,
};

/** A report, act or bulletin as its PDF shows it, every label and value in the reader's language. */
export function printDocument<K extends TDocumentKind>(
  kind: K,
  document: TDocumentOf[K],
  lang: TLanguage,
  timeZone: string,
): TPrintable {
  const t = (path: string) => textAt(INVESTIGATION_TEXTS, path, lang);
  const dates = printDates(lang, timeZone);
  const field = (name: string, value: string | null) => ({ label: t(`fields.${name}`), value });
  // Approval ends the workflow and an approved document is never changed again: its last change is
  // its approval. The answer does not name the approver, so print cannot either.
  const approvedAt = document.status === 'approved' ? dates.moment(document.updated_at) : null;
  const own = OWN_PARTS[kind](document, { t, dates, field, lang });
  return {
    file: document.number,
    title: `${t(`kinds.${kind}`)} ${document.number}`,
    subtitle: `${t(`statuses.${document.status}`)} · ${document.organization_name}`,
    blocks: [
      {
        title: t('sections.general'),
        fields: [
          field('incident_number', document.incident_number),
          field('title', document.title),
          ...own.general,
          field('created_by_fio', document.created_by_fio),
          field('created_at', dates.moment(document.created_at)),
          field('approved_at', approvedAt),
        ],
      },
      ...own.blocks,
    ],
  };
}
