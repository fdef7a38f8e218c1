import { QUESTIONNAIRE_STAFF_ROLES } from '@hse/contracts/questionnaires';
import { hasAnyRole } from '@hse/contracts/roles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { BusinessTripsNotice } from './business-trips-notice';
import { PublishedList } from './published-list';
import { QuestionnairesList } from './questionnaires-list';

/**
 * `/questionnaire`: the business-trip questionnaire's notice, then the vital-rules
 * questionnaires: all of them to manage for the HSE staff, the published ones to answer for others.
 */
export default function QuestionnairesPage() {
  const { t } = useTranslation('questionnaires');
  const { roles } = useSession();
  const staff = hasAnyRole(roles, QUESTIONNAIRE_STAFF_ROLES);
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('page.title')}
      </Typography>
      <BusinessTripsNotice />
      <Typography variant="h6" component="h2">
        {t('vital.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('vital.hint')}
      </Typography>
      {staff ? <QuestionnairesList /> : <PublishedList />}
    </Box>
  );
}
