import { FORMAT_LOCALES, type TLanguage } from '@hse/contracts/constants';
import { FORM_CHANGE_SHARE } from '@hse/contracts/form-submissions';
import {
  NUMERIC_FORM_KINDS,
  type TFormFieldSpec,
  type TFormSection,
  type TFormTable,
} from '@hse/contracts/forms/definition';
import { fieldOfSpec, type TFormComputed, type TFormRow } from '@hse/contracts/forms/evaluate';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { NULLABLE_TRANSFORM, NUMBER_TRANSFORM } from '../../components/form/field-transforms';
import { SelectField } from '../../components/form/select-field';
import { useLanguage } from '../../components/localized';
import { PickersProvider } from '../../components/record-module/date-pickers';
import {
  DateInput,
  NumberInput,
  OrganizationInput,
  PersonInput,
  TextInput,
  type TRecordFormValues,
} from '../../components/record-module/field-inputs';
import { formChanges, type TFormChange } from './form-changes';
import { FORM_SCREENS_NS } from './texts';
import type { TFormFiller } from './use-form-filler';

type TProps = {
  filler: TFormFiller;
  /** Shown, not changed: a form sent, accepted, or not the reader's to fill. */
  readOnly?: boolean;
  /** The previous period's submission, computed, to show beside each number. */
  previous?: TFormComputed | null;
  /** A change above this share of the previous value is flagged (0.5: 50 %). */
  changeShare?: number;
};

/** What each part of the form needs to draw a value, its messages and its previous value. */
type TContext = {
  filler: TFormFiller;
  control: Control<TRecordFormValues>;
  readOnly: boolean;
  lang: TLanguage;
  changes: Map<string, TFormChange>;
  format: (value: unknown) => string;
};

const NUMBER_KINDS = new Set(NUMERIC_FORM_KINDS);

const labelWithUnit = (
  spec: { label: Record<TLanguage, string>; unit?: Record<TLanguage, string> },
  lang: TLanguage,
) => (spec.unit ? `${spec.label[lang]}, ${spec.unit[lang]}` : spec.label[lang]);

/**
 * A periodic form of any definition (decision 058): its sections of fields, its tables with their
 * row and column totals, computed values and the rules' errors and warnings where they belong, all
 * as the user types; beside each number the previous period's value and a flag when it moved
 * more than the set share.
 */
export function FormFiller({
  filler,
  readOnly = false,
  previous = null,
  changeShare = FORM_CHANGE_SHARE,
}: TProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const { definition, computed, findings } = filler;
  const changes = useMemo(
    () =>
      previous ? formChanges(definition, computed, previous, changeShare) : new Map<string, TFormChange>(),
    [definition, computed, previous, changeShare],
  );
  const format = useMemo(() => {
    const numbers = new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: 6 });
    return (value: unknown) =>
      typeof value === 'number' ? numbers.format(value) : value == null ? '' : String(value);
  }, [lang]);
  const ctx: TContext = {
    filler,
    control: filler.form.control as unknown as Control<TRecordFormValues>,
    readOnly,
    lang,
    changes,
    format,
  };
  const errorCount = Object.values(findings.errors).reduce((n, list) => n + list.length, 0);
  const warningCount = Object.values(findings.warnings).reduce((n, list) => n + list.length, 0);
  const flagged = [...changes.values()].filter((change) => change.flagged).length;
  const share = new Intl.NumberFormat(FORMAT_LOCALES[lang], { style: 'percent' }).format(changeShare);
  return (
    <PickersProvider>
      <Stack spacing={2} data-testid="form-filler">
        {filler.restored && !readOnly && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={filler.discardDraft}>
                {t('filler.discard_draft')}
              </Button>
            }
          >
            {t('filler.draft_restored')}
          </Alert>
        )}
        <div role="status" aria-live="polite">
          <Stack spacing={1}>
            {errorCount > 0 && !readOnly && (
              <Alert severity="error" data-testid="form-rule-errors">
                {t('filler.errors_count', { count: errorCount })}
              </Alert>
            )}
            {warningCount > 0 && (
              <Alert severity="warning" data-testid="form-rule-warnings">
                {t('filler.warnings_count', { count: warningCount })}
              </Alert>
            )}
            {flagged > 0 && (
              <Alert severity="warning" icon={<WarningIcon />} data-testid="form-changes">
                {t('filler.changed_count', { count: flagged, share })}
              </Alert>
            )}
          </Stack>
        </div>
        {definition.sections.map((section) => (
          <FormSectionPart key={section.key} section={section} ctx={ctx} />
        ))}
      </Stack>
    </PickersProvider>
  );
}

function FormSectionPart({ section, ctx }: { section: TFormSection; ctx: TContext }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {section.label[ctx.lang]}
      </Typography>
      <Stack spacing={3}>
        {section.fields.length > 0 && (
          <Grid container spacing={2}>
            {section.fields.map((spec) => (
              <Grid key={spec.key} size={spec.kind === 'long_text' ? 12 : { xs: 12, sm: 6, md: 4 }}>
                <ScalarField spec={spec} ctx={ctx} />
              </Grid>
            ))}
          </Grid>
        )}
        {section.tables.map((table) => (
          <FormTablePart key={table.key} table={table} ctx={ctx} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The rules' messages about one place, errors then warnings, and its previous period's value. */
function Notes({ path, ctx, id }: { path: string; ctx: TContext; id?: string }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const errors = ctx.readOnly ? [] : (ctx.filler.findings.errors[path] ?? []);
  const warnings = ctx.filler.findings.warnings[path] ?? [];
  const change = ctx.changes.get(path);
  if (errors.length === 0 && warnings.length === 0 && !change) return id ? <span id={id} /> : null;
  const share =
    change?.share != null
      ? new Intl.NumberFormat(FORMAT_LOCALES[ctx.lang], {
          style: 'percent',
          maximumFractionDigits: 0,
        }).format(change.share)
      : '∞';
  return (
    <Box id={id} sx={{ mt: 0.5 }}>
      {errors.map((message) => (
        <FormHelperText key={message} error data-testid={`rule-error-${path}`}>
          {message}
        </FormHelperText>
      ))}
      {warnings.map((message) => (
        <FormHelperText key={message} sx={{ color: 'warning.dark' }} data-testid={`rule-warning-${path}`}>
          {message}
        </FormHelperText>
      ))}
      {change && (
        <FormHelperText data-testid={`previous-${path}`} sx={{ m: 0 }}>
          {t('filler.previous', { value: ctx.format(change.previous) })}
        </FormHelperText>
      )}
      {change?.flagged && (
        <FormHelperText sx={{ color: 'warning.dark', m: 0 }} data-testid={`changed-${path}`}>
          <WarningIcon sx={{ fontSize: 14, verticalAlign: 'text-bottom', mr: 0.5 }} aria-hidden />
          {t('filler.changed', { share })}
        </FormHelperText>
      )}
    </Box>
  );
}

function ScalarField({ spec, ctx }: { spec: TFormFieldSpec; ctx: TContext }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const label = labelWithUnit(spec, ctx.lang);
  const value = ctx.filler.computed.values[spec.key];
  if (spec.kind === 'computed' || ctx.readOnly)
    return (
      <Box data-testid={`value-${spec.key}`}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="output" sx={{ display: 'block', fontWeight: 500, minHeight: 24 }}>
          {ctx.format(spec.kind === 'choice' ? optionLabel(spec, value, ctx.lang) : value) || '—'}
        </Typography>
        {spec.kind === 'computed' && !ctx.readOnly && (
          <Typography variant="caption" color="text.secondary">
            {t('filler.computed')}
          </Typography>
        )}
        <Notes path={spec.key} ctx={ctx} />
      </Box>
    );
  const props = { name: spec.key, field: fieldOfSpec(spec), control: ctx.control, label };
  return (
    <Box>
      <ScalarInput spec={spec} props={props} />
      <Notes path={spec.key} ctx={ctx} />
    </Box>
  );
}

type TInputProps = Parameters<typeof TextInput>[0];

/** The registry's input of the field's kind; a choice's options are the definition's own. */
function ScalarInput({ spec, props }: { spec: TFormFieldSpec; props: TInputProps }): ReactNode {
  const lang = useLanguage();
  switch (spec.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return <NumberInput {...props} />;
    case 'date':
      return <DateInput {...props} />;
    case 'organization':
      return <OrganizationInput {...props} />;
    case 'person':
      return <PersonInput {...props} />;
    case 'choice':
      return (
        <SelectField
          control={props.control}
          name={props.name}
          label={props.label}
          required={spec.required}
          nullable={!spec.required}
          options={spec.options.map((option) => ({ value: option.value, label: option.label[lang] }))}
        />
      );
    default:
      return <TextInput {...props} />;
  }
}

function optionLabel(spec: TFormFieldSpec, value: unknown, lang: TLanguage): unknown {
  if (spec.kind !== 'choice') return value;
  return spec.options.find((option) => option.value === value)?.label[lang] ?? value;
}

const COLUMN_WIDTH: Partial<Record<TFormFieldSpec['kind'], number>> = {
  text: 200,
  long_text: 240,
  date: 160,
  choice: 180,
};

function FormTablePart({ table, ctx }: { table: TFormTable; ctx: TContext }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const captionId = useId();
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({
    // The values are one record of the definition's keys: a table's key holds its rows.
    control: ctx.control as unknown as Control<Record<string, TFormRow[]>>,
    name: table.key,
  });
  const free = table.rows.mode === 'free';
  const max = table.rows.mode === 'free' ? table.rows.max : 0;
  const totals = ctx.filler.computed.totals[table.key] ?? {};
  const computedRows = (ctx.filler.computed.values[table.key] as TFormRow[] | undefined) ?? [];
  const rowLabel = (index: number) =>
    table.rows.mode === 'fixed'
      ? (table.rows.rows[index]?.label[ctx.lang] ?? '')
      : t('filler.row_number', { n: index + 1 });
  const emptyRow = () =>
    Object.fromEntries(table.columns.filter((c) => c.kind !== 'computed').map((c) => [c.key, null]));
  return (
    <Box>
      <Typography id={captionId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {table.label[ctx.lang]}
      </Typography>
      {/* A wide table scrolls inside its own box, never the page; the box takes the keyboard too. */}
      <Box
        role="region"
        aria-label={t('filler.table_region', { table: table.label[ctx.lang] })}
        tabIndex={0}
        data-testid={`table-${table.key}`}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Table size="small" aria-labelledby={captionId} sx={{ minWidth: 'max-content' }}>
          <TableHead>
            <TableRow>
              <TableCell
                sx={{
                  minWidth: { xs: 110, sm: 160 },
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                }}
              >
                {t('filler.row')}
              </TableCell>
              {table.columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={NUMBER_KINDS.has(column.kind) ? 'right' : 'left'}
                  sx={{ minWidth: COLUMN_WIDTH[column.kind] ?? 130, verticalAlign: 'bottom' }}
                >
                  {labelWithUnit(column, ctx.lang)}
                </TableCell>
              ))}
              {free && !ctx.readOnly && <TableCell aria-hidden />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.id} data-testid={`row-${table.key}-${index}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, maxWidth: 220 }}
                >
                  {rowLabel(index)}
                </TableCell>
                {table.columns.map((column) => (
                  <TableCell key={column.key} align={NUMBER_KINDS.has(column.kind) ? 'right' : 'left'}>
                    <Cell
                      table={table}
                      column={column}
                      index={index}
                      rowLabel={rowLabel(index)}
                      value={computedRows[index]?.[column.key]}
                      ctx={ctx}
                    />
                  </TableCell>
                ))}
                {free && !ctx.readOnly && (
                  <TableCell>
                    <IconButton
                      color="error"
                      aria-label={`${t('filler.remove_row')}: ${rowLabel(index)}`}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={table.columns.length + 2}>{t('filler.no_rows')}</TableCell>
              </TableRow>
            )}
            {table.totalRow && (
              <TableRow data-testid={`total-${table.key}`} sx={{ bgcolor: 'action.hover' }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    fontWeight: 600,
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                  }}
                >
                  {t('filler.total')}
                </TableCell>
                {table.columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align="right"
                    sx={{ fontWeight: 600 }}
                    data-testid={`total-${table.key}-${column.key}`}
                  >
                    {column.key in totals ? ctx.format(totals[column.key]) : ''}
                    <Notes path={`${table.key}.total.${column.key}`} ctx={ctx} />
                  </TableCell>
                ))}
                {free && !ctx.readOnly && <TableCell />}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {free && !ctx.readOnly && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => append(emptyRow())} disabled={rows.length >= max}>
            {t('filler.add_row')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('filler.rows_max', { max })}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

/** A long rule message wraps under its cell instead of widening the whole column. */
const CELL_BOX = { maxWidth: 260 } as const;

type TCellProps = {
  table: TFormTable;
  column: TFormFieldSpec;
  index: number;
  rowLabel: string;
  value: unknown;
  ctx: TContext;
};

/** One cell: its input named "column, row" for a screen reader, its messages under it. */
function Cell({ table, column, index, rowLabel, value, ctx }: TCellProps) {
  const errorText = useFieldErrorText();
  const notesId = useId();
  const path = `${table.key}.${index}.${column.key}`;
  if (column.kind === 'computed' || ctx.readOnly)
    return (
      <Box data-testid={`cell-${path}`} sx={CELL_BOX}>
        <output aria-label={`${column.label[ctx.lang]}, ${rowLabel}`}>
          {ctx.format(optionLabel(column, value, ctx.lang))}
        </output>
        <Notes path={path} ctx={ctx} />
      </Box>
    );
  const numberKind = NUMBER_KINDS.has(column.kind);
  const transform = numberKind ? NUMBER_TRANSFORM : NULLABLE_TRANSFORM;
  const rules = (ctx.filler.findings.errors[path] ?? []).length > 0;
  return (
    <Controller
      name={path}
      control={ctx.control}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error?.message);
        const invalid = Boolean(error) || rules;
        const describedBy = `${notesId}-error ${notesId}`;
        const common = {
          name: field.name,
          inputRef: field.ref,
          onBlur: field.onBlur,
          error: invalid,
          size: 'small' as const,
          fullWidth: true,
        };
        const aria = {
          'aria-label': `${column.label[ctx.lang]}, ${rowLabel}`,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'aria-required': 'required' in column && column.required === true,
          'data-testid': `cell-${path}`,
        };
        return (
          <Box sx={CELL_BOX}>
            {column.kind === 'choice' ? (
              <Select
                {...common}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                inputProps={aria}
                displayEmpty
              >
                <MenuItem value="">—</MenuItem>
                {column.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label[ctx.lang]}
                  </MenuItem>
                ))}
              </Select>
            ) : (
              <OutlinedInput
                {...common}
                type={numberKind ? 'number' : column.kind === 'date' ? 'date' : 'text'}
                value={transform.toInput(field.value)}
                onChange={(event) => field.onChange(transform.fromInput(event.target.value))}
                inputProps={{
                  ...aria,
                  step: column.kind === 'integer' ? 1 : 'any',
                  inputMode: column.kind === 'integer' ? 'numeric' : numberKind ? 'decimal' : undefined,
                  style: numberKind ? { textAlign: 'right' } : undefined,
                }}
              />
            )}
            <div id={`${notesId}-error`}>
              {error && (
                <FormHelperText error sx={{ mx: 0 }}>
                  {error}
                </FormHelperText>
              )}
            </div>
            <Notes id={notesId} path={path} ctx={ctx} />
          </Box>
        );
      }}
    />
  );
}
