import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '../../components/icon-tile';
import type { THomeCard } from './home-cards';

export function HomeCard({ card, count }: { card: THomeCard; count?: number }) {
  const { t } = useTranslation('auth');
  return (
    <Card sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={card.href}
        data-testid={`home-card-${card.key}`}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <IconTile icon={card.icon} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(card.texts?.title ?? `home.cards.${card.key}.title`)}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t(card.texts?.text ?? `home.cards.${card.key}.text`)}
            </Typography>
            {card.status && (
              <Suspense fallback={null}>
                <card.status />
              </Suspense>
            )}
            {count !== undefined && (
              <Chip
                size="small"
                sx={{ mt: 1 }}
                color={count > 0 ? 'error' : 'default'}
                label={count > 0 ? t('home.unread', { count }) : t('home.no_unread')}
              />
            )}
          </Box>
          <ArrowForward sx={{ color: 'text.disabled', alignSelf: 'center' }} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
