import type { TObservationKind } from '@hse/contracts/observations';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../../components/history-panel';
import { observationPaths, observationsKeys } from './observations-queries';

/** The checklist is shown in full on the record; the history says how many rules were rated. */
export function ObservationHistory({ kind, id }: { kind: TObservationKind; id: string }) {
  const { t } = useTranslation('observation_data');
  return (
    <HistoryPanel
      queryKey={observationsKeys.history(kind, id)}
      path={observationPaths.history(kind, id)}
      fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        if (field === 'status' && typeof value === 'string')
          return t(`statuses.${value}`, { defaultValue: value });
        if (field === 'checks' && value && typeof value === 'object')
          return String(Object.keys(value).length);
        return null;
      }}
    />
  );
}
