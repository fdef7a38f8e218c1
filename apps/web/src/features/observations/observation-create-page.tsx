import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ObservationForm } from './observation-form';
import { OBSERVATION_ROUTES, observationKindOf } from './observation-routes';

/** `/pnbr_create`, `/works_observations_create`, `/driving_observations_create`. */
export default function ObservationCreatePage() {
  const { t } = useTranslation('observations');
  const kind = observationKindOf(useLocation().pathname);
  return (
    <Box>
      <PageHeader
        title={t(`kinds.${kind}.new`)}
        back={{ to: OBSERVATION_ROUTES[kind].list, label: t('actions.back_to_list') }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
        <ObservationForm key={kind} kind={kind} />
      </Paper>
    </Box>
  );
}
