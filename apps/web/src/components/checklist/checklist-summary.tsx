import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** The weighted share of compliant answers, written as the record's score field; null before any applies. */
  score: string | null;
  answered: number;
  total: number;
  /** The module's screen texts (`summary.*`). */
  ns: string;
};

/** The score and how far the checklist is answered, announced as they change. */
export function ChecklistSummary({ score, answered, total, ns }: TProps) {
  const { t } = useTranslation(ns);
  return (
    <Stack spacing={1} aria-live="polite" data-testid="checklist-summary">
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h6" component="p" data-testid="checklist-score">
          {score === null ? t('summary.no_score') : t('summary.score', { score })}
        </Typography>
        <Typography color="text.secondary" data-testid="checklist-answered">
          {t('summary.answered', { answered, total })}
        </Typography>
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : (answered / total) * 100}
          aria-label={t('summary.progress')}
        />
      </Box>
    </Stack>
  );
}
