import { LANGUAGES } from '@hse/contracts/constants';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import { INVESTIGATION_TEXTS } from '@hse/contracts/investigation-texts';
import { MESSAGE_AREAS, MESSAGES } from '@hse/contracts/messages';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { textsIn } from '@hse/contracts/texts';
import { describe, expect, it } from 'vitest';

type TTree = { [key: string]: unknown };

const files = import.meta.glob<TTree>('./locales/*/*.json', { eager: true, import: 'default' });

// Plural forms differ by language (ru: one/few/many/other, kk and en: one/other).
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value as TTree, path)) out.set(k, v);
    else out.set(path.replace(PLURAL_SUFFIX, ''), String(value));
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const byNamespace = new Map<string, Map<string, Map<string, string>>>();
for (const [path, content] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const langs = byNamespace.get(ns) ?? new Map<string, Map<string, string>>();
  langs.set(lang, flatten(content));
  byNamespace.set(ns, langs);
}

describe('translations', () => {
  it('finds the namespace files', () => {
    expect([...byNamespace.keys()]).toEqual(expect.arrayContaining(['common', 'shell', 'auth']));
  });

  for (const [ns, langs] of byNamespace) {
    describe(`namespace ${ns}`, () => {
      it('exists in every language', () => {
        expect([...langs.keys()].sort()).toEqual([...LANGUAGES].sort());
      });

      const allKeys = [...new Set([...langs.values()].flatMap((keys) => [...keys.keys()]))].sort();
      for (const lang of LANGUAGES) {
        it(`has every key in ${lang}`, () => {
          const own = langs.get(lang) ?? new Map<string, string>();
          expect(allKeys.filter((key) => !own.has(key))).toEqual([]);
        });
        it(`has no empty text in ${lang}`, () => {
          const own = langs.get(lang) ?? new Map<string, string>();
          expect([...own].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
        });
      }

      it('uses the same placeholders in every language', () => {
        const ru = langs.get('ru') ?? new Map<string, string>();
        const mismatches = [...ru].flatMap(([key, text]) =>
          LANGUAGES.filter((lang) => {
            const other = langs.get(lang)?.get(key);
            return other !== undefined && placeholders(other).join() !== placeholders(text).join();
          }).map((lang) => `${lang}:${key}`),
        );
        expect(mismatches).toEqual([]);
      });
    });
  }
});

/** A screen namespace and the contracts tree that names its data: a text lives in one of them only. */
const SHARED_DATA = {
  incidents: INCIDENT_TEXTS,
  investigations: INVESTIGATION_TEXTS,
  observations: OBSERVATION_TEXTS,
} as const;

describe('shared data texts', () => {
  for (const [ns, tree] of Object.entries(SHARED_DATA)) {
    it(`${ns} does not copy a key of its data namespace`, () => {
      const shared = new Set(flatten(textsIn(tree, 'ru')).keys());
      const copies = LANGUAGES.flatMap((lang) =>
        [...(byNamespace.get(ns)?.get(lang)?.keys() ?? [])]
          .filter((key) => shared.has(key))
          .map((key) => `${lang}:${key}`),
      );
      expect(copies).toEqual([]);
    });
  }
});

describe('shared server texts', () => {
  it('define each key in one area only, so that none is silently replaced by another', () => {
    const seen = new Map<string, number>();
    for (const area of MESSAGE_AREAS)
      for (const key of Object.keys(area)) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(seen.size);
  });
});
