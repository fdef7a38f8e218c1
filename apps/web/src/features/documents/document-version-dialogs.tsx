import { DOCUMENT_ACCEPT, type TDocumentVersion } from '@hse/contracts/documents';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { uploadVersion, useRefreshDocuments } from './documents-queries';

/** The file shown by the browser itself, fetched with the reader's token into a local address. */
export function PreviewDialog({
  url,
  version,
  onClose,
}: {
  url: string;
  version: TDocumentVersion;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents_page');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let local: string | null = null;
    api.blob(url).then((blob) => {
      local = URL.createObjectURL(blob);
      setSrc(local);
    });
    return () => {
      if (local) URL.revokeObjectURL(local);
    };
  }, [url]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{version.name}</DialogTitle>
      <DialogContent>
        {!src && <LinearProgress aria-label={t('loading')} />}
        {src && version.mime.startsWith('image/') && (
          <Box component="img" src={src} alt={version.name} sx={{ maxWidth: '100%' }} />
        )}
        {src && !version.mime.startsWith('image/') && (
          <Box
            component="iframe"
            src={src}
            title={version.name}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Picks a file and uploads it as the document's new version, showing how far it has gone. */
export function UploadDialog({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const { t } = useTranslation('documents_page');
  const refresh = useRefreshDocuments();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await uploadVersion(documentId, file, setProgress);
      refresh();
      onClose();
    } catch (caught) {
      setProgress(null);
      setError(caught instanceof ApiError && caught.detail ? caught.detail : t('errors.upload_failed'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{t('upload.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('upload.hint')}</Typography>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
              {t('upload.choose')}
              <input
                hidden
                type="file"
                accept={DOCUMENT_ACCEPT}
                data-testid="document-file"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            {file && <Typography data-testid="document-file-name">{file.name}</Typography>}
            {progress !== null && (
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('upload.progress')}
                data-testid="upload-progress"
              />
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || progress !== null}
            data-testid="upload-submit"
          >
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
