import QuizIcon from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePublishedQuestionnaires } from './questionnaires-queries';

/** The published questionnaires as cards, each opening its form at `questionnaire_create?id=`. */
export function PublishedList() {
  const { t } = useTranslation('questionnaires');
  const published = usePublishedQuestionnaires();
  if (published.isPending) return <LinearProgress />;
  if (published.isError) return <Alert severity="error">{t('errors.load_failed')}</Alert>;
  if (published.data.length === 0) return <Alert severity="info">{t('answer.none')}</Alert>;
  return (
    <Stack spacing={2} data-testid="published-questionnaires">
      {published.data.map((item) => (
        <Card key={item.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <QuizIcon color="primary" />
              <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
            </Stack>
            {item.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {item.description}
              </Typography>
            )}
            <Typography variant="body2">
              {t('answer.question_count', { count: item.question_count })}
            </Typography>
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={`/questionnaire_create?id=${item.id}`}
              variant="contained"
              data-testid={`answer-${item.id}`}
            >
              {t('actions.answer')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
