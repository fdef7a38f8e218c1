import { DOCUMENT_ACCEPT, DOCUMENT_LANGUAGES } from '@hse/contracts/documents';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { useLanguage } from '../../components/localized';
import { OrganizationSelect } from '../../components/organization-select';
import { uploadVersion, useRefreshDocuments } from './documents-queries';

type TValues = {
  title_ru: string;
  title_kk: string;
  title_en: string;
  doc_number: string;
  approved_on: string;
  valid_until: string;
  organization_id: string | null;
  language: string;
};

const TEXT_FIELDS = ['title_ru', 'title_kk', 'title_en', 'doc_number'] as const;

/** The payload of a new document: empty optional fields are left out, not sent blank. */
export function documentPayload(area: string, folderId: string | null, values: TValues) {
  const payload: Record<string, unknown> = { area, language: values.language };
  if (folderId) payload.folder_id = folderId;
  for (const key of TEXT_FIELDS) if (values[key].trim()) payload[key] = values[key].trim();
  if (values.approved_on) payload.approved_on = values.approved_on;
  if (values.valid_until) payload.valid_until = values.valid_until;
  if (values.organization_id) payload.organization_id = values.organization_id;
  return payload;
}

/**
 * A new document of the area, in the folder chosen on the page, with its first file (issue 16 §2).
 * The record is created first and the file then uploaded as its first version with the upload's
 * progress; when only the upload fails, trying again uploads the file to the same record.
 */
export function DocumentCreateDialog({
  area,
  folderId,
  onCreated,
  onClose,
}: {
  area: string;
  folderId: string | null;
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents_page');
  const session = useSession();
  const lang = useLanguage();
  const titleId = useId();
  const refresh = useRefreshDocuments();
  const [values, setValues] = useState<TValues>({
    title_ru: '',
    title_kk: '',
    title_en: '',
    doc_number: '',
    approved_on: new Date().toISOString().slice(0, 10),
    valid_until: '',
    organization_id: session.organizationId,
    language: lang,
  });
  const [file, setFile] = useState<File | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof TValues) => (value: string | null) =>
    setValues((v) => ({ ...v, [key]: value ?? '' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    setErrors({});
    let id = createdId;
    try {
      if (!id) {
        const created = await api.post<TRecordItem>('/documents/', documentPayload(area, folderId, values));
        id = created.id;
        setCreatedId(id);
        refresh();
      }
    } catch (caught) {
      if (caught instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(caught.errors ?? {}).map(([k, v]) => [k, v[0] ?? ''])));
        setError(caught.detail || t('errors.upload_failed'));
      } else setError(t('errors.upload_failed'));
      return;
    }
    setProgress(0);
    try {
      await uploadVersion(id, file, setProgress);
      refresh();
      onCreated(id);
    } catch (caught) {
      setProgress(null);
      const detail = caught instanceof ApiError && caught.detail ? caught.detail : t('errors.upload_failed');
      setError(t('create.file_failed', { detail }));
    }
  };

  const field = (key: keyof TValues, extra: Record<string, unknown> = {}) => ({
    fullWidth: true,
    margin: 'dense' as const,
    label: t(`create.fields.${key}`),
    value: values[key] ?? '',
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key] || ' ',
    disabled: createdId !== null,
    slotProps: { htmlInput: { 'data-testid': `document-${key}` } },
    ...extra,
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('create.title', { area: t(`areas.${area}`) })}</DialogTitle>
        <DialogContent>
          <TextField {...field('title_ru', { required: true, autoFocus: true })} />
          <TextField {...field('title_kk')} />
          <TextField {...field('title_en')} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...field('doc_number')} />
            <TextField {...field('language')} select required>
              {DOCUMENT_LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`create.languages.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...field('approved_on', { required: true, type: 'date' })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'document-approved_on' },
              }}
            />
            <TextField
              {...field('valid_until', { type: 'date' })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'document-valid_until' },
              }}
            />
          </Box>
          <OrganizationSelect
            fullWidth
            margin="dense"
            required
            label={t('create.fields.organization_id')}
            value={values.organization_id}
            onChange={set('organization_id')}
            error={Boolean(errors.organization_id)}
            helperText={errors.organization_id || ' '}
            disabled={createdId !== null}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('upload.hint')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} sx={{ mt: 1 }}>
            {t('upload.choose')}
            <input
              hidden
              type="file"
              accept={DOCUMENT_ACCEPT}
              data-testid="new-document-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          {file && (
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="new-document-file-name">
              {file.name}
            </Typography>
          )}
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('upload.progress')}
              sx={{ mt: 2 }}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || !values.title_ru.trim() || progress !== null}
            data-testid="document-create-submit"
          >
            {createdId ? t('create.retry_file') : t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
