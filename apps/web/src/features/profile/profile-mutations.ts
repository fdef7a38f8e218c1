import type { TPasswordChange, TProfileUpdate, TUser } from '@hse/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { profileKeys } from '../../api/profile-queries';
import { updateSessionFio, updateSessionToken } from '../../api/session';

/** The top bar shows the same profile (name, avatar): it is updated with the answer. */
export function useStoreProfile() {
  const client = useQueryClient();
  return (user: TUser) => {
    client.setQueriesData({ queryKey: profileKeys.me }, user);
    void client.invalidateQueries({ queryKey: profileKeys.all });
    updateSessionFio(user.fio);
  };
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api.patch<TUser>('/profile/', body),
    onSuccess: store,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TPasswordChange) =>
      api.post<{ token: string }>('/profile/password/', body, { once: false }),
    // The server ends every older token of this user, this tab's included: keep working with the new one.
    onSuccess: ({ token }) => updateSessionToken(token),
  });
}
