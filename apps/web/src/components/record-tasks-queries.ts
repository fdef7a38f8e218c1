import type { TRecordTask, TRecordTaskCreate, TRecordTasks } from '@hse/contracts/record-tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** Follow-up tasks of any record, keyed by its resource path (`/observations/pnbr/<id>`). */
export const recordTasksKeys = {
  tasks: (base: string) => ['record-extras', base, 'tasks'] as const,
};

export const recordTasksPaths = {
  tasks: (base: string) => `${base}/tasks/`,
  done: (base: string, taskId: string) => `${base}/tasks/${taskId}/actions/done/`,
};

export function useRecordTasks(base: string) {
  return useQuery({
    queryKey: recordTasksKeys.tasks(base),
    queryFn: () => api.get<TRecordTasks>(recordTasksPaths.tasks(base)),
  });
}

/** A raised or finished task also writes the record's history: `onChanged` refreshes the page's. */
export function useRaiseTask(base: string, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordTaskCreate) => api.post<TRecordTask>(recordTasksPaths.tasks(base), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: recordTasksKeys.tasks(base) });
      onChanged?.();
    },
  });
}

export function useFinishTask(base: string, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, comment }: { task: TRecordTask; comment: string }) =>
      api.post<TRecordTask>(recordTasksPaths.done(base, task.id), { comment, version: task.version }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: recordTasksKeys.tasks(base) });
      onChanged?.();
    },
  });
}
