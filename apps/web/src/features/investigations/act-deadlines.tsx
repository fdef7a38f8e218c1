import { useTranslation } from 'react-i18next';
import { DeadlinesPanel } from '../../components/deadlines-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

/**
 * The Labour Code's deadlines of the accident an act investigates, beside the act (decision 049):
 * the message's, which the server answers empty for a message of another kind.
 */
export default function ActDeadlinesSlot({ record }: TRecordSlotProps) {
  const { t } = useTranslation('deadlines');
  return (
    <DeadlinesPanel path={`/incidents/${String(record.incident_id)}/deadlines/`} title={t('labour_code')} />
  );
}
