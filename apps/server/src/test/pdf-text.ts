import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF and its title. Spaces are left out: the reader places each
 * word (and each part of a hyphenated one) on its own, so tests compare text without them.
 */
export async function pdfText(bytes: Buffer): Promise<{ title: string; pages: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { title: (info as { Title?: string }).Title ?? '', pages };
}
