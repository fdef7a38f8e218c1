import type { TLanguage } from '@hse/contracts/constants';
import type { TFormCellError } from '@hse/contracts/form-workbooks';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import {
  checkFormRules,
  computeForm,
  submissionSchemaOf,
  type TFormValues,
} from '@hse/contracts/forms/evaluate';
import { formatMessage } from '@hse/contracts/messages';
import { describeIssue } from '@hse/contracts/validation';
import { AppError } from '../../platform/errors.ts';
import { columnLetter, placeOf, type TCellPlace, type TSheetLayout } from './form-workbook-layout.ts';
import type { TReadValues } from './form-workbook-read.ts';

/**
 * An upload's values checked as the filler checks them (decision 071): the cells' kinds, then
 * the draft's schema (types and bounds, required fields relaxed: a draft may be partial), then
 * the rules' errors, which the filler shows at once and an upload must not carry into a draft.
 * Every error is answered at once with its sheet, row, column and cell; nothing is saved.
 */
export function checkedUpload(
  definition: TFormDefinition,
  draft: TFormDefinition,
  layout: readonly TSheetLayout[],
  read: TReadValues,
  lang: TLanguage,
): TFormValues {
  const found: (TCellPlace & { message: string })[] = read.problems.map((p) => ({
    ...p,
    message: formatMessage(p.key, lang, p.params),
  }));
  // A cell is refused once: for its kind, else by the schema, else by the first rule that fails.
  const refused = new Set(found.map((p) => `${p.sheet}!${p.row}:${p.column}`));
  const at = (path: readonly string[], message: string) => {
    const place = placeOf(layout, path, read.sheetRows) ?? {
      sheet: layout[0]?.name ?? '',
      row: 1,
      column: 1,
    };
    const key = `${place.sheet}!${place.row}:${place.column}`;
    if (refused.has(key)) return;
    refused.add(key);
    found.push({ ...place, message });
  };
  const parsed = submissionSchemaOf(draft).safeParse(read.values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const { key, params } = describeIssue(issue);
      at(issue.path.map(String), formatMessage(key, lang, params));
    }
  // The rules run on what could be read even when some cells are wrong, so every error is told at once.
  const values = parsed.success ? parsed.data : read.values;
  const broken = checkFormRules(definition, computeForm(definition, values), lang).errors;
  for (const [where, messages] of Object.entries(broken))
    for (const message of messages) at(where.split('.'), message);
  if (found.length === 0) return values;
  const order = new Map(layout.map((sheet, i) => [sheet.name, i]));
  const cells: TFormCellError[] = found
    .sort(
      (a, b) =>
        (order.get(a.sheet) ?? -1) - (order.get(b.sheet) ?? -1) || a.row - b.row || a.column - b.column,
    )
    .map((p) => {
      const column = columnLetter(p.column);
      return { sheet: p.sheet, row: p.row, column, cell: `${column}${p.row}`, message: p.message };
    });
  const byCell: Record<string, string[]> = {};
  for (const c of cells)
    byCell[`${c.sheet}!${c.cell}`] = [...(byCell[`${c.sheet}!${c.cell}`] ?? []), c.message];
  throw new AppError(
    400,
    'forms.upload_invalid',
    { count: cells.length },
    undefined,
    {},
    {
      // Already in the reader's language: the same text under each language's key.
      texts: Object.fromEntries(
        Object.entries(byCell).map(([k, v]) => [k, v.map((m) => ({ ru: m, kk: m, en: m }))]),
      ),
      body: { cells },
    },
  );
}
