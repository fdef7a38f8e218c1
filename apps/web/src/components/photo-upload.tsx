import type { TUser } from '@hse/contracts/users';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { errorDetail } from './error-detail';
import { checkPhotoFile } from './photo-file-check';
import { usePhotoUrl } from './use-photo-url';

type TProps = {
  /** The photo endpoint: `/users/:id/photo/` or `/profile/photo/`. */
  path: string;
  user: Pick<TUser, 'fio' | 'has_photo' | 'updated_at'>;
  onChanged: (user: TUser) => void;
};

/** One photo block for the administrator's editor and the personal account. */
export function PhotoUpload({ path, user, onChanged }: TProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const url = usePhotoUrl(path, user.has_photo, user.updated_at);
  const failed = (e: unknown) => setError(errorDetail(e, t('photo.failed')));

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return api.upload<TUser>(path, form, 'PUT');
    },
    onSuccess: onChanged,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<TUser>(path),
    onSuccess: onChanged,
    onError: failed,
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again after a refusal fires `change` again.
    event.target.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      setError(t(problem, { ns: 'messages' }));
      return;
    }
    setError(null);
    upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Avatar
        src={url ?? undefined}
        alt={t('photo.alt', { fio: user.fio })}
        variant="rounded"
        sx={{ width: 120, height: 160, fontSize: 40 }}
      >
        {user.fio.slice(0, 1)}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary" id={`${inputId}-hint`}>
          {t('photo.hint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy}>
            {t('photo.upload')}
            <input
              hidden
              type="file"
              accept=".jpg,.jpeg,image/jpeg"
              aria-describedby={`${inputId}-hint`}
              data-testid="photo-input"
              onChange={pick}
            />
          </Button>
          {user.has_photo && (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              disabled={busy}
              onClick={() => {
                setError(null);
                remove.mutate();
              }}
            >
              {t('photo.delete')}
            </Button>
          )}
        </Stack>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
