import { COMMITMENT_MODULE } from '@hse/contracts/commitments';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './page-texts';
import { useMyCommitment } from './commitment-queries';
import { usePercentText } from './fillings-panel';

/** The home card's line: how far the reader's own commitment of this year has come. */
export default function CommitmentHomeStatus() {
  const { t } = useTranslation(COMMITMENT_MODULE.key);
  const percent = usePercentText();
  const { data } = useMyCommitment();
  if (!data) return null;
  const mine = data.commitment;
  const line = (text: string, testId: string) => (
    <Typography sx={{ fontSize: 14, fontWeight: 600, mt: 0.5 }} data-testid={testId}>
      {text}
    </Typography>
  );
  if (!mine) return line(t('home_status.none'), 'commitment-home-none');
  if (mine.status !== 'approved' || !mine.period)
    return line(
      t('home_status.pending', { year: mine.year, status: t(`statuses.${mine.status}`) }),
      'commitment-home-pending',
    );
  return (
    <>
      {line(
        t('home_status.current', {
          period: t(`options.period.${mine.period}`),
          year: mine.year,
          percent: percent(mine.current_percent),
        }),
        'commitment-home-current',
      )}
      {line(t('home_status.year', { percent: percent(mine.year_percent) }), 'commitment-home-year')}
    </>
  );
}
