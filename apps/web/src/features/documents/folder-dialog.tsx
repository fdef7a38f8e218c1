import type { TFolder } from '@hse/contracts/documents';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRefreshDocuments } from './documents-queries';

/** The folders a folder may move under: any of its area but itself and those below it. */
export function parentChoices(folders: TFolder[], self: TFolder | null): TFolder[] {
  if (!self) return folders;
  const below = new Set([self.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parent_id && below.has(folder.parent_id) && !below.has(folder.id)) {
        below.add(folder.id);
        grew = true;
      }
    }
  }
  return folders.filter((folder) => !below.has(folder.id));
}

/**
 * Creates a folder of the area, or renames and moves one (the HSE staff). A new folder goes
 * under the folder chosen on the page; the server refuses a loop.
 */
export function FolderDialog({
  area,
  folders,
  folder = null,
  parentId = null,
  onClose,
}: {
  area: string;
  folders: TFolder[];
  folder?: TFolder | null;
  parentId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents_page');
  const titleId = useId();
  const refresh = useRefreshDocuments();
  const [name, setName] = useState(folder?.name ?? '');
  const [parent, setParent] = useState<string>((folder ? folder.parent_id : parentId) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [parentError, setParentError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setParentError(null);
    try {
      if (folder) {
        await api.patch(`/documents/folders/${folder.id}/`, {
          name,
          parent_id: parent || null,
          version: folder.version,
        });
      } else {
        await api.post('/documents/folders/', { area, name, parent_id: parent || null });
      }
      refresh();
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.parent_id)
        setParentError(caught.errors.parent_id[0] ?? null);
      else
        setError(
          caught instanceof ApiError
            ? (caught.errors?.name?.[0] ?? caught.detail)
            : t('errors.upload_failed'),
        );
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{folder ? t('folders.edit') : t('folders.new')}</DialogTitle>
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
            slotProps={{ htmlInput: { 'data-testid': 'folder-name' } }}
          />
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('folders.parent')}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
            error={parentError !== null}
            helperText={parentError ?? ' '}
          >
            <MenuItem value="">
              <em>{t('folders.top')}</em>
            </MenuItem>
            {parentChoices(folders, folder).map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim()} data-testid="folder-save">
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Asks before removing a folder; the server refuses one that holds anything, with its reason. */
export function FolderDeleteDialog({
  folder,
  onDeleted,
  onClose,
}: {
  folder: TFolder;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents_page');
  const refresh = useRefreshDocuments();
  return (
    <ConfirmDialog
      open
      title={t('folders.delete_title', { name: folder.name })}
      text={t('folders.delete_text')}
      confirmLabel={t('folders.delete')}
      color="error"
      onConfirm={async () => {
        await api.delete(`/documents/folders/${folder.id}/`, { version: folder.version });
        refresh();
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
