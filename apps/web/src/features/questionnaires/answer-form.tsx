import type { TAnswerCreate, TAnswerResult, TPublicQuestionnaire } from '@hse/contracts/questionnaires';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { answerErrorsOf, NO_ANSWER_ERRORS, type TAnswerErrors } from './answer-errors';
import { QuestionAnswer } from './question-answer';
import { useSubmitAnswer } from './questionnaires-queries';
import { RespondentFields, type TRespondent } from './respondent-fields';

type TProps = { questionnaire: TPublicQuestionnaire; onAnswered: (result: TAnswerResult) => void };

/** The questions to answer; a guest also names themself and their organization. */
export function AnswerForm({ questionnaire, onAnswered }: TProps) {
  const { t } = useTranslation('questionnaires');
  const { t: messages } = useTranslation('messages');
  const session = useSession();
  const guest = !session.isAuthenticated;
  const submit = useSubmitAnswer(questionnaire.id);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [respondent, setRespondent] = useState<TRespondent>({ name: '', organizationId: '' });
  const [errors, setErrors] = useState<TAnswerErrors>(NO_ANSWER_ERRORS);
  const unanswered = questionnaire.questions.filter((q) => (chosen[q.id] ?? []).length === 0);

  /** What can be told without the server: unanswered questions and the guest's own fields. */
  const check = (): TAnswerErrors | null => {
    const found: TAnswerErrors = { respondent: {}, questions: {}, general: null };
    for (const question of unanswered)
      found.questions[question.id] = messages('questionnaires.answer_missing');
    if (guest && !respondent.name.trim()) found.respondent.respondent_name = messages('validation.required');
    if (guest && !respondent.organizationId)
      found.respondent.organization_id = messages('validation.required');
    const any = Object.keys(found.questions).length + Object.keys(found.respondent).length > 0;
    return any ? { ...found, general: messages('errors.bad_request') } : null;
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = check();
    setErrors(local ?? NO_ANSWER_ERRORS);
    if (local) return;
    const body: TAnswerCreate = {
      answers: questionnaire.questions.map((q) => ({ question_id: q.id, option_ids: chosen[q.id] ?? [] })),
      ...(guest
        ? { respondent_name: respondent.name.trim(), organization_id: respondent.organizationId }
        : {}),
    };
    try {
      onAnswered(await submit.mutateAsync(body));
    } catch (error) {
      setErrors(answerErrorsOf(error, body, t('answer.failed')));
    }
  };

  const choose = (id: string, options: string[]) => {
    setChosen((current) => ({ ...current, [id]: options }));
    if (errors.questions[id]) {
      const { [id]: _, ...rest } = errors.questions;
      setErrors({ ...errors, questions: rest });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send} aria-label={questionnaire.title}>
      {questionnaire.description && (
        <Typography variant="body2" color="text.secondary">
          {questionnaire.description}
        </Typography>
      )}
      {guest ? (
        <RespondentFields value={respondent} onChange={setRespondent} errors={errors.respondent} />
      ) : (
        <Alert severity="info" data-testid="answer-signed-in">
          {t('answer.signed_in_as', { fio: session.fio, organization: session.organizationName ?? '' })}
        </Alert>
      )}
      {questionnaire.questions.map((question, i) => (
        <QuestionAnswer
          key={question.id}
          question={question}
          number={i + 1}
          chosen={chosen[question.id] ?? []}
          onChange={(options) => choose(question.id, options)}
          error={errors.questions[question.id]}
        />
      ))}
      {errors.general && (
        <Alert severity="error" data-testid="answer-error">
          {errors.general}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" loading={submit.isPending} data-testid="answer-submit">
          {t('actions.submit')}
        </Button>
        {unanswered.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="answer-left">
            {t('answer.unanswered', { count: unanswered.length })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
