import type { TAnswerResult } from '@hse/contracts/questionnaires';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The score the server gave, and the rules to study again, in the reader's language. */
export function AnswerResult({ result, onAgain }: { result: TAnswerResult; onAgain: () => void }) {
  const { t } = useTranslation('questionnaires');
  const { t: rules } = useTranslation('observation_data');
  const good = result.percent >= 80;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="answer-result">
      <Typography variant="h6" component="h2">
        {t('result.title')}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 1 }} data-testid="answer-score">
        {t('result.score', {
          correct: result.correct_count,
          total: result.total_count,
          percent: result.percent,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={result.percent}
        color={good ? 'success' : 'warning'}
        sx={{ height: 10, borderRadius: 5, mb: 2 }}
        aria-hidden
      />
      {result.rules_to_study.length === 0 ? (
        <Alert severity="success">{t('result.all_right')}</Alert>
      ) : (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('result.rules_to_study')}
          </Typography>
          <List dense data-testid="rules-to-study">
            {result.rules_to_study.map((rule) => (
              <ListItem key={rule} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <SchoolIcon color="warning" />
                </ListItemIcon>
                <ListItemText primary={rules(`vital_rules.${rule}`)} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={onAgain} data-testid="answer-again">
          {t('actions.again')}
        </Button>
        <Button component={RouterLink} to="/questionnaire_create">
          {t('actions.choose_other')}
        </Button>
      </Stack>
    </Paper>
  );
}
