import type { TRecordFile } from '@hse/contracts/records';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { canPreview } from './file-preview-dialog';
import { formatDateTime, formatFileSize, useLanguage } from './localized';
import { recordExtrasPaths } from './record-extras-queries';
import { usePhotoUrl } from './use-photo-url';

function KindIcon({ mime }: { mime: string }) {
  if (mime === 'application/pdf') return <PictureAsPdfIcon />;
  if (mime.startsWith('video/')) return <MovieIcon />;
  return <FileIcon />;
}

type TProps = {
  base: string;
  file: TRecordFile;
  onDownload: (file: TRecordFile) => void;
  /** Absent when the reader may not change the record's files. */
  onDelete?: (file: TRecordFile) => void;
  /** Opens a file the browser can show (a photo, a PDF, a video) in place. */
  onPreview: (file: TRecordFile) => void;
};

/** One attached file: a thumbnail for photos, its name, size, who attached it and when. */
export function AttachmentItem({ base, file, onDownload, onDelete, onPreview }: TProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  // The thumbnail needs the token, so it comes as a blob; the file id stands for its version.
  const thumbnail = usePhotoUrl(recordExtrasPaths.thumbnail(base, file.id), file.has_thumbnail, file.id);
  const meta = [formatFileSize(file.size, lang), file.created_by_fio, formatDateTime(file.created_at, lang)];
  const download = t('attachments.download', { name: file.name });
  const remove = t('attachments.delete', { name: file.name });
  const preview = t('attachments.preview', { name: file.name });
  const avatar = (
    <Avatar
      variant="rounded"
      src={thumbnail ?? undefined}
      alt={thumbnail ? t('attachments.thumbnail', { name: file.name }) : undefined}
      sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <KindIcon mime={file.mime} />
    </Avatar>
  );
  return (
    <ListItem
      divider
      disableGutters
      data-testid="attachment-item"
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={download}>
            <IconButton aria-label={download} onClick={() => onDownload(file)}>
              <DownloadIcon />
            </IconButton>
          </Tooltip>
          {onDelete && (
            <Tooltip title={remove}>
              <IconButton aria-label={remove} color="error" onClick={() => onDelete(file)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      }
      sx={{ pr: onDelete ? 12 : 7 }}
    >
      <ListItemAvatar sx={{ minWidth: 72 }}>
        {canPreview(file) ? (
          <Tooltip title={preview}>
            <ButtonBase
              aria-label={preview}
              onClick={() => onPreview(file)}
              data-testid="attachment-preview"
              sx={{ borderRadius: 1, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
            >
              {avatar}
            </ButtonBase>
          </Tooltip>
        ) : (
          avatar
        )}
      </ListItemAvatar>
      <ListItemText
        primary={file.name}
        secondary={meta.filter(Boolean).join(' · ')}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
