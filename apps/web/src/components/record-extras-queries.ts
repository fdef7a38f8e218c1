import type { TComment, TComments, TRecordFile } from '@hse/contracts/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * Comments and files of any record, keyed by its resource path (`/incidents/<id>`): every module
 * answers them the same way (brief §4).
 */
export const recordExtrasKeys = {
  comments: (base: string) => ['record-extras', base, 'comments'] as const,
  files: (base: string) => ['record-extras', base, 'files'] as const,
};

export const recordExtrasPaths = {
  comments: (base: string) => `${base}/comments/`,
  files: (base: string) => `${base}/files/`,
  file: (base: string, fileId: string) => `${base}/files/${fileId}/`,
  thumbnail: (base: string, fileId: string) => `${base}/files/${fileId}/thumbnail/`,
};

export function useRecordComments(base: string) {
  return useQuery({
    queryKey: recordExtrasKeys.comments(base),
    queryFn: () => api.get<TComments>(recordExtrasPaths.comments(base)),
  });
}

export function useAddComment(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<TComment>(recordExtrasPaths.comments(base), { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordExtrasKeys.comments(base) }),
  });
}

export function useRecordFiles(base: string) {
  return useQuery({
    queryKey: recordExtrasKeys.files(base),
    queryFn: () => api.get<TRecordFile[]>(recordExtrasPaths.files(base)),
  });
}

export function useUploadFiles(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return api.upload<TRecordFile[]>(recordExtrasPaths.files(base), form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: recordExtrasKeys.files(base) }),
  });
}

export function useDeleteFile(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(recordExtrasPaths.file(base, fileId)),
    onSuccess: () => client.invalidateQueries({ queryKey: recordExtrasKeys.files(base) }),
  });
}
