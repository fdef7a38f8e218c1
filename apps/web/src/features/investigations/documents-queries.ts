import type { TPage } from '@hse/contracts/common';
import type { TAct, TBulletin, TDocumentListItem, TReport } from '@hse/contracts/investigations';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { incidentDocumentsKey } from '../../components/incident-documents-query';
import type { TDocumentsFilterQuery, TDocumentsQuery } from './documents-list-params';

/** Any of the three kinds; the kind's own fields are read where the kind is known. */
export type TDocument = TReport | TAct | TBulletin;

export const documentsKeys = {
  list: (kind: TDocumentKind, query: TDocumentsQuery) => ['documents', kind, 'list', query] as const,
  detail: (kind: TDocumentKind, id: string) => ['documents', kind, 'detail', id] as const,
  history: (kind: TDocumentKind, id: string) => ['documents', kind, 'detail', id, 'history'] as const,
};

export const documentPaths = {
  list: (kind: TDocumentKind) => `${DOCUMENT_ROUTES[kind].api}/`,
  export: (kind: TDocumentKind) => `${DOCUMENT_ROUTES[kind].api}/export.xlsx`,
  /** The record's resource path, which comments and files hang from. */
  base: (kind: TDocumentKind, id: string) => `${DOCUMENT_ROUTES[kind].api}/${id}`,
  detail: (kind: TDocumentKind, id: string) => `${DOCUMENT_ROUTES[kind].api}/${id}/`,
  history: (kind: TDocumentKind, id: string) => `${DOCUMENT_ROUTES[kind].api}/${id}/history/`,
  action: (kind: TDocumentKind, id: string, action: TWorkflowAction) =>
    `${DOCUMENT_ROUTES[kind].api}/${id}/actions/${action}/`,
};

export function useDocumentsPage(kind: TDocumentKind, query: TDocumentsQuery) {
  return useQuery({
    queryKey: documentsKeys.list(kind, query),
    queryFn: () => api.get<TPage<TDocumentListItem>>(documentPaths.list(kind), { params: query }),
    // The grid keeps the old rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function exportDocuments(kind: TDocumentKind, query: TDocumentsFilterQuery): Promise<void> {
  return api.download(documentPaths.export(kind), query);
}

export function useDocument(kind: TDocumentKind, id: string | undefined) {
  return useQuery({
    queryKey: documentsKeys.detail(kind, id ?? ''),
    queryFn: () => api.get<TDocument>(documentPaths.detail(kind, id ?? '')),
    enabled: Boolean(id),
  });
}

/** Every change shows in the list, the record, its history and the message's links. */
function useStoreDocument(kind: TDocumentKind) {
  const client = useQueryClient();
  return (document: TDocument) => {
    client.setQueryData(documentsKeys.detail(kind, document.id), document);
    void client.invalidateQueries({ queryKey: ['documents', kind, 'list'] });
    void client.invalidateQueries({ queryKey: documentsKeys.history(kind, document.id) });
    void client.invalidateQueries({ queryKey: incidentDocumentsKey(document.incident_id) });
  };
}

export function useCreateDocument(kind: TDocumentKind) {
  const store = useStoreDocument(kind);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<TDocument>(documentPaths.list(kind), body),
    onSuccess: store,
  });
}

export function useUpdateDocument(kind: TDocumentKind) {
  const store = useStoreDocument(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      api.patch<TDocument>(documentPaths.detail(kind, id), body),
    onSuccess: store,
  });
}

export function useDocumentAction(kind: TDocumentKind) {
  const store = useStoreDocument(kind);
  return useMutation({
    mutationFn: ({
      document,
      action,
      comment,
    }: {
      document: TDocument;
      action: TWorkflowAction;
      comment?: string;
    }) =>
      api.post<TDocument>(documentPaths.action(kind, document.id, action), {
        version: document.version,
        ...(comment === undefined ? {} : { comment }),
      }),
    onSuccess: store,
  });
}

export function useDeleteDocument(kind: TDocumentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: TDocument) =>
      api.delete<void>(documentPaths.detail(kind, document.id), { version: document.version }),
    onSuccess: (_, document) => {
      client.removeQueries({ queryKey: documentsKeys.detail(kind, document.id) });
      void client.invalidateQueries({ queryKey: ['documents', kind, 'list'] });
      void client.invalidateQueries({ queryKey: incidentDocumentsKey(document.incident_id) });
    },
  });
}
