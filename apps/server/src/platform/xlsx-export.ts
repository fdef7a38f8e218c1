import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachment } from './download.ts';

export type TExportColumn<R> = {
  header: string;
  width?: number;
  /**
   * A Date is a moment, written as the organization's wall time (`dd.mm.yyyy hh:mm`); a column
   * of `day` writes its `YYYY-MM-DD` strings as dates (`dd.mm.yyyy`), which have no zone.
   */
  value: (row: R) => string | number | Date | null;
  day?: boolean;
};

export const XLSX_MOMENT_FORMAT = 'dd.mm.yyyy hh:mm';
export const XLSX_DAY_FORMAT = 'dd.mm.yyyy';

/**
 * One formatter per zone: making one costs about a hundred times what formatting with it does, and
 * a list asks for today's day per row, the deadline scan for each item's due moment.
 */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Excel keeps no time zone: a cell holds the wall time its reader should see. The moment is moved
 * so that its UTC fields read as the time in `timeZone` (ExcelJS writes a Date by its UTC fields).
 */
export function wallTime(moment: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ),
  );
}

/** A cell's value and its number format: moments and days as Excel dates, the rest as they are. */
function cellOf(
  value: string | number | Date | null,
  day: boolean | undefined,
  timeZone: string,
): { value: string | number | Date | null; numFmt?: string } {
  if (value instanceof Date) return { value: wallTime(value, timeZone), numFmt: XLSX_MOMENT_FORMAT };
  if (day && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return { value: new Date(`${value}T00:00:00Z`), numFmt: XLSX_DAY_FORMAT };
  return { value };
}

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
  /** The organization's zone (config TIME_ZONE) that moments are written in. */
  timeZone: string,
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
        for (const row of rows) {
          const cells = columns.map((column) => cellOf(column.value(row), column.day, timeZone));
          const added = sheet.addRow(cells.map((cell) => cell.value));
          cells.forEach((cell, i) => {
            if (cell.numFmt) added.getCell(i + 1).numFmt = cell.numFmt;
          });
          added.commit();
        }
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
