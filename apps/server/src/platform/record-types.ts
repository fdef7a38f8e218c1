import type { TMessageKey } from '@hse/contracts/messages';
import type { TWorkflow, TWorkflowAction } from '@hse/contracts/workflow';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { TAuthUser, TScope, TTreeReader } from './access.ts';
import type { TDeps } from './deps.ts';
import type { TWrittenRead } from './write-statement.ts';

/** The types of the records engine (records.ts applies them, record-reads.ts reads by them). */

/** What every workflow record row holds, whatever else its type adds. */
export type TRecordRow<S extends string> = {
  id: string;
  number: string;
  organizationId: string;
  status: S;
  version: number;
  createdBy: string | null;
  /** The person the record is given to, for types that give it to someone (`assignee` actor). */
  assigneeId?: string | null;
};

/** The columns every record table has (see db/schema/record-columns.ts). */
export type TRecordTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  deletedAt: PgColumn;
};

export type TRecordNotification<R> = {
  key: TMessageKey;
  /** Who hears of the action; the actor never hears of their own. */
  recipients(tx: DbOrTx, row: R): Promise<string[]>;
};

/**
 * A record type's follow-up tasks (decision 017): declared on its TRecordType, the routes come
 * with `registerRecordRoutes`. Types without findings leave `findings` out.
 */
export type TRecordTasks<R> = {
  /** May a task be raised on the record as it is now (an observation: sent, with findings)? */
  mayRaise(row: R): boolean;
  /** The findings of the record a task may follow from; a task must then name one of them. */
  findings?(row: R): string[];
};

/**
 * A record type, declared once: its table, workflow, fields, what an action checks and whom it
 * tells. The functions below apply it; modules keep only what is truly their own.
 */
export type TRecordType<S extends string, R extends TRecordRow<S>> = {
  entityType: string;
  numberPrefix: string;
  table: TRecordTable;
  workflow: TWorkflow<S>;
  /** API field name → column key of the fields a client writes. */
  fields: Readonly<Record<string, string>>;
  find(db: DbOrTx, id: string, lock: boolean): Promise<R | undefined>;
  /** What `find` reads, over the rows a create just wrote: its answer in the insert's statement. */
  readWritten?: TWrittenRead;
  /** Beyond the organization scope: may this caller see the record at all? */
  visible?(row: R, caller: TAuthUser): boolean;
  /** A record outside the caller's scope that they may still read (a bulletin addressed to them). */
  readableBeyondScope?(reader: TTreeReader, row: R, caller: TAuthUser): Promise<boolean>;
  /**
   * Anyone signed in reads every record of the type, as a guest may (Qorgau cards). Reading only:
   * commenting and handling still need the record within the caller's reach (`mayTakePart`).
   */
  publicRead?: boolean;
  /** Columns that follow from the fields (counts, flags), given the record as it will be. */
  derive?(record: Record<string, unknown>): Record<string, unknown>;
  /** Refuses an action the record is not ready for (400 with field errors). */
  beforeAction?(tx: DbOrTx, row: R, action: TWorkflowAction): Promise<void> | void;
  /**
   * Columns an action sets besides the status, from what the action carries (the assignee of a
   * card sent to work, the measure it was closed with); refuses bad values with 400.
   */
  actionColumns?(
    tx: DbOrTx,
    deps: TDeps,
    row: R,
    action: TWorkflowAction,
    body: TActionBody,
    actor: TAuthUser,
    scope: TScope,
  ): Promise<Record<string, unknown>>;
  /** Runs in the action's transaction after the status changed (bulletins reach their readers). */
  afterAction?(tx: DbOrTx, deps: TDeps, row: R, action: TWorkflowAction, actor: TAuthUser): Promise<void>;
  notifications: Partial<Record<TWorkflowAction, TRecordNotification<R>>>;
  /** The web route of a record, for notifications. */
  link(row: R): string;
  /** The cache tag of the type's list totals. */
  cacheTag: string;
  /** The field whose months tell the type's cached totals apart (period-tags.ts): API name, column. */
  period?: { field: string; column: string };
  /** Follow-up tasks raised from the record's findings (platform/record-tasks.ts), if it has them. */
  tasks?: TRecordTasks<R>;
};

/** What a workflow action carries (contracts/workflow.ts `ZWorkflowActionBodySchema`). */
export type TActionBody = { version: number; comment?: string; assignee_id?: string };
