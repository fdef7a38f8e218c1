import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachment } from './download.ts';

export type TExportColumn<R> = {
  header: string;
  width?: number;
  value: (row: R) => string | number | Date | null;
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a list to an .xlsx download: rows are written to the zip as each batch arrives and
 * are not kept, so the size of the export does not grow the server's memory. Strings are written
 * inline (no shared-strings table, which would hold every text until the end).
 */
export function sendXlsx<R>(
  reply: FastifyReply,
  filename: string,
  sheetName: string,
  columns: readonly TExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
        // Lets the zip drain before the next batch is read, so a slow client does not pile rows up.
        if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  attachment(reply, filename).type(XLSX_MIME);
  return reply.send(stream);
}
