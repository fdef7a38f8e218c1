import type { TMyWorkItem } from '@hse/contracts/my-work';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime, useLanguage } from '../../components/localized';
import { StatusChip } from '../../components/status-chip';

/** One thing waiting for the reader: what it is, where it stands, since when and by when; a link to it. */
export function MyWorkItem({ item }: { item: TMyWorkItem }) {
  const { t } = useTranslation('my_work');
  const lang = useLanguage();
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={item.link} data-testid={`my-work-item-${item.id}`}>
        <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.module_title} {item.number}
          </Typography>
          {item.summary && (
            <Typography component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {item.summary}
            </Typography>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <StatusChip status={item.status} label={item.status_text} />
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('since', { date: formatDateTime(item.since, lang) })}
            </Typography>
            {item.due_date && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('due', { date: formatDate(item.due_date, lang) })}
              </Typography>
            )}
            {item.overdue && <Chip size="small" color="error" variant="outlined" label={t('overdue')} />}
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
