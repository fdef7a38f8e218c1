import type { TDocumentVersion } from '@hse/contracts/documents';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { formatDate, formatFileSize, useLanguage } from '../../components/localized';
import { titleIn, ValidityChip } from './document-labels';
import { PreviewDialog, UploadDialog } from './document-version-dialogs';
import { useDocument, useVersions } from './documents-queries';

/** A document chosen in the list: what it is, its versions, their downloads and previews. */
export function DocumentPanel({ id, keeper }: { id: string; keeper: boolean }) {
  const { t } = useTranslation('documents_page');
  const lang = useLanguage();
  const record = useDocument(id);
  const versions = useVersions(id);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<TDocumentVersion | null>(null);
  const item = record.data as TRecordItem | undefined;
  const base = `/documents/${id}/versions`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="document-panel"
      component="section"
      aria-labelledby="document-title"
    >
      {record.isPending && <LinearProgress aria-label={t('loading')} />}
      {item && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" id="document-title">
            {titleIn(item, lang)}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">{item.number}</Typography>
            {item.doc_number ? <Typography variant="body2">№ {String(item.doc_number)}</Typography> : null}
            <ValidityChip validUntil={item.valid_until as string | null} />
            {item.valid_until ? (
              <Typography variant="body2">
                {t('valid_until', { date: formatDate(String(item.valid_until), lang) })}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {String(item.organization_name ?? '')}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
            <Typography variant="subtitle1" component="h3">
              {t('versions.title')}
            </Typography>
            {keeper && (
              <Button
                startIcon={<UploadIcon />}
                onClick={() => setUploading(true)}
                data-testid="upload-version"
              >
                {t('versions.upload')}
              </Button>
            )}
          </Stack>
          <List dense aria-label={t('versions.title')} data-testid="versions">
            {(versions.data ?? []).map((version) => (
              <Box
                component="li"
                key={version.id}
                data-testid="version"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('versions.number', { number: version.number })} · {version.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatFileSize(version.size, lang)} · {version.created_by_fio}
                  </Typography>
                </Box>
                {version.is_current && <Chip size="small" color="primary" label={t('versions.current')} />}
                {version.previewable && (
                  <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setPreview(version)}>
                    {t('actions.preview')}
                  </Button>
                )}
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => void api.download(`${base}/${version.id}/file/`)}
                >
                  {t('actions.download')}
                </Button>
              </Box>
            ))}
            {versions.data?.length === 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('versions.empty')}
              </Typography>
            )}
          </List>
        </Stack>
      )}
      {uploading && <UploadDialog documentId={id} onClose={() => setUploading(false)} />}
      {preview && (
        <PreviewDialog
          url={`${base}/${preview.id}/preview/`}
          version={preview}
          onClose={() => setPreview(null)}
        />
      )}
    </Paper>
  );
}
