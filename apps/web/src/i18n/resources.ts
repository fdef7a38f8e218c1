import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import { MESSAGES } from '@hse/contracts/messages';

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

export function buildResources(): TResources {
  const resources: TResources = {
    ru: { messages: messagesFor('ru') },
    kk: { messages: messagesFor('kk') },
    en: { messages: messagesFor('en') },
  };
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
