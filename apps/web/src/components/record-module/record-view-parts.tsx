import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../status-chip';
import { type TRecordSlotProps, useRecordModule } from './record-module';
import { RecordDetails } from './record-sections';

type TProps = { record: TRecordItem; refresh: () => void };

/** A module's slots, in their order; they are lazy, so they wait together. */
export function Slots({
  slots,
  record,
  refresh,
}: TProps & { slots: readonly ComponentType<TRecordSlotProps>[] }) {
  const { manifest: module } = useRecordModule();
  if (slots.length === 0) return null;
  return (
    <Suspense fallback={<LinearProgress />}>
      {slots.map((Slot, index) => (
        // Slots are fixed for a module; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Slot key={index} module={module} record={record} refresh={refresh} />
      ))}
    </Suspense>
  );
}

/** Beside a record's heading: its status, then the module's own (`headerSlots`). */
export function RecordChips({ record, refresh }: TProps) {
  const { manifest: module, headerSlots = [] } = useRecordModule();
  const { t } = useTranslation(module.key);
  return (
    <>
      <StatusChip status={record.status} label={t(`statuses.${record.status}`)} />
      <Slots slots={headerSlots} record={record} refresh={refresh} />
    </>
  );
}

/** The record read-only: the manifest's sections, then the module's own (`detailSlots`). */
export function RecordReadOnly({ record, refresh }: TProps) {
  const { manifest: module, detailSlots = [] } = useRecordModule();
  return (
    <Stack spacing={3}>
      <RecordDetails module={module} record={record} />
      <Slots slots={detailSlots} record={record} refresh={refresh} />
    </Stack>
  );
}
