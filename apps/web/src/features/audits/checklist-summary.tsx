import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { formatScore } from './audit-format';

type TProps = {
  /** The weighted share of compliant answers, as `auditScore` counts it; null before any applies. */
  score: number | null;
  answered: number;
  total: number;
};

/** The score and how far the checklist is answered, announced as they change. */
export function ChecklistSummary({ score, answered, total }: TProps) {
  const { t } = useTranslation('audit_checklist');
  const lang = useLanguage();
  const percent = score === null ? null : formatScore(score, lang);
  return (
    <Stack spacing={1} aria-live="polite" data-testid="checklist-summary">
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h6" component="p" data-testid="checklist-score">
          {percent === null ? t('summary.no_score') : t('summary.score', { score: percent })}
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
