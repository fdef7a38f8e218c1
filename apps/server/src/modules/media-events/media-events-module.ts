import { MEDIA_EVENT_MODULE } from '@hse/contracts/media-events';
import { MEDIA_EDITOR_ROLES } from '@hse/contracts/media-library-texts';
import { mediaEvents } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { audienceHooks, registerViewCount } from '../../platform/record-module/audience.ts';
import { registerRecordModule } from '../../platform/record-module/register.ts';

/**
 * Safety days, campaigns and trainings (decision 064): the manifest's API with their photos and
 * videos as the record's files, read by their audience once published, their views counted.
 */
export function registerMediaEvents(app: TApp, deps: TDeps) {
  return registerRecordModule(app, deps, MEDIA_EVENT_MODULE, mediaEvents, {
    ...audienceHooks(MEDIA_EDITOR_ROLES),
    routes: (a, routes) => registerViewCount(a, deps, routes, mediaEvents),
  });
}
