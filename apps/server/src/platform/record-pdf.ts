import { createRequire } from 'node:module';
import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';
import { PRINT_TEXTS } from '@hse/contracts/print-texts';
import { textAt } from '@hse/contracts/texts';
import type { FastifyReply } from 'fastify';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { attachment } from './download.ts';

// pdfmake is CommonJS whose export is an instance: an ESM import would not see its methods.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

// Roboto, shipped inside pdfmake, has every letter of Russian and Kazakh (ә, ғ, қ, ң, ө, ұ, ү, һ, і).
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
const ROBOTO = {
  normal: font('Roboto-Regular.ttf'),
  bold: font('Roboto-Medium.ttf'),
  italics: font('Roboto-Italic.ttf'),
  bolditalics: font('Roboto-MediumItalic.ttf'),
};
pdfmake.setFonts({ Roboto: ROBOTO });
// A document definition never names files or addresses: nothing outside the fonts is read.
const FONT_FILES = new Set<string>(Object.values(ROBOTO));
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** A label and its value, both already in the reader's language; empty values are left out. */
export type TPrintField = { label: string; value: string | null };

/** A part of a printed record: label–value pairs, repeating rows as a table, or running text. */
export type TPrintBlock =
  | { title: string; fields: TPrintField[] }
  | { title: string; table: { head: string[]; rows: string[][] } }
  | { title: string; text: string };

/** A record as print shows it, in one language. */
export type TPrintable = {
  /** The download's name without `.pdf`: the record's number. */
  file: string;
  /** The kind of record and its number, e.g. "Несчастный случай INC-DOG-2026-00042". */
  title: string;
  /** Status and organization under the title. */
  subtitle: string;
  blocks: TPrintBlock[];
};

/** Formats moments of a record for print in the reader's language and time zone. */
export function printDates(lang: TLanguage, timeZone: string) {
  const locale = FORMAT_LOCALES[lang];
  const date = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const moment = new Intl.DateTimeFormat(locale, { ...date, hour: '2-digit', minute: '2-digit', timeZone });
  const day = new Intl.DateTimeFormat(locale, { ...date, timeZone: 'UTC' });
  return {
    moment: (iso: string | null) => (iso ? moment.format(new Date(iso)) : null),
    /** A calendar day `YYYY-MM-DD`, which has no zone. */
    day: (date: string | null) => (date ? day.format(new Date(`${date}T00:00:00Z`)) : null),
  };
}

/** The zone as a reader checks it: its name and its offset then, e.g. "Asia/Almaty (UTC+05:00)". */
export function zoneName(timeZone: string, at: Date): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', 'UTC') ?? '';
  return offset && offset !== 'UTC' && offset !== timeZone ? `${timeZone} (${offset})` : timeZone;
}

const filled = (value: string | null): value is string => value !== null && value.trim() !== '';

function blockContent(block: TPrintBlock): Content[] {
  const heading: Content = { text: block.title, style: 'section' };
  if ('text' in block) return filled(block.text) ? [heading, { text: block.text }] : [];
  if ('fields' in block) {
    const fields = block.fields.filter((field) => filled(field.value));
    if (fields.length === 0) return [];
    return [
      heading,
      {
        table: {
          widths: [170, '*'],
          body: fields.map((field) => [{ text: field.label, style: 'label' }, field.value ?? '']),
        },
        // Thin rules between pairs only: the first pair is no table header.
        layout: {
          hLineWidth: (line, node) => (line === 0 || line === node.table.body.length ? 0 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => '#cccccc',
        },
      },
    ];
  }
  if (block.table.rows.length === 0) return [];
  return [
    heading,
    {
      table: {
        headerRows: 1,
        widths: block.table.head.map(() => '*'),
        body: [block.table.head.map((text) => ({ text, style: 'label' })), ...block.table.rows],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
}

/** The PDF of a record: A4, its title, its parts, and on every page when and where it was made. */
export function renderPdf(printable: TPrintable, lang: TLanguage, timeZone: string): Promise<Buffer> {
  const t = (key: string) => textAt(PRINT_TEXTS, key, lang);
  const now = new Date();
  const generated = `${t('generated')}: ${printDates(lang, timeZone).moment(now.toISOString())} · ${t('time_zone')}: ${zoneName(timeZone, now)}`;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    info: { title: printable.title },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10, color: '#555555', margin: [0, 0, 0, 8] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      label: { bold: true, color: '#333333' },
    },
    content: [
      { text: printable.title, style: 'title' },
      { text: printable.subtitle, style: 'subtitle' },
      ...printable.blocks.flatMap(blockContent),
    ],
    footer: (page, pages) => ({
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: '#666666',
      columns: [
        { text: generated },
        { text: `${t('page')} ${page} ${t('of')} ${pages}`, alignment: 'right', width: 'auto' },
      ],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}

/** Answers with the PDF as a download named after the record's number. */
export async function sendPdf(reply: FastifyReply, printable: TPrintable, lang: TLanguage, timeZone: string) {
  const bytes = await renderPdf(printable, lang, timeZone);
  return attachment(reply, `${printable.file}.pdf`).type('application/pdf').send(bytes);
}
