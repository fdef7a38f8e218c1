import type { TPage } from '@hse/contracts/common';
import type { TRegistrationRefuse, TRegistrationRequest } from '@hse/contracts/registration-requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TRequestsQuery } from './requests-params';

const PATH = '/registration-requests/';

export function useRequestsPage(query: TRequestsQuery) {
  return useQuery({
    queryKey: ['registration-requests', query],
    queryFn: () => api.get<TPage<TRegistrationRequest>>(PATH, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export type TDecision = { kind: 'approve' } | ({ kind: 'refuse' } & Pick<TRegistrationRefuse, 'reason'>);

/** A decision shows in this list and in the users' list, where the account becomes active. */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: { request: TRegistrationRequest; decision: TDecision }) =>
      api.post<TRegistrationRequest>(
        `${PATH}${request.id}/${decision.kind}/`,
        decision.kind === 'approve'
          ? { version: request.version }
          : { version: request.version, reason: decision.reason },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['registration-requests'] });
      void client.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
