import type { THoliday, THolidayCreate, THolidayUpdate } from '@hse/contracts/holidays';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const keys = { all: ['holidays'] as const, year: (year: number) => ['holidays', year] as const };

/** A year's entries of the working-day calendar, by day. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: keys.year(year),
    queryFn: () => api.get<THoliday[]>('/holidays/', { params: { year } }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: keys.all });
}

export function useSaveHoliday() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: THolidayCreate | THolidayUpdate }) =>
      id ? api.patch<THoliday>(`/holidays/${id}/`, body) : api.post<THoliday>('/holidays/', body),
    onSuccess: refresh,
  });
}

export function useDeleteHoliday() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: Pick<THoliday, 'id' | 'version'>) =>
      api.delete<void>(`/holidays/${item.id}/?version=${item.version}`),
    onSuccess: refresh,
  });
}
