import { useTranslation } from 'react-i18next';
import { DeadlinesPanel } from '../../components/deadlines-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

/** The Labour Code's deadlines of an accident beside its message (decision 049); none for other kinds. */
export default function IncidentDeadlinesSlot({ record }: TRecordSlotProps) {
  const { t } = useTranslation('deadlines');
  if (record.kind !== 'accident') return null;
  return <DeadlinesPanel path={`/incidents/${record.id}/deadlines/`} title={t('labour_code')} />;
}
