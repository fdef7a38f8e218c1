import type { TLanguage } from './constants.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';
import { INVESTIGATION_TEXTS } from './investigation-texts.ts';
import { MESSAGES } from './messages.ts';
import { OBSERVATION_TEXTS } from './observation-texts.ts';
import { QORGAU_TEXTS } from './qorgau-texts.ts';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts.ts';
import { textsIn } from './texts.ts';
import { WORKFLOW_TEXTS } from './workflow-texts.ts';

/** A namespace's texts in one language, nested by the dots of their keys. */
export type TLanguageTree = { [key: string]: string | TLanguageTree };

/** MESSAGES keys hold dots ('validation.required'); nesting them keeps i18next's default separator. */
function messagesIn(lang: TLanguage): TLanguageTree {
  const tree: TLanguageTree = {};
  for (const [key, texts] of Object.entries(MESSAGES)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      let next = node[part];
      if (typeof next !== 'object') {
        next = {};
        node[part] = next;
      }
      node = next;
    }
    node[parts.at(-1) ?? key] = texts[lang];
  }
  return tree;
}

/**
 * The texts the web shares with the server (its error messages, the incident, investigation,
 * observation, Qorgau, questionnaire and workflow words), by i18next namespace, in one language. The web's build writes them into each
 * language's own chunk, so a reader downloads the language they read, not all three.
 */
export function sharedTextsOf(lang: TLanguage): Record<string, TLanguageTree> {
  return {
    messages: messagesIn(lang),
    incident_data: textsIn(INCIDENT_TEXTS, lang) as TLanguageTree,
    investigation_data: textsIn(INVESTIGATION_TEXTS, lang) as TLanguageTree,
    observation_data: textsIn(OBSERVATION_TEXTS, lang) as TLanguageTree,
    qorgau_data: textsIn(QORGAU_TEXTS, lang) as TLanguageTree,
    questionnaire_data: textsIn(QUESTIONNAIRE_TEXTS, lang) as TLanguageTree,
    workflow: textsIn(WORKFLOW_TEXTS, lang) as TLanguageTree,
  };
}
