import type { TPage } from '@hse/contracts/common';
import type { TQorgauCard, TQorgauCreate, TQorgauListItem, TQorgauMap } from '@hse/contracts/qorgau';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { QORGAU_SETTINGS_KEY, QORGAU_SETTINGS_PATH } from '../../components/qorgau-settings-query';
import type { TQorgauFilterQuery } from './qorgau-params';

const API = '/qorgau/cards';

export const qorgauPaths = {
  settings: QORGAU_SETTINGS_PATH,
  list: `${API}/`,
  map: `${API}/map/`,
  export: `${API}/export.xlsx`,
  /** The card's resource path, which its files, comments, history and PDF hang from. */
  base: (id: string) => `${API}/${id}`,
  detail: (id: string) => `${API}/${id}/`,
  action: (id: string, action: TWorkflowAction) => `${API}/${id}/actions/${action}/`,
  /** Public, so an <img> loads it without a token. */
  thumbnail: (id: string, fileId: string) => `/api${API}/${id}/files/${fileId}/thumbnail/`,
  file: (id: string, fileId: string) => `/api${API}/${id}/files/${fileId}/`,
};

export const qorgauKeys = {
  settings: QORGAU_SETTINGS_KEY,
  map: (query: unknown) => ['qorgau', 'map', query] as const,
  list: (query: unknown) => ['qorgau', 'list', query] as const,
  detail: (id: string) => ['qorgau', 'detail', id] as const,
  history: (id: string) => ['qorgau', 'detail', id, 'history'] as const,
};

// Qorgau is public (spec §2): a token goes along when there is one, so staff see what staff may.
const optional = { auth: 'optional' as const };

export type TBox = readonly [number, number, number, number];

export function useQorgauMap(filters: TQorgauFilterQuery, bbox: TBox | null, zoom: number) {
  const query = { ...filters, bbox: bbox?.map((n) => n.toFixed(5)).join(','), zoom };
  return useQuery({
    queryKey: qorgauKeys.map(query),
    queryFn: () => api.get<TQorgauMap>(qorgauPaths.map, { ...optional, params: query }),
    enabled: bbox !== null,
    // Markers stay while the next box loads instead of blinking away on every pan.
    placeholderData: keepPreviousData,
  });
}

export function useQorgauList(filters: TQorgauFilterQuery, bbox: TBox | null, page: number) {
  const query = {
    ...filters,
    bbox: bbox?.map((n) => n.toFixed(5)).join(','),
    page,
    page_size: 10,
    ordering: '-observed_at',
  };
  return useQuery({
    queryKey: qorgauKeys.list(query),
    queryFn: () => api.get<TPage<TQorgauListItem>>(qorgauPaths.list, { ...optional, params: query }),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
}

export function exportQorgau(filters: TQorgauFilterQuery): Promise<void> {
  return api.download(qorgauPaths.export, filters);
}

export function useQorgauCard(id: string | undefined) {
  return useQuery({
    queryKey: qorgauKeys.detail(id ?? ''),
    queryFn: () => api.get<TQorgauCard>(qorgauPaths.detail(id ?? ''), optional),
    enabled: Boolean(id),
  });
}

/** Files a card with its files in one request, as a guest or signed in. */
export function useFileCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ card, files }: { card: TQorgauCreate; files: File[] }) => {
      const form = new FormData();
      form.append('card', JSON.stringify(card));
      for (const file of files) form.append('file', file, file.name);
      return api.upload<TQorgauCard>(qorgauPaths.list, form, 'POST', optional);
    },
    onSuccess: (card) => {
      client.setQueryData(qorgauKeys.detail(card.id), card);
      void client.invalidateQueries({ queryKey: ['qorgau', 'map'] });
      void client.invalidateQueries({ queryKey: ['qorgau', 'list'] });
    },
  });
}

export function useCardAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: TWorkflowAction;
      body: { version: number; comment?: string; assignee_id?: string };
    }) => api.post<TQorgauCard>(qorgauPaths.action(id, action), body),
    onSuccess: (card) => {
      client.setQueryData(qorgauKeys.detail(card.id), card);
      void client.invalidateQueries({ queryKey: ['qorgau', 'map'] });
      void client.invalidateQueries({ queryKey: ['qorgau', 'list'] });
      void client.invalidateQueries({ queryKey: qorgauKeys.history(card.id) });
    },
  });
}
