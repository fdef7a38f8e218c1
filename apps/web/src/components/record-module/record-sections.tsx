import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../detail-list';
import { FormSection, GRID_HALF } from '../form-section';
import { FIELD_UI, FieldInput } from './field-registry';
import type { TRecordFormValues } from './form-values';

type TEditProps = {
  module: TRecordModule;
  control: Control<TRecordFormValues>;
  /** Absent while creating. */
  record?: TRecordItem;
};

/** The manifest's sections as the editor: an input per field, computed ones read-only. */
export function RecordEditSections({ module, control, record }: TEditProps) {
  const { t } = useTranslation(module.key);
  return module.sections.map((section) => {
    const computedOnly = section.fields.every((name) => module.fields[name]?.computed);
    if (computedOnly && !record) return null;
    return (
      <FormSection key={section.key} title={t(`sections.${section.key}`)}>
        {section.fields.map((name) => {
          const field = module.fields[name];
          // What the server computes is there only once it has the record.
          if (!field || (field.computed && !record)) return null;
          const { Display, wide } = FIELD_UI[field.kind];
          return (
            <Grid key={name} size={wide ? 12 : GRID_HALF}>
              {field.computed ? (
                <ReadOnlyValue label={t(`fields.${name}`)} testId={`detail-${name}`}>
                  {record && record[name] !== null && record[name] !== undefined ? (
                    <Display module={module} name={name} field={field} record={record} />
                  ) : null}
                </ReadOnlyValue>
              ) : (
                <FieldInput
                  module={module}
                  name={name}
                  field={field}
                  control={control}
                  label={t(`fields.${name}`)}
                  record={record}
                />
              )}
            </Grid>
          );
        })}
      </FormSection>
    );
  });
}

function ReadOnlyValue({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('records');
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {children || t('values.empty')}
      </Typography>
    </Stack>
  );
}

/** The manifest's sections, read-only: each value written by its field's kind. */
export function RecordDetails({ module, record }: { module: TRecordModule; record: TRecordItem }) {
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  return (
    <Stack spacing={3} data-testid="record-details">
      {module.sections.map((section) => (
        <Stack key={section.key} component="section" spacing={1.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(`sections.${section.key}`)}
          </Typography>
          <DetailList
            empty={records('values.empty')}
            items={section.fields.flatMap((name) => {
              const field = module.fields[name];
              if (!field) return [];
              const { Display, wide } = FIELD_UI[field.kind];
              const empty = record[name] === null || record[name] === undefined || record[name] === '';
              return [
                {
                  key: name,
                  label: t(`fields.${name}`),
                  value: empty ? '' : <Display module={module} name={name} field={field} record={record} />,
                  wide,
                },
              ];
            })}
          />
        </Stack>
      ))}
    </Stack>
  );
}
