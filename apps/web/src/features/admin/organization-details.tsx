import type { TOrganization } from '@hse/contracts/organizations';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../../components/history-panel';
import { pickName, useLanguage } from '../../components/localized';
import { CHILD_KIND } from '../../components/organization-tree';
import { organizationPaths, organizationsKeys } from '../../components/organizations-query';
import { useOrganizationName } from '../../components/use-organization-name';

type TProps = {
  organization: TOrganization;
  onAddChild: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const DETAIL_FIELDS = ['name_ru', 'name_kk', 'name_en', 'short_name', 'bin'] as const;

/** Degrees as the place picker shows them, five decimals (about a metre). */
function siteText({ latitude, longitude }: TOrganization): string | null {
  return latitude === null || longitude === null ? null : `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

export function OrganizationDetails({ organization, onAddChild, onEdit, onDelete }: TProps) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const organizationName = useOrganizationName();
  const childKind = CHILD_KIND[organization.kind];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {t(`organizations.kinds.${organization.kind}`)}
        </Typography>
        <Typography variant="h6" component="h2" gutterBottom>
          {pickName(organization, lang)}
        </Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
          {[
            ...DETAIL_FIELDS.map(
              (field) => [field, organization[field] || t('history.empty_value')] as const,
            ),
            ['site', siteText(organization) ?? t('organizations.site.not_set')] as const,
          ].map(([field, text]) => (
            <Stack key={field} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`organizations.fields.${field}`)}:
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {text}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {childKind && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAddChild}>
              {t(`organizations.actions.add_${childKind}`)}
            </Button>
          )}
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
            {t('organizations.actions.edit')}
          </Button>
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
            {t('organizations.actions.delete')}
          </Button>
        </Stack>
      </Paper>
      <HistoryPanel
        queryKey={organizationsKeys.history(organization.id)}
        path={organizationPaths.history(organization.id)}
        fieldLabel={(field) => t(`organizations.fields.${field}`, { defaultValue: field })}
        formatValue={(field, value) => {
          if (field === 'parent_id') return organizationName(value);
          return field === 'kind' && typeof value === 'string' ? t(`organizations.kinds.${value}`) : null;
        }}
      />
    </Stack>
  );
}
