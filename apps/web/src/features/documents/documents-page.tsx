import { DOCUMENT_AREAS, DOCUMENT_KEEPERS, documentsHref } from '@hse/contracts/document-module-head';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { hasRole, useSession } from '../../api/session';
import { useLanguage } from '../../components/localized';
import { DocumentCreateDialog } from './document-create-dialog';
import { Snippet, titleIn, ValidityChip } from './document-labels';
import { DocumentPanel } from './document-panel';
import { useDocumentSearch, useDocuments, useFolders } from './documents-queries';
import { FolderDeleteDialog, FolderDialog } from './folder-dialog';

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
  const [folderDialog, setFolderDialog] = useState<'new' | 'edit' | 'delete' | null>(null);
  const [creating, setCreating] = useState(false);
  const keeper = hasRole(...DOCUMENT_KEEPERS);
  const known = (DOCUMENT_AREAS as readonly string[]).includes(fileType);
  const folders = useFolders(fileType);
  const list = useDocuments(fileType, folder);
  const search = useDocumentSearch(q);
  // Below the three-column width the panel sits under the whole list: a document chosen there is
  // brought into view and given focus, or a phone's reader would have to scroll past every row.
  const stacked = useMediaQuery(useTheme().breakpoints.down('lg'));
  const panelRef = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    if (!documentId || !chosen.current || !stacked) return;
    chosen.current = false;
    panelRef.current?.scrollIntoView({ block: 'start' });
    panelRef.current?.focus({ preventScroll: true });
  }, [documentId, stacked]);
  useEffect(() => setTyped(q), [q]);
  const chosenFolder = (folders.data ?? []).find((f) => f.id === folder) ?? null;

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
              <Button
                size="small"
                startIcon={<CreateNewFolderIcon />}
                onClick={() => setFolderDialog('new')}
                data-testid="folder-add"
              >
                {t('folders.add')}
              </Button>
            )}
          </Stack>
          {keeper && chosenFolder && (
            <Stack direction="row" useFlexGap sx={{ px: 1, gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={() => setFolderDialog('edit')}
                data-testid="folder-edit"
              >
                {t('folders.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setFolderDialog('delete')}
                data-testid="folder-delete"
              >
                {t('folders.delete')}
              </Button>
            </Stack>
          )}
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
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
            <Typography variant="subtitle2" component="h2" id="documents-title">
              {t('documents.title')}
            </Typography>
            {keeper && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setCreating(true)}
                data-testid="document-add"
              >
                {t('documents.add')}
              </Button>
            )}
          </Stack>
          {list.isPending && <LinearProgress aria-label={t('loading')} />}
          {list.data?.results.length === 0 && <Typography sx={{ p: 1 }}>{t('documents.empty')}</Typography>}
          <List dense component="div" data-testid="documents-list">
            {list.data?.results.map((row) => (
              <ListItemButton
                key={row.id}
                selected={documentId === row.id}
                onClick={() => {
                  chosen.current = true;
                  set({ document: row.id });
                }}
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
        <Box
          ref={panelRef}
          tabIndex={-1}
          sx={{ minWidth: 0, gridColumn: { md: '1 / -1', lg: 'auto' }, scrollMarginTop: 72 }}
        >
          {documentId ? (
            <DocumentPanel id={documentId} keeper={keeper} />
          ) : (
            <Typography sx={{ color: 'text.secondary', p: 1 }}>{t('documents.choose')}</Typography>
          )}
        </Box>
      </Box>
      {(folderDialog === 'new' || (folderDialog === 'edit' && chosenFolder)) && (
        <FolderDialog
          area={fileType}
          folders={folders.data ?? []}
          folder={folderDialog === 'edit' ? chosenFolder : null}
          parentId={folder}
          onClose={() => setFolderDialog(null)}
        />
      )}
      {folderDialog === 'delete' && chosenFolder && (
        <FolderDeleteDialog
          folder={chosenFolder}
          onDeleted={() => set({ folder: chosenFolder.parent_id, document: null })}
          onClose={() => setFolderDialog(null)}
        />
      )}
      {creating && (
        <DocumentCreateDialog
          area={fileType}
          folderId={folder}
          onCreated={(id) => {
            setCreating(false);
            set({ document: id });
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
