import {
  checklistPath,
  type TChecklist,
  type TChecklistAnswer,
  type TRecordChecklist,
} from '@hse/contracts/record-module/checklist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { apiPathOf } from '../record-module/record-module';

/** Under the record's key: a change of the record refreshes its checklist with it. */
const keyOf = (checklist: TRecordChecklist, id: string) => [checklist.parent.key, id, 'checklist'] as const;
const pathOf = (checklist: TRecordChecklist, id: string) => apiPathOf(checklistPath(checklist, id));

export function useChecklist(checklist: TRecordChecklist, id: string) {
  return useQuery({
    queryKey: keyOf(checklist, id),
    queryFn: () => api.get<TChecklist>(pathOf(checklist, id)),
  });
}

export function useSaveChecklist(checklist: TRecordChecklist, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; answers: Record<string, TChecklistAnswer> }) =>
      api.put<TChecklist>(pathOf(checklist, id), body),
    onSuccess: (saved) => client.setQueryData(keyOf(checklist, id), saved),
  });
}
