import type { TIncident } from '@hse/contracts/incidents';

/** The short first message (`/message-*`) or the full record (`/incident-*`). */
export type TIncidentVariant = 'short' | 'full';

export function variantOf(pathname: string): TIncidentVariant {
  return pathname.startsWith('/message-') ? 'short' : 'full';
}

/** The message's editors (`/message-edit/:id`, `/incident-create`…), not its view. */
export const isEditorPath = (pathname: string) => /^\/(message|incident)-(create|edit)\b/.test(pathname);

export function editorPath(variant: TIncidentVariant, id: string): string {
  return variant === 'short' ? `/message-edit/${id}` : `/incident-edit/${id}`;
}

/** Fields only the full record has: a record with any of them filled opens in the full editor. */
const FULL_ONLY = [
  'liquidated_at',
  'contractor',
  'business_direction',
  'area',
  'work_type',
  'notified_bodies',
  'preliminary_causes',
  'classification',
] as const;

export function editorPathOf(incident: TIncident): string {
  const full = FULL_ONLY.some((field) => incident[field] !== null && incident[field] !== '');
  return editorPath(full ? 'full' : 'short', incident.id);
}
