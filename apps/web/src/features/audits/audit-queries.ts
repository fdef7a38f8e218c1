import type {
  TAuditTemplate,
  TAuditTemplateInput,
  TChecklist,
  TChecklistAnswer,
} from '@hse/contracts/audits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const auditPaths = {
  checklist: (auditId: string) => `/audits/${auditId}/checklist/`,
  /** The audit's resource path as the files and comments panels take it. */
  base: (auditId: string) => `/audits/${auditId}`,
  templates: '/audit-templates/',
  template: (id: string) => `/audit-templates/${id}/`,
};

export const auditKeys = {
  checklist: (auditId: string) => ['audits', auditId, 'checklist'] as const,
  templates: ['audit-templates'] as const,
};

export function useChecklist(auditId: string) {
  return useQuery({
    queryKey: auditKeys.checklist(auditId),
    queryFn: () => api.get<TChecklist>(auditPaths.checklist(auditId)),
  });
}

export function useSaveChecklist(auditId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; answers: Record<string, TChecklistAnswer> }) =>
      api.put<TChecklist>(auditPaths.checklist(auditId), body),
    onSuccess: (checklist) => client.setQueryData(auditKeys.checklist(auditId), checklist),
  });
}

export function useAuditTemplates() {
  return useQuery({
    queryKey: auditKeys.templates,
    queryFn: () => api.get<{ results: TAuditTemplate[] }>(auditPaths.templates),
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TAuditTemplateInput & { version?: number } }) =>
      id
        ? api.patch<TAuditTemplate>(auditPaths.template(id), body)
        : api.post<TAuditTemplate>(auditPaths.templates, body),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.templates }),
  });
}
