import { z } from 'zod';
import type { TRole } from './roles.ts';

/** The spec's workflow actions (§4), as the buttons name them. */
export const WORKFLOW_ACTIONS = [
  'save_and_send',
  'send_to_work',
  'send_for_approval',
  'accept_for_work',
  'for_revision',
  'approve',
  'reject',
  'send_to_agreement',
] as const;
export const ZWorkflowActionSchema = z.enum(WORKFLOW_ACTIONS);
export type TWorkflowAction = z.infer<typeof ZWorkflowActionSchema>;

/**
 * Who may take an action, besides seeing the record (the organization scope comes first):
 * `author` created it, `assignee` is the person it was given to, `member` works in the record's
 * organization or above it (the audited subsidiary's staff), a role holds that role. Any one of
 * the list suffices.
 */
export type TActor = 'author' | 'assignee' | 'member' | TRole | THoldingActor | TMemberActor;

/**
 * A role held by someone whose scope holds the record's organization (`member:dotos`): the HSE
 * staff keep what is their organization's, not what another's merely shows them (decision 061).
 */
export type TMemberActor = `member:${TRole}`;
const MEMBER_PREFIX = 'member:';
export const memberActor = (role: TRole): TMemberActor => `${MEMBER_PREFIX}${role}`;

/**
 * A role held by a person of the holding itself (decision 057): the same role in a subsidiary does
 * not count. The holding agrees what its subsidiaries send it (road maps, event plans), and their
 * own HSE staff hold the same roles.
 */
export type THoldingActor = `holding:${TRole}`;
const HOLDING_PREFIX = 'holding:';
export const holdingActor = (role: TRole): THoldingActor => `${HOLDING_PREFIX}${role}`;
/** The role a holding actor names, or null for any other actor. */
export const holdingRoleOf = (actor: string): string | null =>
  actor.startsWith(HOLDING_PREFIX) ? actor.slice(HOLDING_PREFIX.length) : null;

export type TTransition<S extends string> = {
  from: readonly S[];
  to: S;
  who: readonly TActor[];
  /** "for revision" and "reject" always need one (brief §6). */
  commentRequired?: boolean;
};

/** A record type's workflow, declared once and applied by the server, shown by the web. */
export type TWorkflow<S extends string> = {
  initial: S;
  states: readonly S[];
  actions: Partial<Record<TWorkflowAction, TTransition<S>>>;
  /** Who may edit the record's fields in each state; absent states are read-only. */
  editable: Partial<Record<S, readonly TActor[]>>;
  /** Who may delete it (softly) in each state. */
  deletable: Partial<Record<S, readonly TActor[]>>;
};

/**
 * What the caller is, as far as a workflow needs to know; `member` is whether the record's
 * organization lies in the caller's scope, known only where a record is checked.
 */
export type TWorkflowCaller = {
  id: string;
  roles: readonly string[];
  member?: boolean;
  /** The kind of the caller's own organization: holding actors need `holding`. */
  organizationKind?: string;
};

export function isActor(
  actors: readonly TActor[] | undefined,
  caller: TWorkflowCaller,
  authorId: string | null,
  assigneeId: string | null = null,
) {
  if (!actors) return false;
  return actors.some((actor) => {
    if (actor === 'author') return authorId !== null && authorId === caller.id;
    if (actor === 'assignee') return assigneeId !== null && assigneeId === caller.id;
    if (actor === 'member') return caller.member === true;
    if (actor.startsWith(MEMBER_PREFIX))
      return caller.member === true && caller.roles.includes(actor.slice(MEMBER_PREFIX.length));
    const holdingRole = holdingRoleOf(actor);
    if (holdingRole !== null)
      return caller.organizationKind === 'holding' && caller.roles.includes(holdingRole);
    return caller.roles.includes(actor);
  });
}

/** The actions this caller may take now: what every record answer carries as `allowed_actions`. */
export function allowedActions<S extends string>(
  workflow: TWorkflow<S>,
  status: S,
  caller: TWorkflowCaller,
  authorId: string | null,
  assigneeId: string | null = null,
): TWorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => {
    const transition = workflow.actions[action];
    return transition?.from.includes(status) && isActor(transition.who, caller, authorId, assigneeId);
  });
}

/** `POST /api/<resource>/<id>/actions/<action>/` */
export const ZWorkflowActionBodySchema = z.object({
  version: z.number().int().min(1),
  comment: z.string().trim().max(4000).optional(),
  /** The person a record is given to, for a type whose action assigns one (a Qorgau card). */
  assignee_id: z.uuid('validation.required').optional(),
});
export type TWorkflowActionBody = z.input<typeof ZWorkflowActionBodySchema>;

export const ZWorkflowActionParamsSchema = z.object({ id: z.uuid(), action: ZWorkflowActionSchema });

/** What every workflow record answers beside its own fields. */
export const ZRecordAccessSchema = z.object({
  allowed_actions: z.array(ZWorkflowActionSchema),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TRecordAccess = z.infer<typeof ZRecordAccessSchema>;

export function recordAccess<S extends string>(
  workflow: TWorkflow<S>,
  status: S,
  caller: TWorkflowCaller,
  authorId: string | null,
  assigneeId: string | null = null,
): TRecordAccess {
  return {
    allowed_actions: allowedActions(workflow, status, caller, authorId, assigneeId),
    can_edit: isActor(workflow.editable[status], caller, authorId, assigneeId),
    can_delete: isActor(workflow.deletable[status], caller, authorId, assigneeId),
  };
}
