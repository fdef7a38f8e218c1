import { ATTACHMENT_MIME_TYPES } from '@hse/contracts/records';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section';
import { formatFileSize, useLanguage } from '../../components/localized';
import { useQorgauSettings } from '../../components/qorgau-settings-query';
import { MAX_FILES, type TCardFiles } from './use-card-files';

/** Photos and documents sent with the card: each listed with its size and a way to take it out. */
export function QorgauFilesSection({ attachments }: { attachments: TCardFiles }) {
  const { t } = useTranslation('qorgau');
  const lang = useLanguage();
  const settings = useQorgauSettings();
  const { files, setFiles, fileError, addFiles } = attachments;
  return (
    <FormSection title={t('create.files')}>
      <Grid size={12}>
        <Stack spacing={1}>
          <Box>
            <Button
              component="label"
              startIcon={<AttachFileIcon />}
              variant="outlined"
              data-testid="qorgau-add-files"
            >
              {t('create.add_files')}
              <input
                hidden
                type="file"
                multiple
                accept={ATTACHMENT_MIME_TYPES.join(',')}
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
                data-testid="qorgau-file-input"
              />
            </Button>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('create.files_hint', {
              size: formatFileSize(settings.data?.file_max_bytes ?? 0, lang),
              count: MAX_FILES,
            })}
          </Typography>
          {fileError && <Alert severity="warning">{fileError}</Alert>}
          {files.map((file, i) => (
            <Stack
              key={`${file.name}:${file.size}:${file.lastModified}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="qorgau-file"
            >
              <Typography
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >{`${file.name} (${formatFileSize(file.size, lang)})`}</Typography>
              <IconButton
                size="small"
                aria-label={t('create.remove_file', { name: file.name })}
                onClick={() => setFiles(files.filter((_, k) => k !== i))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      </Grid>
    </FormSection>
  );
}
