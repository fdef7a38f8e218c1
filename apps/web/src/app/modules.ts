import { AUDITS_MODULE } from '../features/audits/audits-module';
import { COMMITMENTS_MODULE } from '../features/commitments/commitments-module';
import { EVENT_PLAN_PARTS_MODULE, EVENT_PLANS_MODULE } from '../features/event-plans/event-plans-module';
import { EVENTS_MODULE } from '../features/events/events-module';
import { FORM_SUBMISSIONS_MODULE } from '../features/forms/forms-module';
import { INCIDENTS_MODULE } from '../features/incidents/incidents-module';
import {
  ACTS_MODULE,
  BULLETINS_MODULE,
  REPORTS_MODULE,
} from '../features/investigations/investigations-module';
import { MEDIA_EVENTS_MODULE, VISUAL_AIDS_MODULE } from '../features/media-library/media-library-modules';
import { MEDIA_VIDEOS_MODULE } from '../features/media-videos/media-videos-module';
import { OBSERVATION_MODULES } from '../features/observations/observations-module';
import { ROAD_MAPS_MODULE } from '../features/road-maps/road-maps-module';
import { addSharedTexts } from '../i18n/i18n';
import type { TMenuGroupKey, TWebModule } from './web-module';

/**
 * The record modules of the web, each declared once (its manifest in contracts, its web part in
 * its feature): the route table, the menu, the home cards, the document titles and the texts
 * take them from here.
 */
export const WEB_MODULES: readonly TWebModule[] = [
  AUDITS_MODULE,
  INCIDENTS_MODULE,
  // After the messages, in the menu's order: acts, bulletins, reports.
  ACTS_MODULE,
  BULLETINS_MODULE,
  REPORTS_MODULE,
  ...OBSERVATION_MODULES,
  ROAD_MAPS_MODULE,
  COMMITMENTS_MODULE,
  EVENTS_MODULE,
  EVENT_PLANS_MODULE,
  EVENT_PLAN_PARTS_MODULE,
  VISUAL_AIDS_MODULE,
  MEDIA_EVENTS_MODULE,
  FORM_SUBMISSIONS_MODULE,
  MEDIA_VIDEOS_MODULE,
];

/** The modules of a menu group. */
export const modulesIn = (group: TMenuGroupKey) => WEB_MODULES.filter((module) => module.menuGroup === group);

/**
 * Each module's texts (contracts, ru/kk/en) as the i18next namespace of its key, as decision 006
 * does for the incidents' texts; called before the first language is loaded.
 */
export function registerModuleTexts(): void {
  for (const { head } of WEB_MODULES) addSharedTexts(head.key, head.texts);
}
