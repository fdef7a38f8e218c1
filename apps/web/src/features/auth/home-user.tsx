import { hasAnyRole } from '@hse/contracts/roles';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotificationCount } from '../../api/notification-queries';
import { DEFAULT_FIO, useSession } from '../../api/session';
import { MyWorkCard } from '../../components/my-work-card';
import { HomeCard } from './home-card';
import { HOME_CARDS } from './home-cards';

export function HomeUser() {
  const { t } = useTranslation('auth');
  const { fio, roles, organizationName } = useSession();
  const { data: unread } = useNotificationCount();
  const cards = HOME_CARDS.filter((card) => hasAnyRole(roles, card.roles));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }} data-testid="home-user">
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
          {fio === DEFAULT_FIO ? t('home.user.greeting_anonymous') : t('home.user.greeting', { name: fio })}
        </Typography>
        {organizationName && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('home.user.organization', { name: organizationName })}
          </Typography>
        )}
      </div>
      <MyWorkCard />
      <Typography variant="h6" component="h2">
        {t('home.user.quick_access')}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <HomeCard card={card} count={card.counter === 'notifications' ? unread : undefined} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
