import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile-queries';
import { PhotoUpload } from '../../components/photo-upload';
import { EmploymentCard } from './employment-card';
import { PasswordChangeForm } from './password-change-form';
import { useStoreProfile } from './profile-mutations';
import { ProfilePersonalForm } from './profile-personal-form';
import { SessionsPanel } from './sessions-panel';

/** Without a title when the content names itself (the personal fields carry their legend). */
function Block({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** `/personal-account`: the signed-in person's own data, photo, password and sessions. */
export default function PersonalAccountPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const store = useStoreProfile();
  const user = profile.data;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {user?.fio ?? t('titles.page')}
      </Typography>
      {profile.isPending && <LinearProgress />}
      {profile.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {user && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={2}>
              <Block>
                <ProfilePersonalForm profile={user} onReload={async () => (await profile.refetch()).data} />
              </Block>
              <Block title={t('sections.password')}>
                <PasswordChangeForm />
              </Block>
              <Block title={t('sections.sessions')}>
                <SessionsPanel />
              </Block>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2}>
              <Block title={t('sections.photo')}>
                <PhotoUpload path="/profile/photo/" user={user} onChanged={store} />
              </Block>
              <Block title={t('sections.employment')}>
                <EmploymentCard profile={user} />
              </Block>
            </Stack>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
