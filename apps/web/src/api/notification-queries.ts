import type { TNotification } from '@hse/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useSession } from './session';

export const NOTIFICATION_REFETCH_MS = 60_000;

/** Invalidate `notificationKeys.all` after marking notifications read. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  short: ['notifications', 'short'] as const,
};

const FETCH_FAILED = 'Ошибка при получении количества уведомлений';

/** Spec §8: these failures are only logged, never shown. */
async function fetchQuietly<T>(path: string): Promise<T> {
  try {
    return await api.get<T>(path, { silent: true });
  } catch (error) {
    console.error(FETCH_FAILED, error);
    throw error;
  }
}

export function useNotificationCount() {
  const { isAuthenticated, token } = useSession();
  return useQuery({
    queryKey: [...notificationKeys.count, token],
    queryFn: () => fetchQuietly<{ count: number }>('/stm/notification/count/'),
    select: (data) => data.count,
    enabled: isAuthenticated,
    refetchInterval: NOTIFICATION_REFETCH_MS,
    retry: false,
  });
}

export function useShortNotifications() {
  const { isAuthenticated, token } = useSession();
  return useQuery({
    queryKey: [...notificationKeys.short, token],
    queryFn: () => fetchQuietly<TNotification[]>('/stm/notification/short/'),
    enabled: isAuthenticated,
    refetchInterval: NOTIFICATION_REFETCH_MS,
    retry: false,
  });
}
