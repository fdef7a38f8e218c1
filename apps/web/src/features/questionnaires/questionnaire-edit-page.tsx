import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QuestionnaireForm } from './questionnaire-form';
import { useQuestionnaire } from './questionnaires-queries';

/** `/questionnaire_edit/:id`, and `/questionnaire_edit/new` for a new questionnaire. */
export default function QuestionnaireEditPage() {
  const { t } = useTranslation('questionnaires');
  const { id } = useParams();
  const creating = id === 'new';
  const query = useQuestionnaire(creating ? undefined : id);
  const questionnaire = query.data;
  const back = questionnaire
    ? { to: `/questionnaire_view/${questionnaire.id}`, label: t('actions.back_to_results') }
    : { to: '/questionnaire', label: t('actions.back_to_list') };
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={creating ? t('editor.new') : (questionnaire?.title ?? t('editor.edit'))}
        back={back}
      />
      {creating ? (
        <QuestionnaireForm />
      ) : (
        <>
          {query.isPending && <LinearProgress />}
          {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
          {questionnaire && (
            <QuestionnaireForm
              key={questionnaire.id}
              questionnaire={questionnaire}
              onReload={async () => (await query.refetch()).data}
            />
          )}
        </>
      )}
    </Box>
  );
}
