import { isActor, type TWorkflow, type TWorkflowAction, WORKFLOW_ACTIONS } from '@hse/contracts/workflow';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { organizations } from '../db/schema/index.ts';
import { userRow } from './builders.ts';
import type { TTestApp } from './test-app.ts';

/** The demo accounts every matrix tries; employee2 works in the other subsidiary. */
export const MATRIX_LOGINS = ['admin', 'auditor', 'dotos', 'headdotos', 'employee', 'employee2'] as const;
export type TMatrixLogin = (typeof MATRIX_LOGINS)[number];

type TMatrixRecord = { id: string; version: number; status: string; created_by: string | null };

/**
 * Tries every action in every state as every demo account and expects what the declared workflow
 * says: 404 outside one's scope (another subsidiary, or someone else's draft), 403 for who may not,
 * 409 from a wrong state, else 200 and the target state. A refusal must change nothing, so one
 * record per state takes every refused attempt and is read back unchanged; an allowed attempt gets
 * a fresh record of its own.
 */
export async function expectWorkflowMatrix<S extends string, R extends TMatrixRecord>(options: {
  t: TTestApp;
  workflow: TWorkflow<S>;
  /** The account that creates the records (the only one who sees a draft). */
  author: TMatrixLogin;
  recordIn(status: S): Promise<R>;
  act(login: TMatrixLogin, record: R, action: TWorkflowAction): Promise<LightMyRequestResponse>;
  /** The record as its author reads it now. */
  read(record: R): Promise<R>;
  /**
   * Who gets 404 besides employee2 (another subsidiary); by default everyone but the author on a
   * record in its first state (a draft is its author's).
   */
  hidden?(login: TMatrixLogin, status: S): boolean;
  /** Whether the account works in the record's organization or above (the `member` actor). */
  member?(login: TMatrixLogin): boolean;
  /** The person a record in this state is given to (the `assignee` actor), for a type that gives it. */
  assignee?(status: S): string | null;
}): Promise<void> {
  const { t, workflow } = options;
  type TCaller = { id: string; roles: string[]; organizationKind: string };
  const callers = new Map<TMatrixLogin, TCaller>();
  for (const login of MATRIX_LOGINS) {
    const user = await userRow(t, login);
    const [organization] = await t.database.db
      .select({ kind: organizations.kind })
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    callers.set(login, { id: user.id, roles: user.roles, organizationKind: organization?.kind ?? '' });
  }

  for (const status of workflow.states) {
    const shared = await options.recordIn(status);
    for (const action of WORKFLOW_ACTIONS) {
      const transition = workflow.actions[action];
      for (const login of MATRIX_LOGINS) {
        const caller = {
          ...(callers.get(login) as TCaller),
          member: options.member?.(login),
        };
        const hidden = options.hidden
          ? options.hidden(login, status)
          : status === workflow.initial && login !== options.author;
        const expected =
          login === 'employee2' || hidden
            ? 404
            : !transition ||
                !isActor(transition.who, caller, shared.created_by, options.assignee?.(status) ?? null)
              ? 403
              : !transition.from.includes(status)
                ? 409
                : 200;
        const record = expected === 200 ? await options.recordIn(status) : shared;
        const response = await options.act(login, record, action);
        const what = `${login} ${action} in ${status}: ${response.body}`;
        expect(response.statusCode, what).toBe(expected);
        const after = await options.read(record);
        if (expected === 200) expect(after.status, what).toBe(transition?.to);
        else
          expect({ status: after.status, version: after.version }, what).toEqual({
            status,
            version: record.version,
          });
      }
    }
  }
}
