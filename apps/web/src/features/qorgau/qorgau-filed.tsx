import type { TQorgauCard } from '@hse/contracts/qorgau';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The confirmation: the card's number, and where to go next. */
export function QorgauFiled({ card, onAnother }: { card: TQorgauCard; onAnother: () => void }) {
  const { t } = useTranslation('qorgau');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 700 }} data-testid="qorgau-filed">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          {t('filed.title', { number: card.number })}
        </Typography>
        <Typography>{t('filed.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            component={RouterLink}
            to={`/qorgau-view/${card.id}`}
            variant="contained"
            data-testid="qorgau-filed-view"
          >
            {t('filed.view')}
          </Button>
          <Button onClick={onAnother}>{t('filed.another')}</Button>
          <Button component={RouterLink} to="/qorgau">
            {t('filed.map')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
