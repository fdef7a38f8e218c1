import { useCallback, useMemo } from 'react';
import { pickName, useLanguage } from './localized';
import { useOrganizations } from './organizations-query';

/** Histories store organization ids; readers need the name in their language. */
export function useOrganizationName(): (id: unknown) => string | null {
  const lang = useLanguage();
  const organizations = useOrganizations();
  const byId = useMemo(
    () => new Map((organizations.data ?? []).map((org) => [org.id, org])),
    [organizations.data],
  );
  return useCallback(
    (id: unknown) => {
      const org = typeof id === 'string' ? byId.get(id) : undefined;
      return org ? pickName(org, lang) : null;
    },
    [byId, lang],
  );
}
