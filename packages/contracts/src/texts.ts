import type { TLanguage } from './constants.ts';

/** A text in the three languages of the product. */
export type TTriple = Record<TLanguage, string>;
/** A tree of such texts: what a module's data means, shared by the web and the server's exports. */
export type TTextTree = { [key: string]: TTriple | TTextTree };

const isTriple = (node: TTriple | TTextTree): node is TTriple => typeof node.ru === 'string';

/** The tree in one language, as i18next takes a namespace. */
export function textsIn(tree: TTextTree, lang: TLanguage): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [key, isTriple(node) ? node[lang] : textsIn(node, lang)]),
  );
}

/** One text of a tree by its dotted path; the path itself when missing, so a gap shows. */
export function textAt(tree: TTextTree, path: string, lang: TLanguage): string {
  let node: TTriple | TTextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (!node || isTriple(node)) return path;
    node = node[part];
  }
  return node && isTriple(node) ? node[lang] : path;
}
