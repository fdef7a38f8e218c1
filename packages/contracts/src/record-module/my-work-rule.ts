import type { TActor, TWorkflow } from '../workflow.ts';

/**
 * "My work" (decision 054): whom a record waits for. A record waits for someone in a state where
 * one of its workflow's actions is theirs to take; who that is comes from the workflow declaration
 * itself (each action's `who`), so a module declares nothing more unless the workflow says too
 * much (an action several people *may* take while the record waits for one of them).
 */

/**
 * Whom a record waits for: a workflow actor (`author`, `assignee`, `member`: the record's
 * organization lies in the caller's scope, or a role within that scope) or the name of one of the
 * manifest's person fields (the record waits for the person it names: an audit's lead auditor),
 * or `<child key>.<person field>` of a child type (decision 038): the record waits for everyone a
 * live child row of it names (an audit for the people its discrepancies are given to).
 */
export type TWaiter = TActor | (string & {});

/** What a manifest adds to "my work" (`TRecordModule.myWork`); everything is optional. */
export type TMyWorkRule<S extends string = string> = {
  /**
   * Whom a state waits for where the workflow's actions say more than that: `[]` for nobody.
   * States left out keep what the workflow says.
   */
  waits?: Partial<Record<S, readonly TWaiter[]>>;
  /** The text field an item of "my work" shows (the manifest's first searched text otherwise). */
  summary?: string;
  /** The date field that is the record's due date, if it has one. */
  due?: string;
};

/**
 * Whom each state waits for, derived from the workflow: every actor of an action that starts from
 * it. In the first state the author is not waited for: sending a draft is its author's own choice
 * (it is in their list already), while a record filed by someone else (a Qorgau card registered by
 * a guest) waits for those who handle it. A manifest's `myWork.waits` replaces a state's waiters.
 */
export function waitersOf<S extends string>(
  workflow: TWorkflow<S>,
  rule: TMyWorkRule<S> = {},
): Partial<Record<S, readonly TWaiter[]>> {
  const waiters: Partial<Record<S, readonly TWaiter[]>> = {};
  for (const state of workflow.states) {
    const own = rule.waits?.[state];
    const derived = Object.values(workflow.actions)
      .flatMap((t) => (t?.from.includes(state) ? [...t.who] : []))
      .filter((actor) => state !== workflow.initial || actor !== 'author');
    const actors = [...new Set(own ?? derived)];
    if (actors.length > 0) waiters[state] = actors;
  }
  return waiters;
}
