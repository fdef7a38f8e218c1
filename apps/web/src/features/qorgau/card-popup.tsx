import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, useLanguage } from '../../components/localized';
import { qorgauPaths, useQorgauCard } from './qorgau-queries';

/** What a marker's popup shows: the card's number, type, first photo and text, and its link. */
export function CardPopup({ id }: { id: string }) {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const lang = useLanguage();
  const card = useQorgauCard(id);
  if (!card.data) return <CircularProgress size={20} />;
  const photo = card.data.photos.find((p) => p.has_thumbnail);
  return (
    <Box sx={{ width: 220 }} data-testid="qorgau-popup">
      <Typography variant="subtitle2">{card.data.number}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {`${formatDateTime(card.data.observed_at, lang)} · ${data(`types.${card.data.observation_type}`)}`}
      </Typography>
      {photo && (
        <Box
          component="img"
          src={qorgauPaths.thumbnail(id, photo.id)}
          alt={photo.name}
          sx={{ width: '100%', maxHeight: 120, objectFit: 'cover', borderRadius: 1, my: 0.5 }}
        />
      )}
      <Typography variant="body2" sx={{ my: 0.5 }}>
        {card.data.description}
      </Typography>
      <Link component={RouterLink} to={`/qorgau-view/${id}`}>
        {t('map.open_card')}
      </Link>
    </Box>
  );
}
