import type { TUser } from '@hse/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './client';
import { useSession } from './session';

/** Invalidate `profileKeys.all` after saving the profile or its photo. */
export const profileKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as const,
  photo: (version: number) => ['profile', 'photo', version] as const,
};

export function useProfile() {
  const { isAuthenticated, token } = useSession();
  return useQuery({
    queryKey: [...profileKeys.me, token],
    queryFn: () => api.get<TUser>('/profile/'),
    enabled: isAuthenticated,
  });
}

/** An object URL of the profile photo, revoked when it changes or the caller unmounts. */
export function useProfilePhotoUrl(profile: TUser | undefined): string | null {
  const enabled = Boolean(profile?.has_photo);
  const { data } = useQuery({
    queryKey: profileKeys.photo(profile?.version ?? 0),
    queryFn: () => api.blob('/profile/photo/'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data, enabled]);
  return url;
}
