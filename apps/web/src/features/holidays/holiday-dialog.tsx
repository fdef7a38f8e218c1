import {
  HOLIDAY_KINDS,
  type THoliday,
  type THolidayKind,
  ZHolidayCreateSchema,
  ZHolidayUpdateSchema,
} from '@hse/contracts/holidays';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { FormTextField } from '../../components/form/text-field';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { useSaveHoliday } from './holidays-queries';

type TValues = { day: string; kind: THolidayKind; name_ru: string; name_kk: string; name_en: string };
const FIELDS = ['day', 'kind', 'name_ru', 'name_kk', 'name_en'] as const;
const NAMES = ['name_ru', 'name_kk', 'name_en'] as const;

const createResolver = localizedZodResolver(ZHolidayCreateSchema) as unknown as Resolver<TValues>;
const updateResolver = localizedZodResolver(
  ZHolidayUpdateSchema.omit({ version: true }),
) as unknown as Resolver<TValues>;

/** A new entry of the calendar (in the year shown) or an existing one; mounted per target. */
export function HolidayDialog({
  item,
  year,
  onClose,
}: {
  item: THoliday | null;
  year: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('holidays');
  const { compact } = useNarrowScreen();
  const save = useSaveHoliday();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TValues>({
    mode: 'onChange',
    defaultValues: item
      ? {
          day: item.day,
          kind: item.kind,
          name_ru: item.name_ru,
          name_kk: item.name_kk,
          name_en: item.name_en,
        }
      : { day: `${year}-01-01`, kind: 'holiday', name_ru: '', name_kk: '', name_en: '' },
    resolver: item ? updateResolver : createResolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(
        item ? { id: item.id, body: { ...values, version: item.version } } : { body: values },
      );
      notify({ type: 'success', message: t(item ? 'notify.saved' : 'notify.created') });
      onClose();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, FIELDS);
      setServerError([errorDetail(error, t('errors.save_failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={compact}>
      <form noValidate onSubmit={onSubmit} data-testid="holiday-form">
        <DialogTitle>{t(item ? 'dialog.edit' : 'dialog.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <FormTextField
              control={control}
              name="day"
              type="date"
              label={t('fields.day')}
              required
              autoFocus
            />
            <SelectField
              control={control}
              name="kind"
              label={t('fields.kind')}
              options={HOLIDAY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              required
            />
            {NAMES.map((field) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                label={t(`fields.${field}`)}
                required
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
            data-testid="holiday-save"
          >
            {t(item ? 'buttons.save' : 'buttons.create', { ns: 'common' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
