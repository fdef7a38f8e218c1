import type { TPage } from '@hse/contracts/common';
import type { TNotification } from '@hse/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TNotificationsQuery } from './notifications-params';

/** Under ['notifications'] so that marking read also refreshes the top bar's bell. */
export function useNotificationsPage(query: TNotificationsQuery) {
  return useQuery({
    queryKey: ['notifications', 'list', query],
    queryFn: () => api.get<TPage<TNotification>>('/stm/notification/', { params: query }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/stm/notification/${id}/read/`),
    onSuccess: invalidate,
  });
}

export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => api.post<void>('/stm/notification/read-all/'),
    onSuccess: invalidate,
  });
}
