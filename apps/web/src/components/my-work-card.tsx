import ArrowForward from '@mui/icons-material/ArrowForward';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyWorkCounts } from '../api/my-work-queries';
import { IconTile } from './icon-tile';

/**
 * The home page's "my work" card (decision 054): how many things wait for the reader, in all and
 * per module, each number a link to the list of them.
 */
export function MyWorkCard() {
  const { t } = useTranslation('my_work');
  const counts = useMyWorkCounts();
  const total = counts.data?.total ?? 0;
  return (
    <Card
      component="section"
      aria-labelledby="my-work-card-title"
      sx={{ borderRadius: 3 }}
      data-testid="my-work-card"
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <IconTile icon={PendingActionsOutlined} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="my-work-card-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {t('card.title')}
          </Typography>
          {counts.isPending ? (
            <Skeleton width={220} />
          ) : counts.isError ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('card.failed')}</Typography>
          ) : (
            <Typography sx={{ color: 'text.secondary' }} data-testid="my-work-total">
              {total > 0 ? t('card.total', { count: total }) : t('card.none')}
            </Typography>
          )}
          {total > 0 && (
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
            >
              {counts.data?.modules.map((m) => (
                <li key={m.module}>
                  <Chip
                    component={RouterLink}
                    to={`/my-work?module=${encodeURIComponent(m.module)}`}
                    clickable
                    variant="outlined"
                    color="primary"
                    label={t('module_count', { title: m.title, count: m.count })}
                    data-testid={`my-work-count-${m.module}`}
                  />
                </li>
              ))}
            </Stack>
          )}
          <Link
            component={RouterLink}
            to="/my-work"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
            data-testid="my-work-open"
          >
            {t('card.open')}
            <ArrowForward fontSize="small" aria-hidden />
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
