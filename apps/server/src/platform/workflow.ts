import {
  holdingRoleOf,
  isActor,
  type TTransition,
  type TWorkflow,
  type TWorkflowAction,
  type TWorkflowCaller,
} from '@hse/contracts/workflow';
import { AppError, conflict, forbidden } from './errors.ts';

/**
 * The transition `action` takes from `status`, or why not: 403 for a caller who may never take
 * it on this record, 409 when the record is not in a state it starts from, 400 for a missing
 * comment. Nothing is changed by a refusal; the caller runs this before writing.
 */
export function checkTransition<S extends string>(
  workflow: TWorkflow<S>,
  record: { status: S; authorId: string | null; assigneeId?: string | null },
  action: TWorkflowAction,
  caller: TWorkflowCaller,
  comment: string | undefined,
): TTransition<S> {
  const transition = workflow.actions[action];
  if (!transition) throw forbidden();
  if (!isActor(transition.who, caller, record.authorId, record.assigneeId)) {
    // The same role outside the holding: say whose action it is rather than a bare refusal.
    const holdingRoles = transition.who.map(holdingRoleOf).filter((role) => role !== null);
    if (holdingRoles.some((role) => caller.roles.includes(role)))
      throw new AppError(403, 'errors.holding_acts');
    throw forbidden();
  }
  if (!transition.from.includes(record.status)) throw conflict('errors.action_not_allowed');
  if (transition.commentRequired && !comment?.trim())
    throw new AppError(400, 'errors.comment_required', {}, { comment: ['errors.comment_required'] });
  return transition;
}

/** Refuses a change of fields the caller may not make in the record's state. */
export function checkEditable<S extends string>(
  workflow: TWorkflow<S>,
  record: { status: S; authorId: string | null; assigneeId?: string | null },
  caller: TWorkflowCaller,
): void {
  if (!isActor(workflow.editable[record.status], caller, record.authorId, record.assigneeId)) {
    const ever = Object.values<readonly string[] | undefined>(workflow.editable).some((actors) =>
      isActor(actors as Parameters<typeof isActor>[0], caller, record.authorId, record.assigneeId),
    );
    throw ever ? conflict('errors.not_editable') : forbidden();
  }
}
