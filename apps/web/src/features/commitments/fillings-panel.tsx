import { COMMITMENT_FILLING_ROUTE } from '@hse/contracts/commitment-module-head';
import {
  COMMITMENT_FILLINGS,
  COMMITMENT_MODULE,
  COMMITMENT_PERIODS,
  periodsBegun,
  type TCommitmentFilling,
} from '@hse/contracts/commitments';
import { displayValue } from '@hse/contracts/record-module/fields';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './page-texts';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../components/localized';
import { useChildren } from '../../components/record-module/children-queries';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

/** A share as the list shows it ("66,7 %"), or a dash. */
export function usePercentText() {
  const lang = useLanguage();
  return (value: unknown) =>
    typeof value === 'number'
      ? displayValue('percent', COMMITMENT_MODULE.fields.year_percent, value, {
          texts: COMMITMENT_MODULE.texts,
          lang,
          timeZone: 'UTC',
        })
      : '—';
}

/**
 * An approved commitment's progress on its page: the current quarter's share and the year's, each
 * quarter's report, and for the author the way to the report screen.
 */
export function FillingsPanel({ record }: TRecordSlotProps) {
  const { t } = useTranslation(COMMITMENT_MODULE.key);
  const percent = usePercentText();
  const { data } = useChildren(COMMITMENT_FILLINGS, record.id);
  if (record.status !== 'approved') return null;
  const fillings = (data?.results ?? []) as TCommitmentFilling[];
  const begun = periodsBegun(Number(record.year), new Date());
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="commitment-fillings-title">
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" id="commitment-fillings-title" sx={{ flexGrow: 1 }}>
            {t('sections.fillings')}
          </Typography>
          {data?.can_add && (
            <Button
              component={RouterLink}
              to={COMMITMENT_FILLING_ROUTE.replace(':id', record.id)}
              variant="contained"
              startIcon={<EditNoteIcon />}
            >
              {t('filling_page.fill')}
            </Button>
          )}
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            data-testid="commitment-current-percent"
            label={`${t('fields.current_percent')}: ${percent(record.current_percent)}`}
          />
          <Chip
            data-testid="commitment-year-percent"
            label={`${t('fields.year_percent')}: ${percent(record.year_percent)}`}
          />
        </Stack>
        <Table size="small" aria-labelledby="commitment-fillings-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('filling.period')}</TableCell>
              <TableCell>{t('filling.percent')}</TableCell>
              <TableCell>{t('filling.comment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {COMMITMENT_PERIODS.filter((period) => begun.includes(period)).map((period) => {
              const filling = fillings.find((f) => f.period === period);
              return (
                <TableRow key={period} data-testid={`commitment-period-${period}`}>
                  <TableCell>{t(`options.period.${period}`)}</TableCell>
                  <TableCell>
                    {filling ? percent(record[`${period}_percent`]) : t('filling_page.not_reported')}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{filling?.comment ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}
