import type { TRecordFile } from '@hse/contracts/records';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { errorDetail } from '../error-detail';
import { FilePreviewDialog } from '../file-preview-dialog';
import { recordExtrasPaths, useRecordFiles, useUploadFiles } from '../record-extras-queries';
import { usePhotoUrl } from '../use-photo-url';

/** The photo formats the server's allow-list takes (contracts ATTACHMENT_MIME_TYPES). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';

type TThumbProps = { base: string; file: TRecordFile | undefined; label: string; onOpen: () => void };

function PhotoThumb({ base, file, label, onOpen }: TThumbProps) {
  const url = usePhotoUrl(
    file ? recordExtrasPaths.thumbnail(base, file.id) : '',
    Boolean(file?.has_thumbnail),
    file?.id ?? '',
  );
  return (
    <Tooltip title={label}>
      <ButtonBase
        aria-label={label}
        onClick={onOpen}
        disabled={!file}
        sx={{ borderRadius: 1, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Avatar
          variant="rounded"
          src={url ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <ImageIcon />
        </Avatar>
      </ButtonBase>
    </Tooltip>
  );
}

type TProps = {
  /** The record's resource path: its photos are the record's files. */
  base: string;
  photoIds: readonly string[];
  onChange?: (ids: string[]) => void;
  /** Names the question the photos belong to, in the buttons' accessible names. */
  questionLabel: string;
  error?: string;
  /** The module's screen texts (`photos.*`). */
  ns: string;
};

/** Photos of one answer: uploaded to the record's files, linked here by their ids. */
export function ChecklistPhotos({ base, photoIds, onChange, questionLabel, error, ns }: TProps) {
  const { t } = useTranslation(ns);
  const files = useRecordFiles(base);
  const upload = useUploadFiles(base);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<TRecordFile | null>(null);
  const fileOf = (id: string) => files.data?.find((f) => f.id === id);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again after a refusal fires `change` again.
    event.target.value = '';
    if (picked.length === 0 || !onChange) return;
    setFailure(null);
    const added: string[] = [];
    for (const file of picked) {
      try {
        const [saved] = await upload.mutateAsync([file]);
        if (saved) added.push(saved.id);
      } catch (e) {
        setFailure(t('photos.refused', { name: file.name, reason: errorDetail(e, t('photos.failed')) }));
      }
    }
    if (added.length > 0) onChange([...photoIds, ...added]);
  };
  const download = (file: TRecordFile) => {
    api
      .download(recordExtrasPaths.file(base, file.id))
      .catch((e: unknown) => setFailure(errorDetail(e, t('photos.failed'))));
  };

  if (!onChange && photoIds.length === 0) return null;
  return (
    <Stack spacing={1}>
      {photoIds.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('photos.title')}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {photoIds.map((id, index) => {
          const file = fileOf(id);
          const label = t('photos.open', { n: index + 1, question: questionLabel });
          return (
            <Box key={id} sx={{ position: 'relative' }} data-testid="checklist-photo">
              <PhotoThumb base={base} file={file} label={label} onOpen={() => file && setPreviewing(file)} />
              {onChange && (
                <Tooltip title={t('photos.remove', { n: index + 1, question: questionLabel })}>
                  <IconButton
                    size="small"
                    aria-label={t('photos.remove', { n: index + 1, question: questionLabel })}
                    onClick={() => onChange(photoIds.filter((other) => other !== id))}
                    sx={{
                      position: 'absolute',
                      top: -10,
                      right: -10,
                      bgcolor: 'background.paper',
                      boxShadow: 1,
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          );
        })}
        {onChange && (
          <Button
            component="label"
            variant="text"
            startIcon={<AddPhotoIcon />}
            loading={upload.isPending}
            aria-label={t('photos.add_to', { question: questionLabel })}
          >
            {t('photos.add')}
            <input
              hidden
              multiple
              type="file"
              accept={PHOTO_ACCEPT}
              data-testid="checklist-photo-input"
              onChange={(event) => void pick(event)}
            />
          </Button>
        )}
      </Stack>
      {(failure || error) && (
        <Alert severity="error" onClose={failure ? () => setFailure(null) : undefined}>
          {failure ?? error}
        </Alert>
      )}
      <FilePreviewDialog
        base={base}
        file={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
      />
    </Stack>
  );
}
