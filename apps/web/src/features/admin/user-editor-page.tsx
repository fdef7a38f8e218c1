import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { UserAccountPanel } from './user-account-panel';
import { UserForm } from './user-form';
import { UserHistory } from './user-history';
import { useUser } from './users-queries';

/** `/administration-create-user` and `/administration-edit-user/:id`: one editor for both. */
export default function UserEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const query = useUser(id);
  const user = query.data;
  const title = id ? (user?.fio ?? t('users.titles.edit')) : t('users.titles.create');

  return (
    <Box>
      <PageHeader title={title} back={{ to: '/administration-users', label: t('users.actions.back') }} />
      {id && query.isPending && <LinearProgress />}
      {id && query.isError && <Alert severity="error">{t('users.errors.load_failed')}</Alert>}
      {(!id || user) && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: id ? 8 : 12 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              {!id && (
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t('users.hints.photo_after_create')}
                </Alert>
              )}
              {/* A new key per record: the form starts fresh when the route switches users. */}
              <UserForm
                key={user?.id ?? 'new'}
                user={user}
                onReload={async () => (await query.refetch()).data}
              />
            </Paper>
          </Grid>
          {user && (
            <Grid size={{ xs: 12, lg: 4 }}>
              <Stack spacing={2}>
                <UserAccountPanel user={user} />
                <UserHistory userId={user.id} />
              </Stack>
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
