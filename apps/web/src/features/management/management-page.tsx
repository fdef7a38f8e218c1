import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { MANAGEMENT_ENTRIES } from '../../app/management-entries';

/** /management: the administrator's reference data in one place, as the registry lists it. */
export default function ManagementPage() {
  const { t } = useTranslation('reference');
  const { roles } = useSession();
  const entries = MANAGEMENT_ENTRIES.filter(
    (entry) => !entry.roles || entry.roles.some((role) => roles.includes(role)),
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('management.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('management.intro')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {entries.map(({ key, href, title, text, icon: Icon }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={href} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Icon color="primary" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                      {t(title)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(text)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
