import type { TLanguage } from './constants.ts';
import { ACCOUNT_MESSAGES } from './messages/accounts.ts';
import { AUDIT_MESSAGES } from './messages/audits.ts';
import { COMMITMENT_MESSAGES } from './messages/commitments.ts';
import { DEADLINE_MESSAGES } from './messages/deadlines.ts';
import { DOCUMENT_MESSAGES } from './messages/documents.ts';
import { ERROR_MESSAGES } from './messages/errors.ts';
import { EVENT_PLAN_MESSAGES } from './messages/event-plans.ts';
import { EVENT_MESSAGES } from './messages/events.ts';
import { FORM_MESSAGES } from './messages/forms.ts';
import { INCIDENT_MESSAGES } from './messages/incidents.ts';
import { INVESTIGATION_MESSAGES } from './messages/investigations.ts';
import { MEDIA_VIDEO_MESSAGES } from './messages/media-videos.ts';
import { OBSERVATION_MESSAGES } from './messages/observations.ts';
import { QORGAU_MESSAGES } from './messages/qorgau.ts';
import { QUESTIONNAIRE_MESSAGES } from './messages/questionnaires.ts';
import { RECORD_MESSAGES } from './messages/records.ts';
import { ROAD_MAP_MESSAGES } from './messages/road-maps.ts';
import { SECOND_FACTOR_MESSAGES } from './messages/second-factor.ts';
import { VALIDATION_MESSAGES } from './messages/validation.ts';

/**
 * Texts that both the server (error details) and the web (form validation) show.
 * Contracts carry only these keys; each side translates them.
 */
export const MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...ERROR_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...RECORD_MESSAGES,
  ...OBSERVATION_MESSAGES,
  ...INCIDENT_MESSAGES,
  ...INVESTIGATION_MESSAGES,
  ...QUESTIONNAIRE_MESSAGES,
  ...QORGAU_MESSAGES,
  ...AUDIT_MESSAGES,
  ...SECOND_FACTOR_MESSAGES,
  ...ROAD_MAP_MESSAGES,
  ...COMMITMENT_MESSAGES,
  ...DEADLINE_MESSAGES,
  ...EVENT_MESSAGES,
  ...FORM_MESSAGES,
  ...EVENT_PLAN_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...MEDIA_VIDEO_MESSAGES,
} as const satisfies Record<string, Record<TLanguage, string>>;

/** The areas spread above, so that a test can tell a key defined in two of them (the later wins). */
export const MESSAGE_AREAS = [
  VALIDATION_MESSAGES,
  ERROR_MESSAGES,
  ACCOUNT_MESSAGES,
  RECORD_MESSAGES,
  OBSERVATION_MESSAGES,
  INCIDENT_MESSAGES,
  INVESTIGATION_MESSAGES,
  QUESTIONNAIRE_MESSAGES,
  QORGAU_MESSAGES,
  AUDIT_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  ROAD_MAP_MESSAGES,
  COMMITMENT_MESSAGES,
  DEADLINE_MESSAGES,
  EVENT_MESSAGES,
  FORM_MESSAGES,
  EVENT_PLAN_MESSAGES,
  DOCUMENT_MESSAGES,
  MEDIA_VIDEO_MESSAGES,
] as const;

export type TMessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** Fills `{{name}}` placeholders. */
export function formatMessage(
  key: TMessageKey,
  lang: TLanguage,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Localized texts of one key in every language (notifications store all three). */
export function messageInAll(key: TMessageKey, params: Record<string, string | number> = {}) {
  return {
    ru: formatMessage(key, 'ru', params),
    kk: formatMessage(key, 'kk', params),
    en: formatMessage(key, 'en', params),
  };
}
