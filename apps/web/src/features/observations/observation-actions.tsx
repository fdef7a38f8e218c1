import type { TObservationKind } from '@hse/contracts/observations';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PdfButton } from '../../components/download-button';
import { RecordActions } from '../../components/record-actions';
import { OBSERVATION_ROUTES } from './observation-routes';
import {
  observationPaths,
  type TObservation,
  useDeleteObservation,
  useObservationAction,
} from './observations-queries';

type TProps = { kind: TObservationKind; observation: TObservation; editing: boolean };

/** What the reader may do with the observation now: exactly what the server allows. */
export function ObservationActions({ kind, observation, editing }: TProps) {
  const { t } = useTranslation('observations');
  const navigate = useNavigate();
  const act = useObservationAction(kind);
  const remove = useDeleteObservation(kind);
  return (
    <RecordActions
      record={observation}
      // While editing, sending goes through the form so that nothing typed is lost.
      workflow={!editing}
      act={(action) => act.mutateAsync({ observation, action }).then(() => undefined)}
      deleteTexts={{
        title: t('delete.title'),
        text: t('delete.text', { number: observation.number }),
        done: t('notify.deleted'),
      }}
      remove={async () => {
        await remove.mutateAsync(observation);
        navigate(OBSERVATION_ROUTES[kind].list, { replace: true });
      }}
    >
      {!editing && <PdfButton record={observationPaths.base(kind, observation.id)} />}
    </RecordActions>
  );
}
