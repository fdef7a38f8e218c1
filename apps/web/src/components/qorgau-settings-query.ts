import type { TQorgauSettings } from '@hse/contracts/qorgau';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * Qorgau's settings (the map's sites, the photo limits) come from the organizations: shared here
 * because the organizations editor shows and refreshes them as well as the Qorgau pages.
 */
export const QORGAU_SETTINGS_PATH = '/qorgau/settings/';
export const QORGAU_SETTINGS_KEY = ['qorgau', 'settings'] as const;

export function useQorgauSettings() {
  return useQuery({
    queryKey: QORGAU_SETTINGS_KEY,
    // Public (spec §2): a token goes along when there is one.
    queryFn: () => api.get<TQorgauSettings>(QORGAU_SETTINGS_PATH, { auth: 'optional' }),
    staleTime: 10 * 60_000,
  });
}
