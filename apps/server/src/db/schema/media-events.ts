import { MEDIA_EVENT_MODULE } from '@hse/contracts/media-events';
import type { TMediaStatus } from '@hse/contracts/media-library';
import { recordModuleTable } from './record-module-table.ts';

/** Media events (decision 064): safety days, campaigns, trainings; columns from the manifest. */
export const mediaEvents = recordModuleTable<TMediaStatus>('media_events', MEDIA_EVENT_MODULE);
