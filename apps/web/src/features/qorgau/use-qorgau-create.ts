import { type TQorgauCard, type TQorgauCreate, ZQorgauCreateSchema } from '@hse/contracts/qorgau';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { emptyRecordForm } from '../../components/record-module/form-values';
import { useFileCard } from './qorgau-queries';
import type { TCardFiles } from './use-card-files';

const emptyCard = (organizationId: string | null) =>
  ({
    ...emptyRecordForm(QORGAU_MODULE),
    observation_type: 'unsafe_condition',
    observed_at: new Date().toISOString(),
    organization_id: organizationId ?? '',
    // Filled by the map, the device or the organization's site before sending.
    latitude: Number.NaN,
    longitude: Number.NaN,
  }) as TQorgauCreate;

/**
 * The new card's form and its sending with the chosen files: the server's field errors land on
 * their fields, the rest above the form; a filed card is kept to confirm it.
 */
export function useQorgauCreate(attachments: TCardFiles) {
  const { t } = useTranslation('qorgau');
  const { organizationId } = useSession();
  const fileCard = useFileCard();
  const [serverError, setServerError] = useState<string | null>(null);
  const [filed, setFiled] = useState<TQorgauCard | null>(null);
  const form = useZodForm(ZQorgauCreateSchema, { defaultValues: emptyCard(organizationId) });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      setFiled(await fileCard.mutateAsync({ card: values, files: attachments.files }));
      window.scrollTo({ top: 0 });
    } catch (error) {
      const unmatched = applyServerErrors(form.setError, error, (field) => field in values);
      setServerError(
        error instanceof ApiError ? [error.message, ...unmatched].join(' ') : t('create.failed'),
      );
    }
  });

  /** A blank form again, for the next card. */
  const another = () => {
    setFiled(null);
    attachments.setFiles([]);
    form.reset(emptyCard(organizationId));
  };

  return { form, submit, serverError, filed, another };
}

/** The form the sections of the page fill. */
export type TQorgauCreateForm = ReturnType<typeof useQorgauCreate>['form'];
