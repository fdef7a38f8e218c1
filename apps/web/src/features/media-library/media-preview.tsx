import type { TRecordFile } from '@hse/contracts/records';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { canPreview, FilePreviewDialog } from '../../components/file-preview-dialog';
import { recordExtrasPaths, useRecordFiles } from '../../components/record-extras-queries';
import { apiPathOf, type TRecordSlotProps } from '../../components/record-module/record-module';
import { usePhotoUrl } from '../../components/use-photo-url';

/** One file shown in place: an image as itself, a PDF in the browser's viewer, a video with its player. */
function Shown({ base, file }: { base: string; file: TRecordFile }) {
  const url = usePhotoUrl(recordExtrasPaths.file(base, file.id), true, file.id);
  const { t } = useTranslation('common');
  if (!url) return <CircularProgress aria-label={t('loading')} size={24} />;
  if (file.mime === 'application/pdf')
    return (
      <Box
        component="iframe"
        src={url}
        title={file.name}
        data-testid="media-preview-pdf"
        sx={{ width: '100%', height: { xs: 360, md: 560 }, border: 0 }}
      />
    );
  if (file.mime.startsWith('video/'))
    return (
      <Box
        component="video"
        src={url}
        controls
        aria-label={file.name}
        sx={{ maxWidth: '100%', maxHeight: 420, display: 'block' }}
      />
    );
  return (
    <Box
      component="img"
      src={url}
      alt={file.name}
      data-testid="media-preview-image"
      sx={{ maxWidth: '100%', maxHeight: 560, objectFit: 'contain', display: 'block' }}
    />
  );
}

/**
 * A media item's files shown in place (decision 064) before the attachments panel, and its view
 * counted once per opening of the page: the reader came to look at it.
 */
export function MediaPreview({ module, record }: TRecordSlotProps) {
  const { t } = useTranslation(module.key);
  const base = `${apiPathOf(module.resource)}/${record.id}`;
  const files = useRecordFiles(base);
  const [opened, setOpened] = useState<TRecordFile | null>(null);
  const [views, setViews] = useState<number | null>(null);
  const counted = useRef<string | null>(null);
  const ns = module.key === 'visual_aids' ? 'preview' : 'gallery';

  useEffect(() => {
    if (counted.current === record.id || record.status !== 'published') return;
    counted.current = record.id;
    api
      .post<{ views: number }>(`${base}/views/`)
      .then((answer) => setViews(answer.views))
      .catch(() => undefined);
  }, [base, record.id, record.status]);

  const shown = (files.data ?? []).filter(canPreview);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }} data-testid="media-preview">
      <Typography component="h2" variant="h6" gutterBottom>
        {t(`${ns}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="media-views">
        {t(`${ns}.views`, { count: views ?? Number(record.views ?? 0) })}
      </Typography>
      {files.isPending ? (
        <CircularProgress size={24} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t(`${ns}.empty`)}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {shown.map((file) => (
            <Box key={file.id}>
              <Shown base={base} file={file} />
              <Button size="small" onClick={() => setOpened(file)} sx={{ mt: 0.5 }}>
                {t(`${ns}.open`, { name: file.name })}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <FilePreviewDialog
        base={base}
        file={opened}
        onClose={() => setOpened(null)}
        onDownload={(file) => void api.download(recordExtrasPaths.file(base, file.id))}
      />
    </Paper>
  );
}
