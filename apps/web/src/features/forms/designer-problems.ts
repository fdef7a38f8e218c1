import type { TLanguage } from '@hse/contracts/constants';
import {
  definitionProblems,
  type TFormDefinition,
  ZFormDefinitionSchema,
} from '@hse/contracts/forms/definition';
import { describeIssue } from '@hse/contracts/validation';
import { createContext } from 'react';

export type TProblem = { place: string; message: string };

/** Where a problem the server found is, in words: the field's or the rule's name. */
export function placeOf(
  definition: TFormDefinition,
  path: string,
  lang: TLanguage,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts = path.split('.');
  const n = (i: number) => Number(parts[i]);
  if (parts[0] === 'rules') {
    const rule = definition.rules[n(1)];
    return rule ? t('designer.rule', { key: rule.key }) : path;
  }
  if (parts[0] !== 'sections') return t('designer.general');
  const section = definition.sections[n(1)];
  if (!section) return path;
  if (parts[2] === 'fields') {
    const field = section.fields[n(3)];
    return field ? t('designer.item', { name: field.label[lang] || field.key }) : path;
  }
  if (parts[2] === 'tables') {
    const table = section.tables[n(3)];
    if (!table) return path;
    const tableName = t('designer.table', { name: table.label[lang] });
    const column = parts[4] === 'columns' ? table.columns[n(5)] : undefined;
    return column
      ? `${tableName}, ${t('designer.item', { name: column.label[lang] || column.key })}`
      : tableName;
  }
  return t('designer.section', { name: section.label[lang] });
}

/** Problems by the path of what they are about (`sections.0.fields.2.key`), in the reader's language. */
export type TProblemsByPath = Record<string, string[]>;

/**
 * The definition checked in the browser before it is sent (decision 074): the schema the server
 * parses it with and `definitionProblems`, the same function, so that a formula or a rule that
 * reads an unknown field is shown next to it without a round trip.
 */
export function localProblems(
  definition: TFormDefinition,
  translate: (key: string, params?: Record<string, unknown>) => string,
): TProblemsByPath {
  const found: TProblemsByPath = {};
  const add = (path: (string | number)[], text: string) => {
    const where = path.join('.');
    const list = found[where] ?? [];
    if (!list.includes(text)) list.push(text);
    found[where] = list;
  };
  const parsed = ZFormDefinitionSchema.safeParse(definition);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const { key, params } = describeIssue(issue);
      add(
        issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        translate(key, params),
      );
    }
  for (const problem of definitionProblems(definition)) add(problem.path, translate(problem.message));
  return found;
}

/** The problems of one place: `prefix` itself and what lies under it, except the `skip` parts. */
export function problemsUnder(problems: TProblemsByPath, prefix: string, skip: readonly string[] = []) {
  return Object.entries(problems)
    .filter(([path]) => {
      if (path !== prefix && !path.startsWith(`${prefix}.`)) return false;
      const rest = path.slice(prefix.length + 1);
      return !skip.some((part) => rest === part || rest.startsWith(`${part}.`));
    })
    .flatMap(([, messages]) => messages);
}

export const DesignerProblems = createContext<TProblemsByPath>({});
