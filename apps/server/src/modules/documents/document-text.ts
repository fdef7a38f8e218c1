import JSZip from 'jszip';
import { pdfText } from './pdf-text.ts';

/**
 * The most text kept of one file for the search: a tsvector holds at most 1 MB, and three
 * configurations of a long text come near it. The start of a document names what it is about.
 */
export const TEXT_MAX_CHARS = 200_000;

const OFFICE_PARTS: Record<string, RegExp> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': /^ppt\/slides\/slide\d+\.xml$/,
  'application/vnd.oasis.opendocument.text': /^content\.xml$/,
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words of an office XML part: paragraphs and cells become line breaks, tags go. */
function xmlText(xml: string): string {
  return xml
    .replace(/<\/(w:p|a:p|text:p|text:h|si|c|row)>/g, '\n')
    .replace(/<(w:tab|w:br|text:tab|text:line-break)\b[^>]*\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    });
}

async function officeText(data: Buffer, parts: RegExp): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const names = Object.keys(zip.files)
    .filter((name) => parts.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const texts: string[] = [];
  for (const name of names) texts.push(xmlText(await (zip.file(name)?.async('string') ?? '')));
  return texts.join('\n');
}

/**
 * The text of a document's file for the search (decision 063): PDF through pdfjs-dist, the office
 * formats from their XML parts, plain text as it is; null for a file with no text to read (an
 * image). Whitespace is folded and the length capped.
 */
export async function extractText(mime: string, data: Buffer): Promise<string | null> {
  let text: string;
  if (mime === 'application/pdf') text = await pdfText(data, TEXT_MAX_CHARS);
  else if (mime === 'text/plain') text = data.toString('utf8');
  else {
    const parts = OFFICE_PARTS[mime];
    if (!parts) return null;
    text = await officeText(data, parts);
  }
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, TEXT_MAX_CHARS);
}
