import type { TPage } from '@hse/contracts/common';
import type { TDocumentSearchAnswer, TDocumentVersion, TFolder } from '@hse/contracts/documents';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { getToken } from '../../api/session';
import { currentLanguage } from '../../i18n/i18n';

export const documentKeys = { all: ['documents'] as const };

export function useFolders(area: string) {
  return useQuery({
    queryKey: [...documentKeys.all, 'folders', area],
    queryFn: () => api.get<TFolder[]>('/documents/folders/', { params: { area } }),
  });
}

export function useDocuments(area: string, folder: string | null) {
  return useQuery({
    queryKey: [...documentKeys.all, 'list', area, folder],
    queryFn: () =>
      api.get<TPage<TRecordListItem>>('/documents/', {
        params: { area, folder_id: folder ?? undefined, page_size: 100, ordering: 'title_ru' },
      }),
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: [...documentKeys.all, 'one', id],
    queryFn: () => api.get<TRecordItem>(`/documents/${id}/`),
    enabled: id !== null,
  });
}

export function useVersions(id: string | null) {
  return useQuery({
    queryKey: [...documentKeys.all, 'versions', id],
    queryFn: () => api.get<TDocumentVersion[]>(`/documents/${id}/versions/`),
    enabled: id !== null,
  });
}

export function useDocumentSearch(q: string) {
  return useQuery({
    queryKey: [...documentKeys.all, 'search', q],
    queryFn: () => api.get<TDocumentSearchAnswer>('/documents/search/', { params: { q } }),
    enabled: q.trim().length > 0,
  });
}

export function useRefreshDocuments() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: documentKeys.all });
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Uploads a document's new version with its progress (0–1): fetch cannot report an upload's
 * progress, XMLHttpRequest can. Sent as the API client sends a create (token, language, XSRF,
 * Idempotency-Key); a refusal comes back as the client's ApiError.
 */
export function uploadVersion(documentId: string, file: File, onProgress: (share: number) => void) {
  return new Promise<TDocumentVersion>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/documents/${documentId}/versions/`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID());
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201) resolve(body as TDocumentVersion);
      else {
        const error = (body ?? {}) as { detail?: string; errors?: Record<string, string[]> };
        reject(new ApiError(xhr.status, error.detail ?? '', error.errors));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
