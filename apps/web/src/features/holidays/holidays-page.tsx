import { FORMAT_LOCALES } from '@hse/contracts/constants';
import type { THoliday } from '@hse/contracts/holidays';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconAction } from '../../components/icon-action';
import { formatDate, pickName, useLanguage } from '../../components/localized';
import { HolidayDialog } from './holiday-dialog';
import { useDeleteHoliday, useHolidays } from './holidays-queries';

/** The years offered: the two before this one, this one and the next two. */
function yearsAround(year: number) {
  return [year - 2, year - 1, year, year + 1, year + 2];
}

/**
 * `/administration-holidays`: Kazakhstan's working-day calendar (decision 049), a year at a time.
 * Deadlines counted in working days read it; the administrator adds the government's transfers.
 */
export default function HolidaysPage() {
  const { t } = useTranslation('holidays');
  const lang = useLanguage();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const query = useHolidays(year);
  const remove = useDeleteHoliday();
  const [dialog, setDialog] = useState<{ item: THoliday | null } | null>(null);
  const [confirm, setConfirm] = useState<THoliday | null>(null);
  const weekday = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' });

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ width: { xs: '100%', sm: 160 } }}
          data-testid="holidays-year"
        >
          {yearsAround(thisYear).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ item: null })}>
          {t('actions.add')}
        </Button>
      </Stack>
      {query.isPending && <LinearProgress aria-label={t('loading')} />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {query.data && (
        <Paper variant="outlined">
          {query.data.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('empty')}</Typography>
          ) : (
            <List disablePadding aria-label={t('list_label', { year })}>
              {query.data.map((item) => {
                const name = pickName(item, lang);
                const day = formatDate(item.day, lang);
                return (
                  <ListItem
                    key={item.id}
                    divider
                    sx={{ flexWrap: 'wrap', columnGap: 2 }}
                    data-testid="holiday"
                  >
                    <ListItemText
                      primary={`${day} · ${weekday.format(new Date(`${item.day}T00:00:00Z`))}`}
                      secondary={name}
                      sx={{ flex: '1 1 220px', overflowWrap: 'anywhere' }}
                    />
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
                      <Chip
                        size="small"
                        color={item.kind === 'holiday' ? 'success' : 'warning'}
                        label={t(`kinds.${item.kind}`)}
                      />
                      <IconAction label={t('actions.edit')} target={day} onClick={() => setDialog({ item })}>
                        <EditIcon fontSize="small" />
                      </IconAction>
                      <IconAction label={t('actions.delete')} target={day} onClick={() => setConfirm(item)}>
                        <DeleteIcon fontSize="small" />
                      </IconAction>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Paper>
      )}
      {dialog && (
        <HolidayDialog
          key={dialog.item?.id ?? `new-${year}`}
          item={dialog.item}
          year={year}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('confirm.delete_title')}
        text={t('confirm.delete_text', {
          day: confirm ? formatDate(confirm.day, lang) : '',
          name: confirm ? pickName(confirm, lang) : '',
        })}
        confirmLabel={t('actions.delete')}
        color="error"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm) await remove.mutateAsync(confirm);
        }}
      />
    </Box>
  );
}
