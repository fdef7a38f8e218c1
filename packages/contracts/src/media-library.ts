import { fields } from './record-module/fields.ts';
import { scopedActor, type TWorkflow } from './workflow.ts';

/**
 * What the media library's record types share (decision 064): the languages an item is made in,
 * and one workflow. The other helpers of the library (videos) may take them too.
 */
export const MEDIA_LANGUAGES = ['ru', 'kk', 'en'] as const;
export const MEDIA_STATUSES = ['draft', 'published'] as const;
export type TMediaStatus = (typeof MEDIA_STATUSES)[number];

/** Who edits, publishes and deletes an item: the staff whose scope holds its organization. */
const KEEPERS = [scopedActor('admin'), scopedActor('dotos'), scopedActor('headdotos')] as const;

/**
 * An item is kept as a draft by the HSE staff of its organization's tree and published ("save and
 * send") to its audience, who read it from then on; its keepers still edit it.
 */
export const MEDIA_WORKFLOW: TWorkflow<TMediaStatus> = {
  initial: 'draft',
  states: MEDIA_STATUSES,
  actions: { save_and_send: { from: ['draft'], to: 'published', who: KEEPERS } },
  editable: { draft: KEEPERS, published: KEEPERS },
  deletable: { draft: KEEPERS, published: KEEPERS },
};

/**
 * The organizations an item is published to beside its own (decision 076): each reaches that
 * organization and every one within it. Stored as rows, read by the server as an indexed array.
 */
export const mediaTargetsField = () =>
  fields.rows({ organization_id: fields.organization({ required: true }) }, { max: 100 });
