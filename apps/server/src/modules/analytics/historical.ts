import { HISTORICAL_KEYS, type THistoricalImportResult } from '@hse/contracts/analytics/index';
import type { TLanguage } from '@hse/contracts/constants';
import { formatMessage, type TMessageKey } from '@hse/contracts/messages';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TAuthUser } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { rowsOf } from './context.ts';
import { REGISTER_FROM_YEAR } from './overview.ts';

const COLUMNS = ['organization', 'year', ...HISTORICAL_KEYS] as const;
const FIRST_YEAR = 1990;

/** The template: the columns and one example row per subsidiary of the last year before the register. */
export async function historicalTemplate(deps: TDeps): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('history');
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key === 'organization' ? 18 : 14 }));
  sheet.getRow(1).font = { bold: true };
  const subsidiaries = await rowsOf<{ short_name: string }>(
    deps.db,
    sql`select short_name from organizations where kind = 'subsidiary' and deleted_at is null and short_name <> '' order by short_name`,
  );
  for (const s of subsidiaries) sheet.addRow({ organization: s.short_name, year: REGISTER_FROM_YEAR - 1 });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cellValue = (value: ExcelJS.CellValue): unknown => {
  if (value && typeof value === 'object' && 'result' in value) return value.result;
  if (value && typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  return value;
};

type TParsed = { organizationId: string; year: number; key: string; value: number };

/**
 * Reads every row and checks it; saves only when no row has an error, in one transaction, a
 * cell of the same organization, year and key replacing the earlier one.
 */
export async function importHistory(
  deps: TDeps,
  actor: TAuthUser,
  lang: TLanguage,
  data: Buffer,
  dryRun: boolean,
): Promise<THistoricalImportResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('errors.bad_request', { file: ['validation.invalid'] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('errors.bad_request', { file: ['validation.invalid'] });
  // A row's values start at index 1 and may have holes: read them by cell.
  const at = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    at.set(String(cellValue(cell.value) ?? '').trim(), column);
  });
  const missing = COLUMNS.slice(0, 2).filter((c) => !at.has(c));
  if (missing.length > 0) throw badRequest('errors.bad_request', { file: ['validation.invalid'] });
  const orgs = await rowsOf<{ id: string; short_name: string; bin: string }>(
    deps.db,
    sql`select id, short_name, bin from organizations where deleted_at is null`,
  );
  const orgOf = (text: string) =>
    orgs.find(
      (o) => (o.short_name && o.short_name.toLowerCase() === text.toLowerCase()) || (o.bin && o.bin === text),
    );
  const errors: THistoricalImportResult['errors'] = [];
  const error = (
    row: number,
    column: string,
    key: TMessageKey,
    params: Record<string, string | number> = {},
  ) => errors.push({ row, column, message: formatMessage(key, lang, params) });
  const parsed: TParsed[] = [];
  let rows = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const read = (column: string) => {
      const i = at.get(column);
      return i === undefined ? undefined : cellValue(row.getCell(i).value);
    };
    rows += 1;
    const orgText = String(read('organization') ?? '').trim();
    const organization = orgText ? orgOf(orgText) : undefined;
    if (!orgText) error(number, 'organization', 'validation.required');
    else if (!organization) error(number, 'organization', 'validation.invalid');
    const year = Number(read('year'));
    if (!Number.isInteger(year) || year < FIRST_YEAR || year >= REGISTER_FROM_YEAR)
      error(number, 'year', 'validation.invalid');
    for (const key of HISTORICAL_KEYS) {
      const raw = read(key);
      if (raw === undefined || raw === null || raw === '') continue;
      const value = typeof raw === 'number' ? raw : Number(String(raw).replace(',', '.').replace(/\s/g, ''));
      if (!Number.isFinite(value)) error(number, key, 'validation.number');
      else if (value < 0) error(number, key, 'validation.invalid');
      else if (organization) parsed.push({ organizationId: organization.id, year, key, value });
    }
  });
  if (rows > 5000) throw badRequest('errors.bad_request', { file: ['validation.invalid'] });
  if (errors.length > 0 || dryRun) return { rows, saved: 0, dry_run: dryRun, errors };
  await deps.db.transaction(async (tx) => {
    for (const p of parsed)
      await tx.execute(sql`insert into analytics_history (id, organization_id, year, key, value, created_by)
        values (${newId()}, ${p.organizationId}, ${p.year}, ${p.key}, ${p.value}, ${actor.id})
        on conflict (organization_id, year, key) do update set value = excluded.value,
          created_at = now(), created_by = excluded.created_by`);
    await recordHistory(tx, {
      entityType: 'analytics_history',
      entityId: actor.id,
      action: 'import',
      actorId: actor.id,
      changes: { rows: { from: null, to: rows }, figures: { from: null, to: parsed.length } },
    });
  });
  return { rows, saved: parsed.length, dry_run: false, errors };
}
