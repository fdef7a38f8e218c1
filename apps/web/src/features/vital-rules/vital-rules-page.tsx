import { type TVitalRule, VITAL_RULES } from '@hse/contracts/observations';
import type { TVitalRuleSubcategory } from '@hse/contracts/vital-rule-subcategories';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorDetail } from '../../components/error-detail';
import { pickName, useLanguage } from '../../components/localized';
import { useOrganizationOptions } from '../../components/organization-options';
import { OrganizationSelect } from '../../components/organization-select';
import { useSubcategories } from '../../components/vital-rule-subcategories-query';
import { SubcategoryDialog, type TSubcategoryDialogTarget } from './subcategory-dialog';
import { useDeleteSubcategory, useUpdateSubcategory } from './vital-rules-queries';

type TConfirm = { kind: 'delete' | 'deactivate'; item: TVitalRuleSubcategory };

/**
 * `/administration-vital-rules`: the nine life-saving rules with the sub-categories organizations
 * added under them (decision 020). Admin keeps every organization's; dotos and headdotos those of
 * their scope, and see the others' read-only.
 */
export default function VitalRulesPage() {
  const { t } = useTranslation('vital_rules');
  const lang = useLanguage();
  const { roles, organizationId } = useSession();
  const isAdmin = roles.includes('admin');
  const [filter, setFilter] = useState<string | null>(null);
  const query = useSubcategories({
    include_inactive: 'true',
    ...(filter ? { organization_id: filter } : {}),
  });
  // The server's scope is the reader's organization and everything below it (admin: all).
  const scope = useOrganizationOptions({ within: isAdmin ? null : organizationId });
  const manageable = useMemo(() => new Set(scope.options.map((o) => o.value)), [scope.options]);
  const [dialog, setDialog] = useState<TSubcategoryDialogTarget | null>(null);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const update = useUpdateSubcategory();
  const remove = useDeleteSubcategory();

  const byRule = useMemo(() => {
    const groups = new Map<TVitalRule, TVitalRuleSubcategory[]>(VITAL_RULES.map((rule) => [rule, []]));
    for (const item of query.data ?? []) groups.get(item.rule)?.push(item);
    return groups;
  }, [query.data]);

  // A new one starts at the organization filtered by, or the reader's own, when the reader may add there.
  const suggested = [filter, organizationId].find((id) => id && manageable.has(id)) ?? '';
  const add = (rule: TVitalRule) => setDialog({ mode: 'create', rule, organizationId: suggested });
  const activate = (item: TVitalRuleSubcategory) =>
    update.mutate(
      { id: item.id, body: { version: item.version, active: true } },
      { onError: (error) => notify({ type: 'error', message: errorDetail(error, t('errors.save_failed')) }) },
    );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
      <Box sx={{ mb: 2, maxWidth: { sm: 480 } }}>
        <OrganizationSelect
          size="small"
          fullWidth
          label={t('filter.organization')}
          emptyLabel={t('filter.all')}
          value={filter}
          onChange={setFilter}
          helperText={filter ? t('filter.hint') : undefined}
          data-testid="vital-rules-organization"
        />
      </Box>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      <Grid container spacing={2}>
        {VITAL_RULES.map((rule) => (
          <Grid key={rule} size={{ xs: 12, lg: 6 }}>
            <RuleCard
              rule={rule}
              items={byRule.get(rule) ?? []}
              canManage={(item) => manageable.has(item.organization_id)}
              canAdd={manageable.size > 0}
              onAdd={() => add(rule)}
              onEdit={(item) => setDialog({ mode: 'edit', item })}
              onToggle={(item) => (item.active ? setConfirm({ kind: 'deactivate', item }) : activate(item))}
              onDelete={(item) => setConfirm({ kind: 'delete', item })}
            />
          </Grid>
        ))}
      </Grid>
      {dialog && (
        <SubcategoryDialog
          key={dialog.mode === 'edit' ? dialog.item.id : `new-${dialog.rule}`}
          target={dialog}
          organizations={scope.options}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(`confirm.${confirm?.kind ?? 'delete'}_title`)}
        text={t(`confirm.${confirm?.kind ?? 'delete'}_text`, {
          name: confirm ? pickName(confirm.item, lang) : '',
        })}
        confirmLabel={t(`actions.${confirm?.kind ?? 'delete'}`)}
        color={confirm?.kind === 'delete' ? 'error' : 'primary'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          const { item } = confirm;
          if (confirm.kind === 'delete') await remove.mutateAsync(item);
          else await update.mutateAsync({ id: item.id, body: { version: item.version, active: false } });
        }}
      />
    </Box>
  );
}

type TRuleCardProps = {
  rule: TVitalRule;
  items: TVitalRuleSubcategory[];
  canManage: (item: TVitalRuleSubcategory) => boolean;
  canAdd: boolean;
  onAdd: () => void;
  onEdit: (item: TVitalRuleSubcategory) => void;
  onToggle: (item: TVitalRuleSubcategory) => void;
  onDelete: (item: TVitalRuleSubcategory) => void;
};

function RuleCard({ rule, items, canManage, canAdd, onAdd, onEdit, onToggle, onDelete }: TRuleCardProps) {
  const { t } = useTranslation('vital_rules');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  const title = rules(`vital_rules.${rule}`);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`rule-${rule}`}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          canAdd && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={onAdd}
              aria-label={t('actions.add_to', { rule: title })}
            >
              {t('actions.add')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={title}>
            {items.map((item) => {
              const name = pickName(item, lang);
              const others = [item.name_ru, item.name_kk, item.name_en].filter((n) => n !== name);
              return (
                <ListItem
                  key={item.id}
                  disableGutters
                  divider
                  sx={{ alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1 }}
                  data-testid="subcategory"
                >
                  <ListItemText
                    primary={name}
                    // Dimmed by colour, not opacity, which would take the texts below 4.5:1; the chip says it.
                    slotProps={{ primary: { color: item.active ? 'text.primary' : 'text.secondary' } }}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {others.join(' · ')}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                          {item.organization_name}
                        </Box>
                      </>
                    }
                    sx={{ flex: '1 1 220px', overflowWrap: 'anywhere' }}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
                    {!item.active && <Chip size="small" variant="outlined" label={t('inactive')} />}
                    {canManage(item) && (
                      <>
                        <Tooltip title={t('actions.edit')}>
                          <IconButton
                            size="small"
                            aria-label={`${t('actions.edit')}: ${name}`}
                            onClick={() => onEdit(item)}
                          >
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t(item.active ? 'actions.deactivate' : 'actions.activate')}>
                          <IconButton
                            size="small"
                            aria-label={`${t(item.active ? 'actions.deactivate' : 'actions.activate')}: ${name}`}
                            onClick={() => onToggle(item)}
                          >
                            {item.active ? (
                              <BlockIcon fontSize="small" />
                            ) : (
                              <CheckCircleIcon fontSize="small" />
                            )}
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('actions.delete')}>
                          <IconButton
                            size="small"
                            aria-label={`${t('actions.delete')}: ${name}`}
                            onClick={() => onDelete(item)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
