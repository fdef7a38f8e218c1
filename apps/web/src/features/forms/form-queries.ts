import type { TFormDefinitionRecord, TFormPrevious } from '@hse/contracts/form-submissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** A form's definition: its latest version, or the version a submission was filled in. */
export function useFormDefinition(code: string, version?: number, enabled = true) {
  return useQuery({
    queryKey: ['form-definitions', code, version ?? 'latest'],
    queryFn: () =>
      api.get<TFormDefinitionRecord>(
        version ? `/form-definitions/${code}/${version}/` : `/form-definitions/${code}/`,
      ),
    enabled,
    // A published version never changes; the latest may, and the designer refreshes it.
    staleTime: version ? Number.POSITIVE_INFINITY : 0,
  });
}

/** The previous period's submission of the same form and organization, and what moved since. */
export function useFormPrevious(id: string, version: number | undefined) {
  return useQuery({
    queryKey: ['form_submissions', 'detail', id, 'previous', version],
    queryFn: () => api.get<TFormPrevious>(`/form-submissions/${id}/previous/`),
    enabled: Boolean(id && version),
  });
}
