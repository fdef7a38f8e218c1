import type {
  TAuditTemplate,
  TAuditTemplateInput,
  TChecklist,
  TChecklistAnswer,
  TFinding,
  ZFindingCreateSchema,
  ZFindingUpdateSchema,
} from '@hse/contracts/audits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';

export type TFindingCreate = z.input<typeof ZFindingCreateSchema>;
export type TFindingUpdate = z.input<typeof ZFindingUpdateSchema>;
export type TFindings = { results: TFinding[]; can_add: boolean };

export const auditPaths = {
  checklist: (auditId: string) => `/audits/${auditId}/checklist/`,
  findings: (auditId: string) => `/audits/${auditId}/findings/`,
  finding: (auditId: string, findingId: string) => `/audits/${auditId}/findings/${findingId}/`,
  /** The audit's resource path as the files and comments panels take it. */
  base: (auditId: string) => `/audits/${auditId}`,
  templates: '/audit-templates/',
  template: (id: string) => `/audit-templates/${id}/`,
};

export const auditKeys = {
  checklist: (auditId: string) => ['audits', auditId, 'checklist'] as const,
  findings: (auditId: string) => ['audits', auditId, 'findings'] as const,
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

export function useFindings(auditId: string) {
  return useQuery({
    queryKey: auditKeys.findings(auditId),
    queryFn: () => api.get<TFindings>(auditPaths.findings(auditId)),
  });
}

/** A finding changes the audit (its count, its version): the page is told to read it again. */
function useFindingsChanged(auditId: string, onChanged: () => void) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: auditKeys.findings(auditId) });
    onChanged();
  };
}

export function useCreateFinding(auditId: string, onChanged: () => void) {
  const changed = useFindingsChanged(auditId, onChanged);
  return useMutation({
    mutationFn: (body: TFindingCreate) => api.post<TFinding>(auditPaths.findings(auditId), body),
    onSuccess: changed,
  });
}

export function useUpdateFinding(auditId: string, onChanged: () => void) {
  const changed = useFindingsChanged(auditId, onChanged);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TFindingUpdate }) =>
      api.patch<TFinding>(auditPaths.finding(auditId, id), body),
    onSuccess: changed,
  });
}

export function useDeleteFinding(auditId: string, onChanged: () => void) {
  const changed = useFindingsChanged(auditId, onChanged);
  return useMutation({
    mutationFn: (finding: Pick<TFinding, 'id' | 'version'>) =>
      api.delete<void>(auditPaths.finding(auditId, finding.id), { version: finding.version }),
    onSuccess: changed,
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
