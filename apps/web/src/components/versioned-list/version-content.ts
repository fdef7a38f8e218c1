import type { TVersionItem } from '@hse/contracts/record-module/versioned-list';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';

export type TTriple = TVersionItem['title'];
/** The editor's values: the title in three languages and the content's own values. */
export type TVersionValues<V extends object> = { title: TTriple } & V;

/** What the content's part of the editor is given. */
export type TVersionContentProps<V extends object> = {
  control: Control<TVersionValues<V>>;
  /** The screen's texts (`<prefix>.*`) and the data's texts of the list's module. */
  t(key: string, options?: Record<string, unknown>): string;
  textNs: string;
};

/**
 * What a versioned list's page (decision 043) edits beside the title: how its content starts,
 * how a version read fills the form, the form part, and how an entry's size reads in the list.
 */
export type TVersionContent<V extends object> = {
  empty(): V;
  valuesOf(item: TVersionItem & Record<string, unknown>): V;
  Editor: ComponentType<TVersionContentProps<V>>;
  /** The screen's key of an entry's size (`questions`), given `{count}` from the list's count. */
  countText: string;
  /** The data's key of "version" in `textNs`. */
  versionText: string;
};
