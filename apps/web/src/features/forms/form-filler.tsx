import { FORMAT_LOCALES } from '@hse/contracts/constants';
import { FORM_CHANGE_SHARE } from '@hse/contracts/form-submissions';
import type { TFormSection } from '@hse/contracts/forms/definition';
import type { TFormComputed } from '@hse/contracts/forms/evaluate';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { PickersProvider } from '../../components/record-module/date-pickers';
import type { TRecordFormValues } from '../../components/record-module/field-inputs';
import type { TContext } from './filler-context';
import { ScalarField } from './filler-scalar-field';
import { FormTablePart } from './filler-table';
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
