import { type TUser, type TUserCreate, ZUserCreateSchema, ZUserUpdateSchema } from '@hse/contracts/users';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../../components/error-detail';
import { ServerErrorAlert, type TServerError } from '../../components/form/server-error-alert';
import { applyServerErrors } from '../../components/form/server-errors';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { PersonalFields } from '../../components/personal-fields';
import { UserPasswordSection, UserRolesSection } from './user-access-section';
import { UserEmploymentSection } from './user-employment-section';
import {
  EMPTY_USER_FORM,
  hasFieldChanges,
  type TUserFormValues,
  toUserUpdate,
  USER_FORM_FIELDS,
  userToForm,
} from './user-form-values';
import { useCreateUser, useUpdateUser } from './users-queries';

// Each mode validates with its own contract; both share the form's shape (extra keys are stripped).
const createResolver = localizedZodResolver(ZUserCreateSchema) as unknown as Resolver<TUserFormValues>;
const updateResolver = localizedZodResolver(ZUserUpdateSchema) as unknown as Resolver<TUserFormValues>;

type TProps = {
  /** Absent when creating. */
  user?: TUser;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TUser | undefined>;
};

/** One editor for create and edit (epic-stack's practice). */
export function UserForm({ user, onReload }: TProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<TUserFormValues>(() =>
    user ? userToForm(user) : EMPTY_USER_FORM,
  );
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const form = useForm<TUserFormValues>({
    mode: 'onChange',
    defaultValues: baseline,
    resolver: user ? updateResolver : createResolver,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');

  const load = (next: TUser) => {
    const values = userToForm(next);
    setBaseline(values);
    reset(values);
  };

  // A newer version (fetched again, or after a photo or status change on this page) replaces the
  // form while nothing is typed; over typed values it is taken only when no form field changed.
  const { isDirty } = formState;
  useEffect(() => {
    if (!user || user.version === baseline.version) return;
    const latest = userToForm(user);
    if (!isDirty) {
      setBaseline(latest);
      reset(latest);
    } else if (!hasFieldChanges(latest, baseline)) {
      setBaseline(latest);
    }
  }, [user, baseline, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (user) {
        load(await update.mutateAsync(toUserUpdate(values, baseline)));
        notify({ type: 'success', message: t('notify.saved') });
      } else {
        const created = await create.mutateAsync(values as TUserCreate);
        notify({ type: 'success', message: t('notify.created') });
        navigate(`/administration-edit-user/${created.id}`, { replace: true });
      }
    } catch (error) {
      // What was typed stays in the form, including after a conflict.
      const unmatched = applyServerErrors(setError, error, USER_FORM_FIELDS);
      const text = [errorDetail(error, t('errors.save_failed')), ...unmatched].join(' ');
      setServerError({ text, conflict: isConflict(error) });
    }
  });

  const reload = async () => {
    const latest = await onReload?.();
    if (latest) load(latest);
    setServerError(null);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={t('users.titles.form')}>
      <ServerErrorAlert
        error={serverError}
        onReload={onReload && reload}
        reloadLabel={t('users.actions.load_latest')}
        testId="user-form-error"
      />
      <PersonalFields control={control} />
      <UserEmploymentSection
        control={control}
        current={user && { value: user.organization_id, label: user.organization_name }}
      />
      <UserRolesSection control={control} />
      {!user && <UserPasswordSection {...form} />}
      <Stack direction="row" spacing={2}>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={Boolean(user) && !isDirty}
          data-testid="user-form-submit"
        >
          {t(user ? 'buttons.save' : 'buttons.create', { ns: 'common' })}
        </Button>
        <Button onClick={() => navigate('/administration-users')}>
          {t('buttons.cancel', { ns: 'common' })}
        </Button>
      </Stack>
    </Stack>
  );
}
