import { DOCUMENT_AREAS, DOCUMENT_KEEPERS, documentsHref } from '@hse/contracts/document-module-head';
import {
  DOCUMENT_ACCEPT,
  documentValidity,
  SNIPPET_END,
  SNIPPET_START,
  type TDocumentValidity,
  type TDocumentVersion,
} from '@hse/contracts/documents';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { hasRole, useSession } from '../../api/session';
import { formatDate, formatFileSize, useLanguage } from '../../components/localized';
import {
  uploadVersion,
  useDocument,
  useDocumentSearch,
  useDocuments,
  useFolders,
  useRefreshDocuments,
  useVersions,
} from './documents-queries';

const VALIDITY_COLOR: Record<TDocumentValidity, 'success' | 'warning' | 'error' | 'default'> = {
  valid: 'success',
  ends_soon: 'warning',
  expired: 'error',
  unlimited: 'default',
};

const today = () => new Date().toISOString().slice(0, 10);

function ValidityChip({ validUntil }: { validUntil: string | null | undefined }) {
  const { t } = useTranslation('documents_page');
  const validity = documentValidity(validUntil, today());
  return (
    <Chip
      size="small"
      variant="outlined"
      color={VALIDITY_COLOR[validity]}
      label={t(`validity.${validity}`)}
    />
  );
}

/** A snippet with its matched words marked, as the server delimits them. */
function Snippet({ text }: { text: string }) {
  // Segments keyed by where they start in the snippet: plain text, then marked and plain in turns.
  const segments: { at: number; marked: boolean; text: string }[] = [];
  let at = 0;
  for (const [n, part] of text.split(SNIPPET_START).entries()) {
    const [marked, rest] = n === 0 ? [null, part] : part.split(SNIPPET_END);
    if (marked !== null && marked !== undefined) {
      segments.push({ at, marked: true, text: marked });
      at += marked.length + 1;
    }
    segments.push({ at, marked: false, text: rest ?? '' });
    at += (rest ?? '').length + 1;
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {segments.map((segment) =>
        segment.marked ? (
          <mark key={segment.at}>{segment.text}</mark>
        ) : (
          <span key={segment.at}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}

const titleIn = (record: Record<string, unknown>, lang: string) =>
  String((lang === 'kk' ? record.title_kk : lang === 'en' ? record.title_en : null) || record.title_ru);

/** The file shown by the browser itself, fetched with the reader's token into a local address. */
function PreviewDialog({
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
function UploadDialog({ documentId, onClose }: { documentId: string; onClose: () => void }) {
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

/** A document chosen in the list: what it is, its versions, their downloads and previews. */
function DocumentPanel({ id, keeper }: { id: string; keeper: boolean }) {
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

/** Creates a folder of the area (the HSE staff). */
function FolderDialog({ area, onClose }: { area: string; onClose: () => void }) {
  const { t } = useTranslation('documents_page');
  const refresh = useRefreshDocuments();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.post('/documents/folders/', { area, name });
      refresh();
      onClose();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.errors?.name?.[0] ?? caught.detail) : t('errors.upload_failed'),
      );
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('folders.new')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('folders.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim()}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * `media/:fileType`: the safety documents of one area (domain.md §5): its folders, the documents
 * of the folder chosen with their validity, the chosen document's versions with preview and
 * download, and the search across all areas. Folder, document and query live in the address.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('documents_page');
  const lang = useLanguage();
  useSession();
  const { fileType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder');
  const documentId = params.get('document');
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [folderDialog, setFolderDialog] = useState(false);
  const keeper = hasRole(...DOCUMENT_KEEPERS);
  const known = (DOCUMENT_AREAS as readonly string[]).includes(fileType);
  const folders = useFolders(fileType);
  const list = useDocuments(fileType, folder);
  const search = useDocumentSearch(q);
  useEffect(() => setTyped(q), [q]);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  if (!known) return <Alert severity="warning">{t('unknown_area')}</Alert>;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t(`areas.${fileType}`)}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          set({ q: typed.trim() || null });
        }}
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('search.label')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { 'data-testid': 'documents-search' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('search.submit')}
        </Button>
      </Box>
      {q && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="search-title">
          <Typography variant="subtitle1" component="h2" id="search-title">
            {t('search.results', { q })}
          </Typography>
          {search.isPending && <LinearProgress aria-label={t('loading')} />}
          {search.data?.results.length === 0 && <Typography>{t('search.none')}</Typography>}
          <List aria-label={t('search.results', { q })}>
            {search.data?.results.map((hit) => (
              <Box component="li" key={hit.id} data-testid="search-hit" sx={{ py: 1, listStyle: 'none' }}>
                <Link
                  component={RouterLink}
                  to={`${documentsHref(hit.area)}?document=${hit.id}${hit.folder_id ? `&folder=${hit.folder_id}` : ''}`}
                >
                  {hit.title}
                </Link>
                <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', my: 0.5 }}>
                  <Chip size="small" label={t(`areas.${hit.area}`)} />
                  {hit.folder_name && (
                    <Chip size="small" variant="outlined" icon={<FolderIcon />} label={hit.folder_name} />
                  )}
                  <ValidityChip validUntil={hit.valid_until} />
                </Stack>
                <Snippet text={hit.snippet} />
              </Box>
            ))}
          </List>
        </Paper>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '240px 1fr', lg: '240px 1fr 1fr' },
        }}
      >
        <Paper variant="outlined" component="nav" aria-label={t('folders.title')} sx={{ p: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
            <Typography variant="subtitle2" component="h2">
              {t('folders.title')}
            </Typography>
            {keeper && (
              <Button size="small" startIcon={<CreateNewFolderIcon />} onClick={() => setFolderDialog(true)}>
                {t('folders.add')}
              </Button>
            )}
          </Stack>
          <List dense component="div">
            <ListItemButton selected={!folder} onClick={() => set({ folder: null, document: null })}>
              <ListItemText primary={t('folders.all')} />
            </ListItemButton>
            {(folders.data ?? []).map((f) => (
              <ListItemButton
                key={f.id}
                selected={folder === f.id}
                onClick={() => set({ folder: f.id, document: null })}
                sx={{ pl: f.parent_id ? 4 : 2 }}
              >
                <FolderIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
                <ListItemText primary={f.name} secondary={t('folders.count', { count: f.documents_count })} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 1, minWidth: 0 }}
          component="section"
          aria-labelledby="documents-title"
        >
          <Typography variant="subtitle2" component="h2" id="documents-title" sx={{ px: 1 }}>
            {t('documents.title')}
          </Typography>
          {list.isPending && <LinearProgress aria-label={t('loading')} />}
          {list.data?.results.length === 0 && <Typography sx={{ p: 1 }}>{t('documents.empty')}</Typography>}
          <List dense component="div" data-testid="documents-list">
            {list.data?.results.map((row) => (
              <ListItemButton
                key={row.id}
                selected={documentId === row.id}
                onClick={() => set({ document: row.id })}
                data-testid="document-row"
              >
                <ListItemText
                  primary={titleIn(row, lang)}
                  secondary={
                    <Box
                      component="span"
                      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
                    >
                      <span>{row.number}</span>
                      <ValidityChip validUntil={row.valid_until as string | null} />
                      <span>{t('documents.versions', { count: Number(row.versions_count ?? 0) })}</span>
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0, gridColumn: { md: '1 / -1', lg: 'auto' } }}>
          {documentId ? (
            <DocumentPanel id={documentId} keeper={keeper} />
          ) : (
            <Typography sx={{ color: 'text.secondary', p: 1 }}>{t('documents.choose')}</Typography>
          )}
        </Box>
      </Box>
      {folderDialog && <FolderDialog area={fileType} onClose={() => setFolderDialog(false)} />}
    </Box>
  );
}
