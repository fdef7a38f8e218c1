import { MEDIA_EDITOR_ROLES } from '@hse/contracts/media-library-texts';
import { VISUAL_AID_MODULE } from '@hse/contracts/visual-aids';
import { visualAids } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { audienceHooks, registerViewCount } from '../../platform/record-module/audience.ts';
import { registerRecordModule } from '../../platform/record-module/register.ts';

/**
 * Posters, leaflets and presentations (decision 064): the manifest's API, read by their audience
 * once published, their views counted. Each golden rule's screen lists its aids through the list's
 * `vital_rules` filter.
 */
export function registerVisualAids(app: TApp, deps: TDeps) {
  return registerRecordModule(app, deps, VISUAL_AID_MODULE, visualAids, {
    ...audienceHooks(MEDIA_EDITOR_ROLES),
    routes: (a, routes) => registerViewCount(a, deps, routes, visualAids),
  });
}
