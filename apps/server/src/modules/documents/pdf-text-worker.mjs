// The PDF text worker of pdf-text.ts. Plain JavaScript, so that the worker starts on any Node
// without the server's TypeScript loader. Asked `{ id, data, max }`, it answers `{ id, text }`, the
// text page by page until `max` characters, or `{ id, error }`.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function pdfText({ data, max }) {
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, stopAtErrors: false })
    .promise;
  try {
    const pages = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length < max; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const page = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('');
      pages.push(page);
      length += page.length;
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

parentPort?.on('message', (ask) => {
  pdfText(ask).then(
    (text) => parentPort?.postMessage({ id: ask.id, text }),
    (error) => parentPort?.postMessage({ id: ask.id, error: String(error) }),
  );
});
