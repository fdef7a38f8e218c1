import { checkTextPath, type TObservationKind } from '@hse/contracts/observations';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { queriesOf } from '../../components/record-module/record-queries';
import { TasksPanel } from '../../components/tasks-panel';
import { kindOf } from './observation-kind';

/** The tasks a sent observation's findings raise; a draft raises nothing (decision 016). */
export function ObservationTasks({ module, record }: TRecordSlotProps) {
  const { t } = useTranslation('observation_data');
  const client = useQueryClient();
  const queries = queriesOf(module);
  const kind: TObservationKind = kindOf(module);
  if (record.status !== 'sent') return null;
  return (
    <TasksPanel
      base={queries.paths.base(record.id)}
      findingLabel={(key) => {
        const path = checkTextPath(kind, key);
        return path ? t(path) : key;
      }}
      onChanged={() => client.invalidateQueries({ queryKey: queries.keys.history(record.id) })}
    />
  );
}
