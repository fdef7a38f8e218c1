import type { TPage } from '@hse/contracts/common';
import type { TQorgauCard, TQorgauCreate, TQorgauListItem, TQorgauMap } from '@hse/contracts/qorgau';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import type { TListQuery } from '@hse/contracts/record-module/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queriesOf } from '../../components/record-module/record-queries';

/** The card's queries are the layer's (public reads, as the manifest says); the map and filing are its own. */
export const qorgauQueries = queriesOf(QORGAU_MODULE);
const { keys, paths } = qorgauQueries;

export const qorgauPaths = {
  ...paths,
  /** Public, so an <img> loads it without a token. */
  thumbnail: (id: string, fileId: string) => `/api${paths.base(id)}/files/${fileId}/thumbnail/`,
  file: (id: string, fileId: string) => `/api${paths.base(id)}/files/${fileId}/`,
};

// Qorgau is public (spec §2): a token goes along when there is one, so staff see what staff may.
const optional = { auth: 'optional' as const };

export type TBox = readonly [number, number, number, number];
const boxParam = (bbox: TBox | null) => bbox?.map((n) => n.toFixed(5)).join(',');

export function useQorgauMap(filters: TListQuery, bbox: TBox | null, zoom: number) {
  const query = { ...filters, bbox: boxParam(bbox), zoom };
  return useQuery({
    // Under the list's key, so whatever refreshes the list refreshes the map.
    queryKey: [...keys.list(filters), 'map', query],
    queryFn: () => api.get<TQorgauMap>(`${paths.base('map')}/`, { ...optional, params: query }),
    enabled: bbox !== null,
    // Markers stay while the next box loads instead of blinking away on every pan.
    placeholderData: keepPreviousData,
  });
}

export function useQorgauList(filters: TListQuery, bbox: TBox | null, page: number) {
  const query = { ...filters, page: String(page), page_size: '10', ordering: '-observed_at' };
  return useQuery({
    queryKey: keys.list({ ...query, bbox: boxParam(bbox) ?? '' }),
    queryFn: () =>
      api.get<TPage<TQorgauListItem>>(paths.list, {
        ...optional,
        params: { ...query, bbox: boxParam(bbox) },
      }),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
}

export const useQorgauCard = (id: string | undefined) =>
  qorgauQueries.useItem(id) as ReturnType<typeof useQuery<TQorgauCard>>;

/** Files a card with its files in one request, as a guest or signed in. */
export function useFileCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ card, files }: { card: TQorgauCreate; files: File[] }) => {
      const form = new FormData();
      form.append('card', JSON.stringify(card));
      for (const file of files) form.append('file', file, file.name);
      return api.upload<TQorgauCard>(paths.list, form, 'POST', optional);
    },
    onSuccess: (card) => {
      client.setQueryData(keys.detail(card.id), card);
      void client.invalidateQueries({ queryKey: [QORGAU_MODULE.key, 'list'] });
    },
  });
}
