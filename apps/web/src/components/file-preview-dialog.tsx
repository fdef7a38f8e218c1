import type { TRecordFile } from '@hse/contracts/records';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { recordExtrasPaths } from './record-extras-queries';
import { usePhotoUrl } from './use-photo-url';

/** What a browser shows by itself: photos (not HEIC), PDF and the web's video formats. */
const PREVIEWABLE = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'video/webm',
]);

export const canPreview = (file: TRecordFile) => PREVIEWABLE.has(file.mime);

type TProps = {
  base: string;
  /** The file shown; none closes the dialog. */
  file: TRecordFile | null;
  onClose: () => void;
  onDownload: (file: TRecordFile) => void;
};

/** A record's file opened in place: the photo, the PDF in the browser's viewer, or the video. */
export function FilePreviewDialog({ base, file, onClose, onDownload }: TProps) {
  const { t } = useTranslation('common');
  // The file needs the token, so it comes as a blob shown through an object URL.
  const url = usePhotoUrl(file ? recordExtrasPaths.file(base, file.id) : '', file !== null, file?.id ?? '');
  const name = file?.name ?? '';
  const content = () => {
    if (!file) return null;
    if (!url) return <CircularProgress aria-label={t('loading')} />;
    if (file.mime === 'application/pdf')
      return (
        <Box
          component="iframe"
          src={url}
          title={name}
          data-testid="file-preview-pdf"
          sx={{ width: '100%', height: '75vh', border: 0 }}
        />
      );
    if (file.mime.startsWith('video/'))
      return <Box component="video" src={url} controls sx={{ maxWidth: '100%', maxHeight: '75vh' }} />;
    return (
      <Box
        component="img"
        src={url}
        alt={name}
        data-testid="file-preview-image"
        sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
      />
    );
  };
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="file-preview-title"
    >
      <DialogTitle id="file-preview-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {name}
        <IconButton
          aria-label={t('buttons.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {content()}
      </DialogContent>
      <DialogActions>
        {file && (
          <Button startIcon={<DownloadIcon />} onClick={() => onDownload(file)}>
            {t('attachments.download', { name })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
