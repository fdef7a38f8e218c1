import { describe, expect, it } from 'vitest';
import { AUDIT_MODULE } from '../audits.ts';
import { INCIDENT_MODULE } from '../incidents.ts';
import { ACT_MODULE } from '../investigation-modules.ts';
import { moduleWaiters } from '../my-work.ts';
import { OBSERVATION_MODULE } from '../observation-modules.ts';
import { QORGAU_MODULE } from '../qorgau-module.ts';
import type { TWorkflow } from '../workflow.ts';
import { waitersOf } from './my-work-rule.ts';

const sorted = (waiters: Record<string, readonly string[] | undefined>) =>
  Object.fromEntries(Object.entries(waiters).map(([state, who]) => [state, [...(who ?? [])].sort()]));

describe('whom a record waits for', () => {
  it('is every actor of an action from its state; in the first state, not its author', () => {
    const workflow: TWorkflow<'draft' | 'sent' | 'done'> = {
      initial: 'draft',
      states: ['draft', 'sent', 'done'],
      actions: {
        save_and_send: { from: ['draft'], to: 'sent', who: ['author', 'admin'] },
        approve: { from: ['sent'], to: 'done', who: ['dotos', 'assignee'] },
        reject: { from: ['sent'], to: 'done', who: ['dotos'], commentRequired: true },
      },
      editable: {},
      deletable: {},
    };
    expect(sorted(waitersOf(workflow))).toEqual({ draft: ['admin'], sent: ['assignee', 'dotos'] });
    expect(sorted(waitersOf(workflow, { waits: { sent: ['approver_id'], draft: [] } }))).toEqual({
      sent: ['approver_id'],
    });
  });

  it('follows each module’s workflow, as its manifest refines it', () => {
    expect(sorted(moduleWaiters(INCIDENT_MODULE))).toEqual({
      sent: ['dotos', 'headdotos'],
      in_work: ['dotos', 'headdotos'],
      revision: ['author'],
    });
    expect(sorted(moduleWaiters(ACT_MODULE))).toEqual({ on_approval: ['headdotos'], revision: ['author'] });
    expect(sorted(moduleWaiters(AUDIT_MODULE))).toEqual({
      in_work: ['dotos', 'findings.responsible_id', 'headdotos'],
      revision: ['dotos', 'findings.responsible_id', 'headdotos'],
      on_approval: ['author', 'lead_auditor_id'],
    });
    expect(sorted(moduleWaiters(QORGAU_MODULE))).toEqual({
      registered: ['admin', 'dotos', 'headdotos'],
      in_work: ['assignee'],
    });
    for (const module of Object.values(OBSERVATION_MODULE)) expect(moduleWaiters(module)).toEqual({});
  });
});
