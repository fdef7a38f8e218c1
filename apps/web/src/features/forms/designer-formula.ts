import type { TLanguage } from '@hse/contracts/constants';
import {
  NUMERIC_FORM_KINDS,
  type TFormDefinition,
  type TFormExpr,
  type TFormTable,
} from '@hse/contracts/forms/definition';

/**
 * The formula editor's model (decision 074): a formula as a chain of operands joined by
 * + − × ÷, worked out from left to right, which is the JSON tree `((a op b) op c)`; an operand may
 * be a group in brackets, a chain of its own, so that every tree is a chain: `a + b / c` is
 * `a + (b ÷ c)`. The designer edits chains, never text, so nothing is parsed.
 */
export type TOperator = '+' | '-' | '*' | '/';
export const OPERATORS: readonly TOperator[] = ['+', '-', '*', '/'];
export const OPERATOR_SIGNS: Record<TOperator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** A leaf of a formula: a reference, a number, or the sum of references (kept as it is). */
export type TOperand = number | string | { sum: readonly string[] };
/** What a chain's place holds: a leaf, or a group in brackets. */
export type TChainItem = TOperand | { group: TChain };
export type TChain = { first: TChainItem; rest: { op: TOperator; operand: TChainItem }[] };

const isOperand = (expr: TFormExpr): expr is TOperand => typeof expr !== 'object' || 'sum' in expr;
export const isGroup = (item: TChainItem): item is { group: TChain } =>
  typeof item === 'object' && 'group' in item;

/** A tree node's arguments after the first: leaves as they are, subtrees as groups. */
const itemOf = (expr: TFormExpr): TChainItem => (isOperand(expr) ? expr : { group: chainOf(expr) });

/**
 * Any formula as a chain: the first argument continues the chain, later subtrees are groups. A
 * first argument with the node's own operator is a group too: a chain would have joined them.
 */
export function chainOf(expr: TFormExpr): TChain {
  if (isOperand(expr)) return { first: expr, rest: [] };
  const [head = 0, ...tail] = expr.args;
  const start: TChain =
    !isOperand(head) && head.op === expr.op ? { first: { group: chainOf(head) }, rest: [] } : chainOf(head);
  const more = tail.map((arg) => ({ op: expr.op, operand: itemOf(arg) }));
  return { first: start.first, rest: [...start.rest, ...more] };
}

const exprOfItem = (item: TChainItem): TFormExpr => (isGroup(item) ? exprOf(item.group) : item);

/**
 * The chain as the definition's tree: consecutive equal operators share one node, a group is its
 * own subtree (never merged into the chain's node, so its brackets stay where the user put them).
 */
export function exprOf(chain: TChain): TFormExpr {
  let expr = exprOfItem(chain.first);
  let own = false;
  for (const { op, operand } of chain.rest) {
    const arg = exprOfItem(operand);
    if (own && typeof expr === 'object' && 'op' in expr && expr.op === op && expr.args.length < 20)
      expr = { op, args: [...expr.args, arg] };
    else expr = { op, args: [expr, arg] };
    own = true;
  }
  return expr;
}

/** A reference a formula may read where it is, with its name in the reader's language. */
export type TRefChoice = { ref: string; name: string };

/**
 * What a formula may read: inside a table (a computed column, a rule on each row) the row's
 * numeric cells; elsewhere the numeric fields and the totals of the tables' numeric columns.
 * `except` leaves out the field being computed.
 */
export function refChoices(
  definition: TFormDefinition,
  lang: TLanguage,
  totalOf: (table: string, column: string) => string,
  table?: TFormTable,
  except?: string,
): TRefChoice[] {
  const numeric = (kind: string) => NUMERIC_FORM_KINDS.some((k) => k === kind);
  if (table)
    return table.columns
      .filter((c) => numeric(c.kind) && c.key !== except)
      .map((c) => ({ ref: c.key, name: c.label[lang] || c.key }));
  const fields = definition.sections.flatMap((s) => s.fields);
  const tables = definition.sections.flatMap((s) => s.tables);
  return [
    ...fields
      .filter((f) => numeric(f.kind) && f.key !== except)
      .map((f) => ({ ref: f.key, name: f.label[lang] || f.key })),
    ...tables.flatMap((t) =>
      t.columns
        .filter((c) => numeric(c.kind) && c.kind !== 'percent')
        .map((c) => ({
          ref: `${t.key}.${c.key}`,
          name: totalOf(t.label[lang] || t.key, c.label[lang] || c.key),
        })),
    ),
  ];
}

/** A reference's name: a field's or column's label, a total's, a fixed row's cell; the key itself if unknown. */
export function refName(
  definition: TFormDefinition,
  ref: string,
  lang: TLanguage,
  totalOf: (table: string, column: string) => string,
  table?: TFormTable,
): string {
  const parts = ref.split('.');
  if (table && parts.length === 1) {
    const column = table.columns.find((c) => c.key === ref);
    return column ? column.label[lang] || ref : ref;
  }
  const fields = definition.sections.flatMap((s) => s.fields);
  if (parts.length === 1) return fields.find((f) => f.key === ref)?.label[lang] || ref;
  const of = definition.sections.flatMap((s) => s.tables).find((t) => t.key === parts[0]);
  const column = of?.columns.find((c) => c.key === parts[parts.length - 1]);
  if (!of || !column) return ref;
  const columnName = column.label[lang] || column.key;
  if (parts.length === 2) return totalOf(of.label[lang] || of.key, columnName);
  const row = of.rows.mode === 'fixed' ? of.rows.rows.find((r) => r.key === parts[1]) : undefined;
  return `${of.label[lang] || of.key}: ${row?.label[lang] || parts[1]}, ${columnName}`;
}

type TWords = {
  name: (ref: string) => string;
  sumOf: (names: string) => string;
  number: (n: number) => string;
};

const operandWords = (operand: TOperand, w: TWords): string => {
  if (typeof operand === 'number') return w.number(operand);
  if (typeof operand === 'string') return w.name(operand);
  return w.sumOf(operand.sum.map(w.name).join(', '));
};

/** The formula in words, with brackets where the left-to-right order differs from the usual one. */
export function formulaWords(expr: TFormExpr, w: TWords): string {
  if (isOperand(expr)) return operandWords(expr, w);
  const strong = expr.op === '*' || expr.op === '/';
  return expr.args
    .map((arg, i) => {
      const text = formulaWords(arg, w);
      if (isOperand(arg)) return text;
      const weak = arg.op === '+' || arg.op === '-';
      // The first argument is worked out first anyway; later ones, and weak ones under × ÷, need brackets.
      return (strong && weak) || i > 0 ? `(${text})` : text;
    })
    .join(` ${OPERATOR_SIGNS[expr.op]} `);
}
