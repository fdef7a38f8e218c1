import {
  COMMITMENT_FILLINGS,
  COMMITMENT_MODULE,
  type TEvidenceFile,
  type TMyCommitment,
} from '@hse/contracts/commitments';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { childrenKey } from '../../components/record-module/children-queries';
import { queriesOf } from '../../components/record-module/record-queries';

const queries = queriesOf(COMMITMENT_MODULE);

/** The signed-in person's commitment of this year, for their home card. */
export function useMyCommitment() {
  return useQuery({
    queryKey: [COMMITMENT_MODULE.key, 'mine'] as const,
    queryFn: () => api.get<TMyCommitment>('/commitments/mine/'),
  });
}

/** The commitment a report is filed on. */
export const useCommitment = (id: string | undefined) => queries.useItem(id);

/** Evidence files attached to an approved commitment by its author, for a report to name. */
export function useAttachEvidence(id: string) {
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return api.upload<TEvidenceFile[]>(`/commitments/${id}/evidence/`, form);
    },
  });
}

/** After a report is saved: its list, the commitment's shares and the lists read again. */
export function useReportSaved(record: TRecordItem | undefined) {
  const client = useQueryClient();
  return () => {
    if (!record) return;
    void client.invalidateQueries({ queryKey: childrenKey(COMMITMENT_FILLINGS, record.id) });
    void client.invalidateQueries({ queryKey: [COMMITMENT_MODULE.key] });
  };
}
