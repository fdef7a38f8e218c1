import { type TUser, ZProfileUpdateSchema } from '@hse/contracts/users';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../../components/error-detail';
import { ServerErrorAlert } from '../../components/form/server-error-alert';
import { applyServerErrors } from '../../components/form/server-errors';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { PersonalFields } from '../../components/personal-fields';
import { PROFILE_FIELDS, profileToForm, type TProfileValues, toProfileUpdate } from './profile-form-values';
import { useUpdateProfile } from './profile-mutations';

// The contract's fields are optional (a partial update); the form always holds all of them.
const resolver = localizedZodResolver(ZProfileUpdateSchema) as unknown as Resolver<TProfileValues>;

type TProps = { profile: TUser; onReload: () => Promise<TUser | undefined> };

export function ProfilePersonalForm({ profile, onReload }: TProps) {
  const { t } = useTranslation('profile');
  const [baseline, setBaseline] = useState(() => profileToForm(profile));
  const [serverError, setServerError] = useState<{ text: string; conflict: boolean } | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<TProfileValues>({
    mode: 'onChange',
    defaultValues: baseline,
    resolver,
  });
  const update = useUpdateProfile();

  const load = (user: TUser) => {
    const values = profileToForm(user);
    setBaseline(values);
    reset(values);
  };

  // A newer version (e.g. after a photo change) is taken over while nothing is typed.
  const { isDirty } = formState;
  useEffect(() => {
    if (profile.version === baseline.version) return;
    if (!isDirty) {
      const values = profileToForm(profile);
      setBaseline(values);
      reset(values);
    } else if (Object.keys(toProfileUpdate(profileToForm(profile), baseline)).length === 1) {
      setBaseline(profileToForm(profile));
    }
  }, [profile, baseline, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      load(await update.mutateAsync(toProfileUpdate(values, baseline)));
      notify({ type: 'success', message: t('notify.saved') });
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, PROFILE_FIELDS);
      const text = [errorDetail(error, t('errors.save_failed')), ...unmatched].join(' ');
      setServerError({ text, conflict: isConflict(error) });
    }
  });

  const reload = async () => {
    const latest = await onReload();
    if (latest) load(latest);
    setServerError(null);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={t('sections.personal')}>
      <ServerErrorAlert error={serverError} onReload={reload} reloadLabel={t('actions.load_latest')} />
      <PersonalFields control={control} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={!isDirty}>
          {t('buttons.save', { ns: 'common' })}
        </Button>
        <Button disabled={!isDirty} onClick={() => reset(baseline)}>
          {t('buttons.cancel', { ns: 'common' })}
        </Button>
      </Stack>
    </Stack>
  );
}
