import { QUESTIONNAIRE_STATUSES } from '@hse/contracts/questionnaires';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateLink } from '../../components/create-link';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { withFilter } from '../../components/list-params';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import {
  QUESTIONNAIRES_NARROW_HIDDEN,
  QUESTIONNAIRES_SORTING,
  useQuestionnairesColumns,
} from './questionnaires-columns';
import {
  parseQuestionnairesListParams,
  serializeQuestionnairesListParams,
  toQuestionnairesQuery,
} from './questionnaires-list-params';
import { useQuestionnairesPage } from './questionnaires-queries';

/** What the HSE staff see: every questionnaire, drafts too; a row opens its results. */
export function QuestionnairesList() {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const navigate = useNavigate();
  const { params, update } = useListParams(parseQuestionnairesListParams, serializeQuestionnairesListParams);
  const page = useQuestionnairesPage(toQuestionnairesQuery(params));
  const columns = useQuestionnairesColumns();
  const change = (next: Partial<typeof params>, options?: { replace?: boolean }) =>
    update((current) => withFilter(current, next), options);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <CreateLink to="/questionnaire_edit/new" testId="questionnaire-create">
          {t('actions.create')}
        </CreateLink>
      </Stack>
      <FiltersBar
        search={{
          label: t('filters.search'),
          value: params.search,
          onChange: (search) => change({ search }, { replace: true }),
        }}
        active={params.status ? 1 : 0}
        fold={false}
      >
        <FilterSelect
          label={data('fields.status')}
          allLabel={t('filters.all')}
          value={params.status}
          options={QUESTIONNAIRE_STATUSES.map((value) => ({ value, label: data(`statuses.${value}`) }))}
          onChange={(status) => change({ status })}
        />
      </FiltersBar>
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={QUESTIONNAIRES_SORTING}
        narrowHidden={QUESTIONNAIRES_NARROW_HIDDEN}
        onOpen={(row) => navigate(`/questionnaire_view/${row.id}`)}
      />
    </Box>
  );
}
