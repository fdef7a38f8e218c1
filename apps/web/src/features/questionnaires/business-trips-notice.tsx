import LuggageIcon from '@mui/icons-material/LuggageOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBusinessTripsStatus } from './questionnaires-queries';

/**
 * The business-trip questionnaire (spec §1): unavailable until the ERP that knows who travels is
 * connected; the server says whether it is (business-trips-erp.ts).
 */
export function BusinessTripsNotice() {
  const { t } = useTranslation('questionnaires');
  const status = useBusinessTripsStatus();
  const connected = status.data?.connected === true;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="business-trips">
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <LuggageIcon color="action" />
        <Typography variant="h6" component="h2">
          {t('business_trips.title')}
        </Typography>
        {!connected && <Chip size="small" color="warning" label={t('business_trips.unavailable')} />}
      </Stack>
      {connected ? (
        <Alert severity="success">{t('business_trips.connected')}</Alert>
      ) : (
        <Alert severity="warning" data-testid="business-trips-unavailable">
          <AlertTitle>{t('business_trips.unavailable')}</AlertTitle>
          {t('business_trips.explain')}
        </Alert>
      )}
    </Paper>
  );
}
