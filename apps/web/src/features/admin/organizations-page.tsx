import type { TOrganization } from '@hse/contracts/organizations';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../components/localized';
import { ancestorIds, buildOrganizationTree, CHILD_KIND } from '../../components/organization-tree';
import { useOrganizations } from '../../components/organizations-query';
import { OrganizationDeleteDialog } from './organization-delete-dialog';
import { OrganizationDetails } from './organization-details';
import { OrganizationDialog, type TOrganizationDialogTarget } from './organization-dialog';
import { OrganizationTreeView } from './organization-tree-view';

export default function OrganizationsPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const organizations = useOrganizations();
  const list = organizations.data ?? [];
  const tree = useMemo(
    () => buildOrganizationTree(organizations.data ?? [], lang),
    [organizations.data, lang],
  );
  // The selection is in the address so that a reload or a shared link opens the same organization.
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('selected');
  const selected = list.find((org) => org.id === selectedId) ?? null;
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [dialog, setDialog] = useState<TOrganizationDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TOrganization | null>(null);

  // Roots and the selection's ancestors start open; the user's own toggles win.
  const expanded = useMemo(() => {
    const open = new Set([
      ...tree.map((node) => node.id),
      ...(selectedId ? ancestorIds(list, selectedId) : []),
    ]);
    for (const [id, isOpen] of toggled) {
      if (isOpen) open.add(id);
      else open.delete(id);
    }
    return open;
  }, [tree, list, selectedId, toggled]);

  const select = (id: string | null) => setSearchParams(id ? { selected: id } : {}, { replace: true });
  const toggle = (id: string) => setToggled((prev) => new Map(prev).set(id, !expanded.has(id)));
  const hasHolding = list.some((org) => org.kind === 'holding');

  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('organizations.titles.list')}
        </Typography>
        {organizations.isSuccess && !hasHolding && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ mode: 'create', parentId: null, kind: 'holding' })}
          >
            {t('organizations.actions.add_holding')}
          </Button>
        )}
      </Stack>
      {organizations.isPending && <LinearProgress />}
      {organizations.isSuccess && list.length === 0 && (
        <Alert severity="info">{t('organizations.empty')}</Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          {tree.length > 0 && (
            <Paper variant="outlined" sx={{ py: 1 }}>
              <OrganizationTreeView
                nodes={tree}
                selectedId={selectedId}
                expanded={expanded}
                onSelect={select}
                onToggle={toggle}
              />
            </Paper>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 7 }}>
          {selected ? (
            <OrganizationDetails
              organization={selected}
              onAddChild={() => {
                const kind = CHILD_KIND[selected.kind];
                if (kind) setDialog({ mode: 'create', parentId: selected.id, kind });
              }}
              onEdit={() => setDialog({ mode: 'edit', organization: selected })}
              onDelete={() => setDeleting(selected)}
            />
          ) : (
            tree.length > 0 && <Alert severity="info">{t('organizations.select_hint')}</Alert>
          )}
        </Grid>
      </Grid>
      {dialog && (
        <OrganizationDialog
          key={dialog.mode === 'edit' ? dialog.organization.id : `new-${dialog.parentId}`}
          target={dialog}
          onClose={() => setDialog(null)}
          onSaved={(org) => {
            setDialog(null);
            select(org.id);
          }}
        />
      )}
      <OrganizationDeleteDialog
        organization={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(org) => select(org.parent_id)}
      />
    </Box>
  );
}
