import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../detail-list';
import { FormSection, GRID_HALF } from '../form-section';
import { FIELD_UI, FieldInput } from './field-registry';
import type { TRecordFormValues } from './form-values';
import type { TFormSlot } from './record-module';

type TEditProps = {
  module: TRecordModule;
  control: Control<TRecordFormValues>;
  /** Absent while creating. */
  record?: TRecordItem;
  /** The module's own parts, each after the section it names. */
  slots?: readonly TFormSlot[];
};

/** The manifest's sections as the editor: an input per field, computed ones read-only. */
export function RecordEditSections({ module, control, record, slots = [] }: TEditProps) {
  return module.sections.map((section) => {
    const computedOnly = section.fields.every((name) => module.fields[name]?.computed);
    const after = slots
      .filter((slot) => slot.after === section.key)
      // Slots are fixed for a module; their order is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      .map(({ Edit }, index) => <Edit key={index} module={module} control={control} record={record} />);
    return (
      <Fragment key={section.key}>
        {!(computedOnly && !record) && (
          <RecordEditSection module={module} section={section} control={control} record={record} />
        )}
        {after}
      </Fragment>
    );
  });
}

type TSectionProps = Omit<TEditProps, 'slots'> & { section: TRecordModule['sections'][number] };

function RecordEditSection({ module, section, control, record }: TSectionProps) {
  const { t } = useTranslation(module.key);
  return (
    <FormSection title={t(`sections.${section.key}`)}>
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

type TDetailsProps = {
  module: TRecordModule;
  record: TRecordItem;
  /** The module's own parts, each after the section it names. */
  slots?: readonly TFormSlot[];
};

/** The manifest's sections, read-only: each value written by its field's kind. */
export function RecordDetails({ module, record, slots = [] }: TDetailsProps) {
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  return (
    <Stack spacing={3} data-testid="record-details">
      {module.sections.map((section) => (
        <Fragment key={section.key}>
          <Stack component="section" spacing={1.5}>
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
          {slots.map(({ after, View }, index) =>
            after === section.key && View ? (
              // Slots are fixed for a module; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <View key={index} module={module} record={record} />
            ) : null,
          )}
        </Fragment>
      ))}
    </Stack>
  );
}
