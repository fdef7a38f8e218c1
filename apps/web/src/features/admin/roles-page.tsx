import { ROLES } from '@hse/contracts/roles';
import type { TRoleEntry } from '@hse/contracts/users';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRoles } from './roles-queries';

function RoleCard({ entry }: { entry: TRoleEntry }) {
  const { t } = useTranslation('admin');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={t(`roles.names.${entry.role}`)}
        subheader={t(`roles.descriptions.${entry.role}`)}
        action={<Chip label={t('roles.members_count', { count: entry.members.length })} size="small" />}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {entry.members.length === 0 ? (
          <Typography color="text.secondary">{t('roles.no_members')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t(`roles.names.${entry.role}`)}>
            {entry.members.map((member) => (
              <li key={member.id}>
                <ListItemButton component={RouterLink} to={`/administration-edit-user/${member.id}`}>
                  <ListItemText
                    primary={member.fio}
                    secondary={[member.post, member.organization_name].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { color: member.is_active ? 'text.primary' : 'text.secondary' } }}
                  />
                  {!member.is_active && (
                    <Chip size="small" variant="outlined" label={t('users.status.inactive')} />
                  )}
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export default function RolesPage() {
  const { t } = useTranslation('admin');
  const roles = useRoles();
  // The server's order is not promised; the spec's order of roles is.
  const entries = [...(roles.data ?? [])].sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role));
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('roles.titles.list')}
      </Typography>
      {roles.isPending && <LinearProgress />}
      <Grid container spacing={2}>
        {entries.map((entry) => (
          <Grid key={entry.role} size={{ xs: 12, md: 6 }}>
            <RoleCard entry={entry} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
