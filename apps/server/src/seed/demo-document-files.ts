import JSZip from 'jszip';
import { renderPdf } from '../platform/record-pdf.ts';

/**
 * Small real files for the demo documents and the tests, made in code (no download): a PDF through
 * the platform's PDF maker, a DOCX as the few XML parts Word needs. Both carry text to be found.
 */
export function demoPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  return renderPdf(
    { file: title, title, subtitle: '', blocks: paragraphs.map((text, i) => ({ title: `${i + 1}.`, text })) },
    'ru',
    'Asia/Almaty',
  );
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

export async function demoDocx(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const body = [title, ...paragraphs]
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  // The content types first: that is how a reader (and the type check) knows an Office file.
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
