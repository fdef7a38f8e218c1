import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AttachmentsPanel } from '../../components/attachments-panel';
import { useIncident } from '../../components/incident-query';
import { PageHeader } from '../../components/page-header';
import { IncidentForm } from './incident-form';
import { editorPath, variantOf } from './incident-routes';
import { incidentPaths } from './incidents-queries';

const TITLES = {
  short: { create: 'titles.create_message', edit: 'titles.edit_message' },
  full: { create: 'titles.create_full', edit: 'titles.edit_full' },
} as const;

/** `/message-create`, `/message-edit/:id`, `/incident-create`, `/incident-edit/:id`: one editor. */
export default function IncidentEditorPage() {
  const { t } = useTranslation('incidents');
  const { id } = useParams();
  const variant = variantOf(useLocation().pathname);
  const query = useIncident(id);
  const incident = query.data;
  const back = incident
    ? { to: `/incident-view/${incident.id}`, label: t('actions.back_to_record') }
    : { to: '/incident', label: t('actions.back') };
  const title = t(TITLES[variant][id ? 'edit' : 'create']);
  const other = variant === 'short' ? 'full' : 'short';

  return (
    <Box>
      <PageHeader title={incident ? `${title} ${incident.number}` : title} back={back}>
        {incident?.can_edit && (
          <Button component={RouterLink} to={editorPath(other, incident.id)} size="small" sx={{ ml: 'auto' }}>
            {t(other === 'full' ? 'actions.open_full' : 'actions.open_short')}
          </Button>
        )}
      </PageHeader>
      {id && query.isPending && <LinearProgress />}
      {id && query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {incident && !incident.can_edit && (
        <Alert severity="warning">
          {t('hints.not_editable')}{' '}
          <RouterLink to={`/incident-view/${incident.id}`}>{t('actions.back_to_record')}</RouterLink>
        </Alert>
      )}
      {(!id || incident?.can_edit) && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              {variant === 'short' && (
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t('hints.short_form')}
                </Alert>
              )}
              {/* A new key per record and form: the fields start fresh when the route switches. */}
              <IncidentForm
                key={`${variant}-${incident?.id ?? 'new'}`}
                incident={incident}
                variant={variant}
                onReload={async () => (await query.refetch()).data}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            {incident ? (
              <AttachmentsPanel base={incidentPaths.base(incident.id)} canEdit={incident.can_edit} />
            ) : (
              <Alert severity="info">{t('hints.files_after_save')}</Alert>
            )}
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
