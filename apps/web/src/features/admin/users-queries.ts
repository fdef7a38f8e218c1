import type { TPage } from '@hse/contracts/common';
import type { TPasswordPair, TUser, TUserCreate, TUserUpdate } from '@hse/contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TUsersQuery } from './users-list-params';

export const usersKeys = {
  all: ['users'] as const,
  list: (query: TUsersQuery) => ['users', 'list', query] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  history: (id: string) => ['users', 'detail', id, 'history'] as const,
};

export const userPaths = {
  list: '/users/',
  detail: (id: string) => `/users/${id}/`,
  photo: (id: string) => `/users/${id}/photo/`,
  history: (id: string) => `/users/${id}/history/`,
};

export function useUsersPage(query: TUsersQuery) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: () => api.get<TPage<TUser>>(userPaths.list, { params: query }),
    // The grid keeps the old rows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? ''),
    queryFn: () => api.get<TUser>(userPaths.detail(id ?? '')),
    enabled: Boolean(id),
  });
}

/** Every change of a user shows in lists, the roles page and the record's history. */
export function useStoreUser() {
  const client = useQueryClient();
  return (user: TUser) => {
    client.setQueryData(usersKeys.detail(user.id), user);
    void client.invalidateQueries({ queryKey: ['users', 'list'] });
    void client.invalidateQueries({ queryKey: usersKeys.history(user.id) });
    void client.invalidateQueries({ queryKey: ['roles'] });
  };
}

export function useCreateUser() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: TUserCreate) => api.post<TUser>(userPaths.list, body),
    onSuccess: store,
  });
}

export function useUpdateUser(id: string) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: TUserUpdate) => api.patch<TUser>(userPaths.detail(id), body),
    onSuccess: store,
  });
}

export function useSetUserActive() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ user, active }: { user: TUser; active: boolean }) =>
      api.post<TUser>(`${userPaths.detail(user.id)}${active ? 'activate' : 'deactivate'}/`, {
        version: user.version,
      }),
    onSuccess: store,
  });
}

export function useResetUserPassword(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPasswordPair) => api.post<void>(`${userPaths.detail(id)}reset-password/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.history(id) }),
  });
}
