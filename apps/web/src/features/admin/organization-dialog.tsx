import {
  type TOrganization,
  type TOrganizationKind,
  ZOrganizationCreateSchema,
  ZOrganizationUpdateSchema,
} from '@hse/contracts/organizations';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { applyServerErrors } from '../../components/form/server-errors';
import { FormTextField } from '../../components/form/text-field';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { OrganizationSiteSection, type TSiteValues } from './organization-site-section';
import { useCreateOrganization, useUpdateOrganization } from './organizations-queries';

/** Either a new child of `parentId` (null: the holding itself) or an existing organization. */
export type TOrganizationDialogTarget =
  | { mode: 'create'; parentId: string | null; kind: TOrganizationKind }
  | { mode: 'edit'; organization: TOrganization };

type TValues = TSiteValues & {
  parent_id: string | null;
  kind: TOrganizationKind;
  name_ru: string;
  name_kk: string;
  name_en: string;
  short_name: string;
  bin: string;
  version: number;
};
const TEXT_FIELDS = ['name_ru', 'name_kk', 'name_en', 'short_name', 'bin'] as const;
const FIELDS = [...TEXT_FIELDS, 'latitude', 'longitude'] as const;

const createResolver = localizedZodResolver(ZOrganizationCreateSchema) as unknown as Resolver<TValues>;
const updateResolver = localizedZodResolver(ZOrganizationUpdateSchema) as unknown as Resolver<TValues>;

function initialValues(target: TOrganizationDialogTarget): TValues {
  if (target.mode === 'create') {
    const empty = { name_ru: '', name_kk: '', name_en: '', short_name: '', bin: '', version: 1 };
    return { ...empty, latitude: null, longitude: null, parent_id: target.parentId, kind: target.kind };
  }
  const { parent_id, kind, name_ru, name_kk, name_en, short_name, bin, latitude, longitude, version } =
    target.organization;
  return { parent_id, kind, name_ru, name_kk, name_en, short_name, bin, latitude, longitude, version };
}

type TProps = {
  target: TOrganizationDialogTarget;
  onClose: () => void;
  onSaved: (org: TOrganization) => void;
};

/** Mounted per target (by key), so each opening starts from that organization's values. */
export function OrganizationDialog({ target, onClose, onSaved }: TProps) {
  const { t } = useTranslation('admin');
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [serverError, setServerError] = useState<string | null>(null);
  // A phone gives the map the whole screen rather than a strip between margins.
  const { compact } = useNarrowScreen();
  const form = useForm<TValues>({
    mode: 'onChange',
    defaultValues: initialValues(target),
    resolver: target.mode === 'create' ? createResolver : updateResolver,
  });
  const { control, handleSubmit, setError, formState } = form;
  const kind = target.mode === 'create' ? target.kind : target.organization.kind;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved =
        target.mode === 'create'
          ? await create.mutateAsync(values)
          : await update.mutateAsync({ id: target.organization.id, body: values });
      notify({ type: 'success', message: t(target.mode === 'create' ? 'notify.created' : 'notify.saved') });
      onSaved(saved);
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, FIELDS);
      setServerError([errorDetail(error, t('errors.save_failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={compact}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle>
            {t(
              target.mode === 'create' ? `organizations.dialog.create_${kind}` : 'organizations.dialog.edit',
            )}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {serverError && <Alert severity="error">{serverError}</Alert>}
              {TEXT_FIELDS.map((field, index) => (
                <FormTextField
                  key={field}
                  control={control}
                  name={field}
                  label={t(`organizations.fields.${field}`)}
                  required={field.startsWith('name_')}
                  autoFocus={index === 0}
                  helperText={field === 'bin' ? t('organizations.hints.bin') : undefined}
                  slotProps={
                    field === 'bin' ? { htmlInput: { inputMode: 'numeric', maxLength: 12 } } : undefined
                  }
                />
              ))}
              <OrganizationSiteSection
                organizationId={target.mode === 'edit' ? target.organization.id : null}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('buttons.cancel', { ns: 'common' })}</Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t(target.mode === 'create' ? 'buttons.create' : 'buttons.save', { ns: 'common' })}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
