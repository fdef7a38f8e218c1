import {
  childFormSchemaOf,
  childNameKeyOf,
  type TChildItem,
  type TChildModule,
  type TChildSection,
} from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { nameKeyOf, type TRecordItem } from '@hse/contracts/record-module/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { DetailList, type TDetail } from '../detail-list';
import { errorDetail, isConflict } from '../error-detail';
import { applyServerErrors } from '../form/server-errors';
import { localizedZodResolver } from '../form/zod-resolver';
import { useLanguage } from '../localized';
import { useNarrowScreen } from '../use-narrow-screen';
import { useSaveChild } from './children-queries';
import { FieldInput } from './field-registry';
import { emptyValueOf, type TRecordFormValues } from './form-values';

/** A new child (with what it is raised from: a checklist answer) or an existing one. */
export type TChildTarget =
  | { mode: 'create'; values?: Record<string, unknown> }
  | { mode: 'edit'; item: TChildItem };

/** The parts the reader writes: the first on create; those the server's flags allow on edit. */
export const writableSections = (child: TChildModule, target: TChildTarget): readonly TChildSection[] =>
  target.mode === 'create' ? [child.sections[0]] : child.sections.filter((s) => target.item[s.flag] === true);

type TProps = {
  child: TChildModule;
  /** The parent record: people are chosen from its organization. */
  parent: TRecordItem;
  /** The i18n namespace of the panel's texts (`<key>.add_title`…). */
  ns: string;
  target: TChildTarget;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Mounted per target (by key): the parts the reader writes as inputs checked as they type with
 * the contracts' schema, the others as text; the server's field errors land on their fields.
 */
export function ChildDialog({ child, parent, ns, target, onClose, onChanged }: TProps) {
  const { t } = useTranslation(ns);
  const texts = useTranslation(child.parent.key).t;
  const lang = useLanguage();
  const titleId = useId();
  const { compact } = useNarrowScreen();
  const item = target.mode === 'edit' ? target.item : null;
  const writable = writableSections(child, target);
  const names = writable.flatMap((section) => section.fields);
  // A label may name its parent's values (a road map's year: `{{year}}`).
  const label = (name: string) => texts(`${child.item}.${name}`, { replace: parent });
  // Who may write what does not change while the dialog is open.
  const [resolver] = useState(
    () => localizedZodResolver(childFormSchemaOf(child, writable)) as unknown as Resolver<TRecordFormValues>,
  );
  const start = target.mode === 'create' ? (target.values ?? {}) : target.item;
  const { control, handleSubmit, setError, formState } = useForm<TRecordFormValues>({
    mode: 'onChange',
    defaultValues: Object.fromEntries(
      names.map((name) => [name, start[name] ?? emptyValueOf(child.fields[name] as TField)]),
    ),
    resolver,
  });
  const save = useSaveChild(child, parent.id, onChanged);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const fixed = Object.fromEntries((child.fixed ?? []).map((name) => [name, start[name] ?? null]));
    try {
      if (item) await save.mutateAsync({ id: item.id, body: { ...values, version: item.version } });
      else await save.mutateAsync({ body: { ...values, ...fixed } });
      notify({ type: 'success', message: t(`${child.key}.${item ? 'saved' : 'created'}`) });
      onClose();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, names);
      const detail = errorDetail(error, t(`${child.key}.save_failed`));
      setServerError(
        [isConflict(error) ? `${detail} ${t(`${child.key}.conflict`)}` : detail, ...unmatched].join(' '),
      );
    }
  });

  const shown: TDetail[] = [];
  if (item)
    child.sections.forEach((section, index) => {
      if (writable.includes(section) || (index > 0 && section.fields.every((name) => !item[name]))) return;
      for (const name of section.fields) {
        const f = child.fields[name] as TField;
        const fio = item[childNameKeyOf(child, name)];
        const ctx = {
          texts: child.parent.texts,
          lang,
          timeZone: 'UTC',
          names: { [String(item[name])]: String(fio) },
        };
        const wide = f.kind === 'long_text' || f.kind === 'person';
        shown.push({ key: name, label: label(name), value: displayValue(name, f, item[name], ctx), wide });
      }
    });
  // The form's record: what a person input shows before the people have arrived.
  const current = item
    ? ({
        ...item,
        ...Object.fromEntries(names.map((name) => [nameKeyOf(name), item[childNameKeyOf(child, name)]])),
      } as unknown as TRecordItem)
    : undefined;
  const title = !item
    ? 'add_title'
    : writable[0] === child.sections[0]
      ? 'edit_title'
      : `${writable[0]?.key}_title`;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={compact} aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit} data-testid={`${child.item}-form`}>
        <DialogTitle id={titleId}>{t(`${child.key}.${title}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && (
              <Alert severity="error" data-testid={`${child.item}-error`}>
                {serverError}
              </Alert>
            )}
            {shown.length > 0 && <DetailList items={shown} empty={t(`${child.key}.empty_value`)} />}
            {names.map((name) => (
              <FieldInput
                key={name}
                module={child.parent}
                name={name}
                field={child.fields[name] as TField}
                control={control}
                label={label(name)}
                record={current}
                organizationId={parent.organization_id}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('buttons.cancel', { ns: 'common' })}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid={`${child.item}-save`}
          >
            {t(item ? 'buttons.save' : 'buttons.create', { ns: 'common' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
