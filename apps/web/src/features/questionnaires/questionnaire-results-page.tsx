import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ExportButton } from '../../components/download-button';
import { withFilter } from '../../components/list-params';
import { PageHeader } from '../../components/page-header';
import { ServerDataGrid } from '../../components/server-data-grid';
import { StatusChip } from '../../components/status-chip';
import { useListParams } from '../../components/use-list-params';
import { ANSWERS_NARROW_HIDDEN, ANSWERS_SORTING, useAnswersColumns } from './answers-columns';
import { AnswersFilters } from './answers-filters';
import {
  parseAnswersListParams,
  serializeAnswersListParams,
  toAnswersFilterQuery,
  toAnswersQuery,
} from './answers-list-params';
import { exportAnswers, useAnswersPage, useQuestionnaire, useResults } from './questionnaires-queries';
import { ResultsSummary } from './results-summary';

/** `/questionnaire_view/:id`: the results in the caller's scope, filtered in the address, and their export. */
export default function QuestionnaireResultsPage() {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const id = useParams().id ?? '';
  const questionnaire = useQuestionnaire(id);
  const { params, update } = useListParams(parseAnswersListParams, serializeAnswersListParams);
  const filters = toAnswersFilterQuery(params);
  const summary = useResults(id, filters);
  const page = useAnswersPage(id, toAnswersQuery(params));
  const columns = useAnswersColumns();
  const found = questionnaire.data;
  return (
    <Box>
      <PageHeader
        title={found?.title ?? t('page.title')}
        back={{ to: '/questionnaire', label: t('actions.back_to_list') }}
      >
        {found && <StatusChip status={found.status} label={data(`statuses.${found.status}`)} />}
      </PageHeader>
      {questionnaire.isPending && <LinearProgress />}
      {questionnaire.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {found && (
        <>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Button
              component={RouterLink}
              to={`/questionnaire_edit/${found.id}`}
              startIcon={<EditIcon />}
              data-testid="questionnaire-edit"
            >
              {t('actions.edit')}
            </Button>
            <ExportButton run={() => exportAnswers(found.id, filters)} testId="answers-export" />
          </Stack>
          <AnswersFilters
            params={params}
            onChange={(change, options) => update((current) => withFilter(current, change), options)}
          />
          {summary.data && <ResultsSummary summary={summary.data} />}
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('results.answers_list')}
          </Typography>
          <ServerDataGrid
            data={page.data}
            loading={page.isFetching}
            params={params}
            update={update}
            columns={columns}
            sorting={ANSWERS_SORTING}
            narrowHidden={ANSWERS_NARROW_HIDDEN}
            columnChoice={{
              list: 'questionnaire-answers',
              label: t('list.found', { count: page.data?.count ?? 0 }),
            }}
            onOpen={() => undefined}
            sx={{ '& .MuiDataGrid-row': { cursor: 'default' } }}
          />
        </>
      )}
    </Box>
  );
}
