import type { TFormFieldSpec } from '@hse/contracts/forms/definition';
import { fieldOfSpec } from '@hse/contracts/forms/evaluate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field';
import { useLanguage } from '../../components/localized';
import {
  DateInput,
  NumberInput,
  OrganizationInput,
  PersonInput,
  TextInput,
} from '../../components/record-module/field-inputs';
import type { TContext } from './filler-context';
import { labelWithUnit, optionLabel } from './filler-labels';
import { Notes } from './filler-notes';
import { FORM_SCREENS_NS } from './texts';

export function ScalarField({ spec, ctx }: { spec: TFormFieldSpec; ctx: TContext }) {
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
