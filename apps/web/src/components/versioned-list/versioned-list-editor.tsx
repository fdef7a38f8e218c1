import {
  type TVersionedList,
  type TVersionItem,
  versionInputSchemaOf,
} from '@hse/contracts/record-module/versioned-list';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../error-detail';
import { ServerErrorAlert, type TServerError } from '../form/server-error-alert';
import { applyServerErrors } from '../form/server-errors';
import { FormTextField } from '../form/text-field';
import { localizedZodResolver } from '../form/zod-resolver';
import type { TVersionContent, TVersionValues } from './version-content';
import { useSaveVersion } from './versioned-list-queries';

const LANGUAGES = ['ru', 'kk', 'en'] as const;

type TProps<V extends object> = {
  list: TVersionedList;
  content: TVersionContent<V>;
  /** The version being edited (the current one); none makes a new entry. */
  item: (TVersionItem & Record<string, unknown>) | null;
  /** The screen's texts under the page's prefix. */
  t: (key: string, options?: Record<string, unknown>) => string;
  textNs: string;
  onDone: () => void;
  /** After a conflict: the list is read again and the editor closed. */
  onReload: () => void;
};

/** One entry of a versioned list: saving an edit makes its next version, records made keep theirs. */
export function VersionedListEditor<V extends object>({
  list,
  content,
  item,
  t,
  textNs,
  onDone,
  onReload,
}: TProps<V>) {
  const { t: common } = useTranslation('common');
  const save = useSaveVersion<TVersionItem>(list);
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const resolver = useMemo(
    () => localizedZodResolver(versionInputSchemaOf(list)) as unknown as Resolver<TVersionValues<V>>,
    [list],
  );
  const defaultValues = (
    item
      ? { title: { ...item.title }, ...content.valuesOf(item) }
      : { title: { ru: '', kk: '', en: '' }, ...content.empty() }
  ) as DefaultValues<TVersionValues<V>>;
  const { control, handleSubmit, setError, formState } = useForm<TVersionValues<V>>({
    mode: 'onChange',
    defaultValues,
    resolver,
  });
  const contentKeys = Object.keys(list.content);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The values the schema accepted are the contract's input as they stand.
      const saved = await save.mutateAsync(
        item ? { id: item.id, body: { ...values, version: item.version } } : { id: null, body: values },
      );
      notify({
        type: 'success',
        message: item ? t('saved_version', { version: saved.version }) : t('created'),
      });
      onDone();
    } catch (error) {
      const unmatched = applyServerErrors(
        setError,
        error,
        (field) =>
          field === 'title' || field.startsWith('title.') || contentKeys.some((key) => field.startsWith(key)),
      );
      const conflict = isConflict(error);
      const detail = errorDetail(error, t('save_failed'));
      setServerError({
        text: [conflict ? `${detail} ${t('conflict')}` : detail, ...unmatched].join(' '),
        conflict,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="template-form">
      <Stack spacing={2}>
        {item && (
          <Alert severity="info" data-testid="template-version-note">
            {t('version_note', { version: item.version + 1 })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {LANGUAGES.map((lang, i) => (
            <FormTextField
              key={lang}
              control={control}
              name={`title.${lang}` as Path<TVersionValues<V>>}
              label={t(`title_${lang}`)}
              required
              autoFocus={i === 0}
            />
          ))}
        </Stack>
        <content.Editor control={control} t={t} textNs={textNs} />
        <ServerErrorAlert
          error={serverError}
          onReload={onReload}
          reloadLabel={t('reload')}
          testId="template-error"
        />
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="template-save"
          >
            {item ? t('save_version') : common('buttons.create')}
          </Button>
          <Button onClick={onDone}>{common('buttons.cancel')}</Button>
        </Stack>
      </Stack>
    </form>
  );
}
