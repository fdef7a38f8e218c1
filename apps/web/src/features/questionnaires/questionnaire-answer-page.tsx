import type { TAnswerResult } from '@hse/contracts/questionnaires';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseUuid } from '../../components/list-params';
import { PageHeader } from '../../components/page-header';
import { AnswerForm } from './answer-form';
import { AnswerResult } from './answer-result';
import { PublishedList } from './published-list';
import { useQuestionnaireForm } from './questionnaires-queries';

/**
 * `questionnaire_create`, open without a login (spec §2): without `?id=` it offers the published
 * questionnaires; with one it shows its questions, then the score the server gave.
 */
export default function QuestionnaireAnswerPage() {
  const { t } = useTranslation('questionnaires');
  const [search] = useSearchParams();
  const id = parseUuid(search.get('id'));
  const form = useQuestionnaireForm(id);
  const [result, setResult] = useState<TAnswerResult | null>(null);
  // A new form each time, so "answer again" starts from empty choices.
  const [attempt, setAttempt] = useState(0);

  if (!id)
    return (
      <Box sx={{ maxWidth: 840, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('vital.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('answer.pick')}
        </Typography>
        <PublishedList />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 840, mx: 'auto' }}>
      <PageHeader
        title={form.data?.title ?? t('vital.title')}
        back={{ to: '/questionnaire_create', label: t('actions.choose_other') }}
      />
      {form.isPending && <LinearProgress />}
      {form.isError && <Alert severity="error">{t('answer.not_found')}</Alert>}
      {form.data &&
        (result ? (
          <AnswerResult
            result={result}
            onAgain={() => {
              setResult(null);
              setAttempt((n) => n + 1);
              window.scrollTo({ top: 0 });
            }}
          />
        ) : (
          <AnswerForm
            key={attempt}
            questionnaire={form.data}
            onAnswered={(answered) => {
              setResult(answered);
              window.scrollTo({ top: 0 });
            }}
          />
        ))}
    </Box>
  );
}
