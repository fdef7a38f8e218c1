import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The message a document is written about, as a link back to it. */
export function IncidentLink({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation('investigation_data');
  return (
    <Typography variant="body2" sx={{ mb: 2 }} data-testid="document-incident">
      {t('fields.incident_number')}:{' '}
      <Link component={RouterLink} to={`/incident-view/${id}`}>
        {number}
      </Link>
    </Typography>
  );
}
