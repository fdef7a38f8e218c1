import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import { INVESTIGATION_TEXTS } from '@hse/contracts/investigation-texts';
import { MESSAGES } from '@hse/contracts/messages';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { QORGAU_TEXTS } from '@hse/contracts/qorgau-texts';
import { QUESTIONNAIRE_TEXTS } from '@hse/contracts/questionnaire-texts';
import { textsIn } from '@hse/contracts/texts';
import { WORKFLOW_TEXTS } from '@hse/contracts/workflow-texts';

type TTree = { [key: string]: string | TTree };
export type TResources = Record<TLanguage, Record<string, TTree>>;

/** Every `locales/<lang>/<namespace>.json`, so a new namespace file needs no registration. */
const files = import.meta.glob<TTree>('./locales/*/*.json', { eager: true, import: 'default' });

function parsePath(path: string): { lang: string; ns: string } | null {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { lang: match[1] ?? '', ns: match[2] ?? '' } : null;
}

/** MESSAGES keys hold dots ('validation.required'); nesting them keeps i18next's default separator. */
function messagesFor(lang: TLanguage): TTree {
  const tree: TTree = {};
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

/** Texts the server's exports share live in contracts; each tree is a namespace of its own. */
function sharedFor(lang: TLanguage): Record<string, TTree> {
  return {
    messages: messagesFor(lang),
    incident_data: textsIn(INCIDENT_TEXTS, lang) as TTree,
    investigation_data: textsIn(INVESTIGATION_TEXTS, lang) as TTree,
    observation_data: textsIn(OBSERVATION_TEXTS, lang) as TTree,
    qorgau_data: textsIn(QORGAU_TEXTS, lang) as TTree,
    questionnaire_data: textsIn(QUESTIONNAIRE_TEXTS, lang) as TTree,
    workflow: textsIn(WORKFLOW_TEXTS, lang) as TTree,
  };
}

export function buildResources(): TResources {
  const resources: TResources = { ru: sharedFor('ru'), kk: sharedFor('kk'), en: sharedFor('en') };
  for (const [path, content] of Object.entries(files)) {
    const parsed = parsePath(path);
    if (!parsed || !(LANGUAGES as readonly string[]).includes(parsed.lang)) continue;
    resources[parsed.lang as TLanguage][parsed.ns] = content;
  }
  return resources;
}

export function namespacesOf(resources: TResources): string[] {
  return [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];
}
