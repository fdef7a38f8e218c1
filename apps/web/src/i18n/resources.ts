import type { TLanguage } from '@hse/contracts/constants';
import { type TTextTree, textsIn } from '@hse/contracts/texts';
import { BUNDLES, PAGE_BUNDLES } from './bundle-loaders';
import type { TTree } from './tree';

/** One language's texts by namespace. */
export type TLanguageResources = Record<string, TTree>;

function namespaceOf(path: string): string | null {
  return /\/locales\/[^/]+\/([^/]+)\.json$/.exec(path)?.[1] ?? null;
}

/** The record modules' texts (their manifests'), by namespace: registered by the app's module list. */
const moduleTexts = new Map<string, TTextTree>();

/** A contracts text tree as a namespace of every language loaded from now on. */
export function registerSharedTexts(namespace: string, tree: TTextTree): void {
  // A module's head comes first (the shell), its pages' wording joins it when they load.
  moduleTexts.set(namespace, { ...moduleTexts.get(namespace), ...tree });
}

/** One language's namespace of a contracts text tree. */
export const sharedTextsIn = (tree: TTextTree, lang: TLanguage) => textsIn(tree, lang) as TTree;

/** The record modules' texts registered so far, in one language; each tree is a namespace of its own. */
function sharedFor(lang: TLanguage): Record<string, TTree> {
  return Object.fromEntries([...moduleTexts].map(([ns, tree]) => [ns, sharedTextsIn(tree, lang)]));
}

/** `over` laid on `base`, subtree by subtree. */
function mergeTrees(base: TTree | undefined, over: TTree): TTree {
  if (!base) return over;
  const merged: TTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergeTrees(under, value) : value;
  }
  return merged;
}

/** Files of `locales/<lang>/` laid on `resources` by namespace. */
function addFiles(resources: TLanguageResources, files: Record<string, TTree>): TLanguageResources {
  for (const [path, content] of Object.entries(files)) {
    const ns = namespaceOf(path);
    // A module's screen texts may share its manifest's namespace (`incidents`): both are kept.
    if (ns) resources[ns] = mergeTrees(resources[ns], content);
  }
  return resources;
}

/**
 * Downloads one language's texts of the sign-in page and the shell, with the texts it shares with
 * the server.
 */
export async function loadResources(lang: TLanguage): Promise<TLanguageResources> {
  const { default: files, shared } = await BUNDLES[lang]();
  return addFiles({ ...sharedFor(lang), ...shared }, files);
}

/** Downloads one language's texts of the other screens. */
export async function loadPageResources(lang: TLanguage): Promise<TLanguageResources> {
  const { default: files } = await PAGE_BUNDLES[lang]();
  return addFiles({}, files);
}
