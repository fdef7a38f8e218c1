import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { namesOf } from '@hse/contracts/record-module/schemas';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../localized';

/** This browser's zone: a moment reads as the reader's own clock, as the editor shows it. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Ids and the names the answer gives for them, the record's organization among them. */
export function recordNames(module: TRecordModule, row: Record<string, unknown>): Record<string, string> {
  const names = namesOf(module, row);
  if (typeof row.organization_id === 'string' && typeof row.organization_name === 'string')
    names[row.organization_id] = row.organization_name;
  return names;
}

/** A value as one line of text, as the export and the PDF write it (contracts' `displayValue`). */
export function fieldText(
  module: TRecordModule,
  name: string,
  field: TField,
  row: Record<string, unknown>,
  lang: TLanguage,
): string {
  return displayValue(name, field, row[name], {
    texts: module.texts,
    lang,
    timeZone: TIME_ZONE,
    names: recordNames(module, row),
  });
}

export type TFieldDisplayProps = {
  module: TRecordModule;
  name: string;
  field: TField;
  record: Record<string, unknown>;
};

/** Most kinds read as their text. */
export function TextDisplay({ module, name, field, record }: TFieldDisplayProps) {
  return fieldText(module, name, field, record, useLanguage());
}

/** Rows as a small table of their fields, each written by its own kind. */
export function RowsDisplay({ module, name, field, record }: TFieldDisplayProps) {
  const { t } = useTranslation(module.key);
  const lang = useLanguage();
  const rows = (record[name] ?? []) as Record<string, unknown>[];
  const columns = Object.entries(field.row ?? {});
  if (rows.length === 0) return '';
  return (
    <Table size="small" aria-label={t(`fields.${name}`)}>
      <TableHead>
        <TableRow>
          {columns.map(([key]) => (
            <TableCell key={key}>{t(`rows.${name}.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          // Rows have no ids of their own; their order is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <TableRow key={index}>
            {columns.map(([key, cell]) => (
              <TableCell key={key}>{fieldText(module, key, cell, row, lang)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
