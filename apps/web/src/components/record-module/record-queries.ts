import type { TPage } from '@hse/contracts/common';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TListQuery, TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/client';
import { apiPathOf } from './record-module';

/** One reference's choices: `GET <source>` → `[{id, name}]`, names in the reader's language. */
export type TChoice = { id: string; name: string };

/**
 * The queries and writes of one manifest's resource: keys under the module's key (so a change
 * refreshes its list, the record and its history together), POSTs with the client's
 * Idempotency-Key, PATCH and DELETE with the version read.
 */
export function recordQueries(module: TRecordModule) {
  const root = apiPathOf(module.resource);
  const keys = {
    all: [module.key] as const,
    list: (query: TListQuery) => [module.key, 'list', query] as const,
    detail: (id: string) => [module.key, 'detail', id] as const,
    history: (id: string) => [module.key, 'detail', id, 'history'] as const,
  };
  const paths = {
    list: `${root}/`,
    export: `${root}/export.xlsx`,
    /** Comments, files and the PDF hang from it. */
    base: (id: string) => `${root}/${id}`,
    detail: (id: string) => `${root}/${id}/`,
    history: (id: string) => `${root}/${id}/history/`,
    action: (id: string, action: TWorkflowAction) => `${root}/${id}/actions/${action}/`,
  };

  // A public type's records (`publicRead`) are read by guests too: a token goes along when there is one.
  const read = module.publicRead ? { auth: 'optional' as const } : {};

  const useStore = () => {
    const client = useQueryClient();
    return (record: TRecordItem) => {
      client.setQueryData(keys.detail(record.id), record);
      void client.invalidateQueries({ queryKey: [module.key, 'list'] });
      void client.invalidateQueries({ queryKey: keys.history(record.id) });
    };
  };

  const pageQuery = (query: TListQuery) => ({
    queryKey: keys.list(query),
    queryFn: () => api.get<TPage<TRecordListItem>>(paths.list, { ...read, params: query }),
  });

  return {
    keys,
    paths,
    usePage: (query: TListQuery) =>
      // The grid keeps the old rows while the next page loads instead of flashing empty.
      useQuery({ ...pageQuery(query), placeholderData: keepPreviousData }),
    /** Starts the page's request before the list is drawn; its `usePage` gets the same answer. */
    prefetchPage: (client: QueryClient, query: TListQuery) => client.prefetchQuery(pageQuery(query)),
    exportList: (query: TListQuery) => api.download(paths.export, query),
    useItem: (id: string | undefined) =>
      useQuery({
        queryKey: keys.detail(id ?? ''),
        queryFn: () => api.get<TRecordItem>(paths.detail(id ?? ''), read),
        enabled: Boolean(id),
      }),
    useCreate: () => {
      const store = useStore();
      return useMutation({
        mutationFn: (body: Record<string, unknown>) => api.post<TRecordItem>(paths.list, body),
        onSuccess: store,
      });
    },
    useUpdate: () => {
      const store = useStore();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
          api.patch<TRecordItem>(paths.detail(id), body),
        onSuccess: store,
      });
    },
    useAction: () => {
      const store = useStore();
      return useMutation({
        /** `body`: what else the action carries (the person a record is given to). */
        mutationFn: (input: {
          record: TRecordItem;
          action: TWorkflowAction;
          comment?: string;
          body?: Record<string, unknown>;
        }) =>
          api.post<TRecordItem>(paths.action(input.record.id, input.action), {
            version: input.record.version,
            ...(input.comment ? { comment: input.comment } : {}),
            ...input.body,
          }),
        onSuccess: store,
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (record: TRecordItem) =>
          api.delete<void>(paths.detail(record.id), { version: record.version }),
        onSuccess: (_, record) => {
          client.removeQueries({ queryKey: keys.detail(record.id) });
          void client.invalidateQueries({ queryKey: [module.key, 'list'] });
        },
      });
    },
  };
}

export type TRecordQueries = ReturnType<typeof recordQueries>;

const cache = new WeakMap<TRecordModule, TRecordQueries>();

/** The one query factory of a manifest, made once. */
export function queriesOf(module: TRecordModule): TRecordQueries {
  let queries = cache.get(module);
  if (!queries) {
    queries = recordQueries(module);
    cache.set(module, queries);
  }
  return queries;
}

/** A reference field's choices; the server names them in the reader's language. */
export function useChoices(source: string | undefined) {
  return useQuery({
    queryKey: ['choices', source ?? ''],
    queryFn: () => api.get<TChoice[]>(apiPathOf(source ?? '')),
    enabled: Boolean(source),
    staleTime: 60_000,
  });
}
