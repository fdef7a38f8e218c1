import { checkTextPath } from '@hse/contracts/observations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RecordLayout } from '../../components/record-layout';
import { StatusChip } from '../../components/status-chip';
import { TasksPanel } from '../../components/tasks-panel';
import { ObservationActions } from './observation-actions';
import { ObservationDetails } from './observation-details';
import { ObservationForm } from './observation-form';
import { ObservationHistory } from './observation-history';
import { OBSERVATION_ROUTES, observationKindOf } from './observation-routes';
import { observationPaths, observationsKeys, useObservation } from './observations-queries';

/**
 * `/pnbr_edit/:id` and its twins. Spec §2 has no view route: a draft its author may change shows
 * the editor, any other record (sent, or a reader's) shows read-only; actions, files, comments and
 * history stay around it either way.
 */
export default function ObservationEditPage() {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const { id } = useParams();
  const kind = observationKindOf(useLocation().pathname);
  const query = useObservation(kind, id);
  const observation = query.data;
  const editing = Boolean(observation?.can_edit);
  const base = observation ? observationPaths.base(kind, observation.id) : '';
  const client = useQueryClient();
  return (
    <Box>
      <PageHeader
        title={observation ? t(`kinds.${kind}.view`, { number: observation.number }) : data(`kinds.${kind}`)}
        back={{ to: OBSERVATION_ROUTES[kind].list, label: t('actions.back_to_list') }}
      >
        {observation && (
          <StatusChip status={observation.status} label={data(`statuses.${observation.status}`)} />
        )}
      </PageHeader>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('errors.load_failed')}</Alert>}
      {observation && (
        <>
          <ObservationActions kind={kind} observation={observation} editing={editing} />
          {!editing && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="observation-read-only">
              {t(observation.status === 'sent' ? 'hints.sent' : 'hints.not_editable')}
            </Alert>
          )}
          <RecordLayout
            base={base}
            canEdit={observation.can_edit}
            side={<ObservationHistory kind={kind} id={observation.id} />}
            below={
              // Drafts raise nothing (decision 016); a sent one with findings may have tasks.
              observation.status === 'sent' && (
                <TasksPanel
                  base={base}
                  findingLabel={(key) => {
                    const path = checkTextPath(kind, key);
                    return path ? data(path) : key;
                  }}
                  onChanged={() =>
                    client.invalidateQueries({ queryKey: observationsKeys.history(kind, observation.id) })
                  }
                />
              )
            }
          >
            {editing ? (
              <ObservationForm
                key={observation.id}
                kind={kind}
                observation={observation}
                onReload={async () => (await query.refetch()).data}
              />
            ) : (
              <ObservationDetails kind={kind} observation={observation} />
            )}
          </RecordLayout>
        </>
      )}
    </Box>
  );
}
