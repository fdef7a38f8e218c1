import { ATTACHMENT_ACCEPT, type TRecordFile } from '@hse/contracts/records';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { AttachmentItem } from './attachment-item';
import { ConfirmDialog } from './confirm-dialog';
import { errorDetail } from './error-detail';
import { FilePreviewDialog } from './file-preview-dialog';
import { recordExtrasPaths, useDeleteFile, useRecordFiles, useUploadFiles } from './record-extras-queries';

type TRefusal = { name: string; reason: string };

type TProps = {
  /** The record's resource path without the trailing slash: `/incidents/<id>`. */
  base: string;
  /** The record's `can_edit`: attaching and removing files follow the right to edit it. */
  canEdit: boolean;
};

/** The files of any record: photos with thumbnails, documents and videos. */
export function AttachmentsPanel({ base, canEdit }: TProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const files = useRecordFiles(base);
  const upload = useUploadFiles(base);
  const remove = useDeleteFile(base);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<readonly TRefusal[]>([]);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TRecordFile | null>(null);
  const [previewing, setPreviewing] = useState<TRecordFile | null>(null);

  // One request a file: the server takes or refuses a request whole, so one bad file among
  // several would otherwise keep the good ones out too, without saying which it was.
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again after a refusal fires `change` again.
    event.target.value = '';
    if (picked.length === 0) return;
    setError(null);
    setRefused([]);
    setUploading(true);
    const failures: TRefusal[] = [];
    for (const file of picked) {
      try {
        await upload.mutateAsync([file]);
      } catch (e) {
        failures.push({ name: file.name, reason: errorDetail(e, t('attachments.failed')) });
      }
    }
    setUploading(false);
    setRefused(failures);
  };
  const download = (file: TRecordFile) => {
    setError(null);
    api
      .download(recordExtrasPaths.file(base, file.id))
      .catch((e: unknown) => setError(errorDetail(e, t('attachments.download_failed'))));
  };

  const list = files.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="attachments-panel">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('attachments.title')}
        </Typography>
        {canEdit && (
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} loading={uploading}>
            {t('attachments.upload')}
            <input
              hidden
              multiple
              type="file"
              accept={ATTACHMENT_ACCEPT}
              aria-describedby={hintId}
              data-testid="attachments-input"
              onChange={(event) => void pick(event)}
            />
          </Button>
        )}
      </Stack>
      {canEdit && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('attachments.hint')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1 }} data-testid="attachments-error">
          {error}
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert
          severity="error"
          onClose={() => setRefused([])}
          sx={{ mt: 1 }}
          data-testid="attachments-refused"
        >
          {t('attachments.refused', { count: refused.length })}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refused.map((item, index) => (
              // The same name may be picked twice; the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index}>{t('attachments.refused_item', item)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {files.isPending && <CircularProgress size={24} aria-label={t('loading')} sx={{ mt: 1 }} />}
      {files.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('attachments.empty')}
        </Typography>
      )}
      <List dense disablePadding>
        {list.map((file) => (
          <AttachmentItem
            key={file.id}
            base={base}
            file={file}
            onDownload={download}
            onDelete={canEdit ? setDeleting : undefined}
            onPreview={setPreviewing}
          />
        ))}
      </List>
      <FilePreviewDialog
        base={base}
        file={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('attachments.delete_title')}
        text={t('attachments.delete_text', { name: deleting?.name ?? '' })}
        confirmLabel={t('buttons.delete')}
        color="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
