import type { TResultsSummary } from '@hse/contracts/questionnaires';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TShareRow = { key: string; label: string; detail: string; percent: number };

/** A share as a labelled bar: the weak ones stand out by colour. */
function ShareList({ title, rows, testId }: { title: string; rows: TShareRow[]; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.25}>
        {rows.map((row) => (
          <Box key={row.key} data-testid={`${testId}-row`}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.percent}%
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={row.percent}
              color={row.percent >= 80 ? 'success' : row.percent >= 50 ? 'warning' : 'error'}
              sx={{ height: 6, borderRadius: 3 }}
              aria-label={`${row.label}: ${row.percent}%`}
            />
            <Typography variant="caption" color="text.secondary">
              {row.detail}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** How many answered, how well on average, and the shares of right answers by organization and rule. */
export function ResultsSummary({ summary }: { summary: TResultsSummary }) {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const { t: rules } = useTranslation('observation_data');
  const share = (correct: number, total: number) => `${data('fields.correct_count')}: ${correct} / ${total}`;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2}>
        <Figure label={t('results.answers')} value={String(summary.answers)} testId="results-answers" />
        <Figure label={t('results.average')} value={`${summary.average_percent}%`} testId="results-average" />
      </Stack>
      {summary.answers === 0 ? (
        <Typography color="text.secondary">{t('results.empty')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ShareList
            title={t('results.by_rule')}
            testId="results-by-rule"
            rows={summary.by_rule.map((row) => ({
              key: row.rule,
              label: rules(`vital_rules.${row.rule}`),
              detail: share(row.correct, row.total),
              percent: row.percent,
            }))}
          />
          <ShareList
            title={t('results.by_organization')}
            testId="results-by-organization"
            rows={summary.by_organization.map((row) => ({
              key: row.organization_id,
              label: row.organization_name,
              detail: `${t('results.answers')}: ${row.answers} · ${share(row.correct, row.total)}`,
              percent: row.percent,
            }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
