import { FORM_CATALOGUE, formDefinition } from '@hse/contracts/forms/catalogue/index';
import { definitionProblems, type TFormDefinition } from '@hse/contracts/forms/definition';
import { checkFormRules, computeForm } from '@hse/contracts/forms/evaluate';
import { describe, expect, it } from 'vitest';
import { updateField, withKind } from './designer-edits';
import { chainOf, exprOf, formulaWords, refChoices } from './designer-formula';
import { localProblems } from './designer-problems';
import {
  addRule,
  addSection,
  addTable,
  moveSection,
  moveTable,
  removeSection,
  rowTotalColumn,
  updateRule,
  updateTable,
  withOptions,
  withRuleTable,
} from './designer-structure';

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const l = (text: string) => ({ ru: text, kk: text, en: text });
const texts = { table: l('Fleet'), column: l('Units'), row: l('Cars') };
const totalOf = (table: string, column: string) => `sum of ${column} of ${table}`;

describe('the designer’s structure edits', () => {
  it('adds, moves and removes sections with free keys', () => {
    const added = addSection(FORM_1, l('Fleet'));
    expect(added.sections.map((s) => s.key)).toEqual([
      'staff_section',
      'indicators_section',
      'remarks_section',
      'section_1',
    ]);
    expect(moveSection(added, 3, -1).sections[2]?.key).toBe('section_1');
    expect(moveSection(added, 0, -1)).toEqual(added);
    expect(removeSection(added, 3)).toEqual(FORM_1);
    expect(definitionProblems(added)).toEqual([]);
  });

  it('adds fixed and free tables whose totals the form computes', () => {
    let next = addTable(FORM_1, 1, 'fixed', texts);
    next = addTable(next, 1, 'free', texts);
    const [fixed, free] = next.sections[1]?.tables ?? [];
    expect(fixed).toMatchObject({
      key: 'table_1',
      rows: { mode: 'fixed', rows: [{ key: 'row_1' }] },
      totalRow: true,
    });
    expect(free).toMatchObject({ key: 'table_2', rows: { mode: 'free', max: 50 } });
    expect(moveTable(next, 1, 1, -1).sections[1]?.tables.map((t) => t.key)).toEqual(['table_2', 'table_1']);
    // A second column and a row-total column: each row's sum, and the total row sums them.
    next = updateTable(next, 1, 1, (table) => {
      table.columns.push({ kind: 'number', key: 'km', label: l('km') });
    });
    const table = next.sections[1]?.tables[1];
    if (!table) throw new Error('the free table');
    const total = rowTotalColumn(table, 'row_total', l('Row total'));
    expect(total).toEqual({
      kind: 'computed',
      key: 'row_total',
      label: l('Row total'),
      formula: { op: '+', args: ['column_2', 'km'] },
    });
    next = updateTable(next, 1, 1, (t) => {
      if (total) t.columns.push(total);
    });
    expect(definitionProblems(next)).toEqual([]);
    const computed = computeForm(next, {
      table_2: [
        { column_2: 2, km: 3 },
        { column_2: 1, km: 4 },
      ],
    });
    expect(computed.totals.table_2).toMatchObject({ column_2: 3, km: 7, row_total: 10 });
  });

  it('edits a choice’s options, keeping one at least', () => {
    const choice = withKind(
      FORM_1.sections[0]?.tables[0]?.columns[0] ?? FORM_1.sections[0]!.fields[0]!,
      'choice',
    );
    const two = withOptions(choice, (options) => {
      options.push({ value: 'option_2', label: l('Second') });
    });
    expect(two.kind === 'choice' && two.options.map((o) => o.value)).toEqual(['option_1', 'option_2']);
    const none = withOptions(two, (options) => {
      options.splice(0);
    });
    expect(none).toBe(two);
  });

  it('writes a formula as a chain, says it in words and reads it back', () => {
    const chain = {
      first: 'hours',
      rest: [
        { op: '+' as const, operand: 'headcount' },
        { op: '*' as const, operand: 2 },
      ],
    };
    const expr = exprOf(chain);
    expect(expr).toEqual({ op: '*', args: [{ op: '+', args: ['hours', 'headcount'] }, 2] });
    expect(chainOf(expr)).toEqual(chain);
    const words = formulaWords(expr, {
      name: (ref) => ref.toUpperCase(),
      sumOf: (n) => `sum(${n})`,
      number: String,
    });
    expect(words).toBe('(HOURS + HEADCOUNT) × 2');
    const table = FORM_1.sections[0]?.tables[0];
    expect(refChoices(FORM_1, 'en', totalOf, table, 'hours_each').map((c) => c.ref)).toEqual([
      'headcount',
      'hours',
    ]);
    expect(refChoices(FORM_1, 'en', totalOf).map((c) => c.ref)).toContain('staff.hours');
    // A formula reading a column the table does not have is found before publishing.
    const broken = updateField(FORM_1, { section: 0, table: 0 }, 2, (spec) =>
      spec.kind === 'computed'
        ? { ...spec, formula: exprOf({ first: 'hours', rest: [{ op: '/', operand: 'gone' }] }) }
        : spec,
    );
    expect(Object.keys(localProblems(broken, (key) => key))).toContain(
      'sections.0.tables.0.columns.2.formula',
    );
  });

  it('keeps groups in brackets both ways: a + (b ÷ c) is not (a + b) ÷ c', () => {
    const grouped = {
      first: 'a',
      rest: [
        { op: '+' as const, operand: { group: { first: 'b', rest: [{ op: '/' as const, operand: 'c' }] } } },
      ],
    };
    const tree = { op: '+', args: ['a', { op: '/', args: ['b', 'c'] }] };
    expect(exprOf(grouped)).toEqual(tree);
    expect(chainOf(tree as never)).toEqual(grouped);
    expect(
      exprOf({
        first: 'a',
        rest: [
          { op: '+', operand: 'b' },
          { op: '/', operand: 'c' },
        ],
      }),
    ).toEqual({
      op: '/',
      args: [{ op: '+', args: ['a', 'b'] }, 'c'],
    });
    // A group first, and a group inside a group, each stay a subtree of their own.
    const deep = {
      first: { group: { first: 'a', rest: [{ op: '+' as const, operand: 'b' }] } },
      rest: [
        { op: '+' as const, operand: 1 },
        {
          op: '*' as const,
          operand: {
            group: {
              first: 2,
              rest: [
                {
                  op: '-' as const,
                  operand: { group: { first: 'c', rest: [{ op: '*' as const, operand: 'd' }] } },
                },
              ],
            },
          },
        },
      ],
    };
    const deepTree = exprOf(deep);
    expect(deepTree).toEqual({
      op: '*',
      args: [
        { op: '+', args: [{ op: '+', args: ['a', 'b'] }, 1] },
        { op: '-', args: [2, { op: '*', args: ['c', 'd'] }] },
      ],
    });
    expect(chainOf(deepTree)).toEqual(deep);
    const words = formulaWords(tree as never, { name: (ref) => ref, sumOf: (n) => n, number: String });
    expect(words).toBe('a + (b ÷ c)');
  });

  it('edits every formula of the catalogue: each tree is a chain and comes back the same', () => {
    const formulas = FORM_CATALOGUE.flatMap((definition) => [
      ...definition.sections.flatMap((s) => [...s.fields, ...s.tables.flatMap((t) => t.columns)]),
    ])
      .flatMap((spec) => (spec.kind === 'computed' ? [spec.formula] : []))
      .concat(
        FORM_CATALOGUE.flatMap((d) =>
          d.rules.flatMap((r) => [r.check, ...(r.when ? [r.when] : [])].flatMap((c) => [c.left, c.right])),
        ),
      );
    const nested = formulas.filter(
      (f) => typeof f === 'object' && 'op' in f && f.args.some((a) => typeof a === 'object' && 'op' in a),
    );
    expect(nested.length).toBeGreaterThan(5);
    for (const formula of formulas) expect(exprOf(chainOf(formula))).toEqual(formula);
  });

  it('adds a rule, compares a field with a constant and checks it on a table’s rows', () => {
    let next = addRule(FORM_1, 'hours_total', l('Hours must be at least 100'));
    const r = next.rules.length - 1;
    next = updateRule(next, r, (rule) => ({ ...rule, check: { left: 'hours_total', op: '>=', right: 100 } }));
    expect(definitionProblems(next)).toEqual([]);
    const rows = [
      { row: 'employees', headcount: 1, hours: 10 },
      { row: 'contractors', headcount: 1, hours: 10 },
    ];
    const checked = checkFormRules(next, computeForm(next, { staff: rows }), 'en');
    expect(checked.errors.hours_total).toEqual(['Hours must be at least 100']);
    next = updateRule(next, r, (rule) => withRuleTable(rule, 'staff', 'hours'));
    expect(next.rules[r]).toMatchObject({
      table: 'staff',
      check: { left: 'hours', right: 0 },
      at: ['hours'],
    });
    expect(definitionProblems(next)).toEqual([]);
  });
});
