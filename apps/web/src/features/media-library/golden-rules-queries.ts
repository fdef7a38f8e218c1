import type { TPage } from '@hse/contracts/common';
import type { TGoldenRule, TGoldenRuleUpdate } from '@hse/contracts/golden-rules';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const keys = {
  rules: ['golden-rules'] as const,
  aids: ['golden-rules', 'aids'] as const,
};

export function useGoldenRules() {
  return useQuery({ queryKey: keys.rules, queryFn: () => api.get<TGoldenRule[]>('/vital-rules/') });
}

/** The visual aids the reader sees that teach one rule: the visual-aids list by its rule. */
export function useAidsOfRule(rule: string) {
  return useQuery({
    queryKey: [...keys.aids, rule],
    queryFn: () =>
      api.get<TPage<TRecordItem>>('/visual-aids/', {
        params: { vital_rules: rule, status: 'published', ordering: '-published_on', page_size: 20 },
      }),
  });
}

export function useUpdateGoldenRule(rule: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGoldenRuleUpdate) => api.patch<TGoldenRule>(`/vital-rules/${rule}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.rules }),
  });
}

export function useUploadPictogram(rule: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, version }: { file: File; version: number }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('file', file);
      return api.upload<TGoldenRule>(`/vital-rules/${rule}/pictogram/`, form, 'PUT');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.rules }),
  });
}
