import { useEffect, useState } from 'react';
import { api } from '../api/client';

/**
 * An <img> cannot send the token, so the photo is fetched as a blob and shown through an
 * object URL, released when the photo changes or the component goes away.
 * `stamp` (the record's `updated_at`) refetches after an upload replaced the file.
 */
export function usePhotoUrl(path: string, hasPhoto: boolean, stamp: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` changes when the file was replaced
  useEffect(() => {
    if (!hasPhoto) {
      setUrl(null);
      return;
    }
    let cancelled = false;
    let created: string | null = null;
    api
      .blob(path)
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => {
        // Only logged by the client (a photo is not worth an alert); the avatar shows initials.
        if (!cancelled) setUrl(null);
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path, hasPhoto, stamp]);
  return url;
}
