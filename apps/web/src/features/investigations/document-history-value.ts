import { useOrganizationName } from '../../components/use-organization-name';

/** How the history writes the values no field type holds: lists by their length, people by name. */
export function useDocumentHistoryValue() {
  const organizationName = useOrganizationName();
  return (field: string, value: unknown): string | null => {
    if ((field === 'victims' || field === 'members') && Array.isArray(value)) return String(value.length);
    if (field === 'target_organization_ids' && Array.isArray(value))
      return value.map((id) => organizationName(id) ?? String(id)).join(', ');
    if (field === 'chairman' && value && typeof value === 'object')
      return Object.values(value).filter(Boolean).join(', ');
    return null;
  };
}
