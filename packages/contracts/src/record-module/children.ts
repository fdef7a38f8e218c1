import { z } from 'zod';
import { ZVersionSchema } from '../common.ts';
import type { TRole } from '../roles.ts';
import type { TWorkflowCaller } from '../workflow.ts';
import type { TRecordModule } from './define.ts';
import { inputOf, type TField } from './fields.ts';

/**
 * Who writes a part of a child record, by its parent's state, as `TWorkflow.editable` says it:
 * roles, `author` (of the parent), `member` (the parent's organization is in the caller's scope),
 * or a person field of the child (its responsible person answers for it).
 */
export type TChildWriters = Readonly<Partial<Record<string, readonly string[]>>>;

/** A part of a child record and who writes it; the answer tells the reader through `flag`. */
export type TChildSection<K extends string = string> = {
  key: string;
  fields: readonly K[];
  /** The answer's flag: may the reader write this part now (`can_edit`). */
  flag: string;
  writers: TChildWriters;
  /** Roles that never write this part, whatever else they are. */
  except?: readonly TRole[];
};

/**
 * Records that live inside a record (an audit's findings, decision 038), declared once with the
 * field registry: the server's list, create, update and delete under
 * `<parent resource>/:id/<key>/`, the web's panel and dialog, and their PDF table.
 */
export type TChildModule<F extends Record<string, TField> = Record<string, TField>> = {
  /** The path under the parent record and the web's texts (`<key>.add`…). */
  key: string;
  /** One child: texts `<item>.<field>` in the parent's texts, history `<item>_add|_update|_delete`. */
  item: string;
  parent: TRecordModule;
  fields: F;
  /** The first section is written when a child is made and decides its deletion. */
  sections: readonly [TChildSection<keyof F & string>, ...TChildSection<keyof F & string>[]];
  /** Set once, when made (taken from where the child is raised), never in the form. */
  fixed?: readonly (keyof F & string)[];
  /** Texts stored and answered as '' when empty, never null (a table older than the layer). */
  blankText?: readonly (keyof F & string)[];
  /** The answer's key of a person's name when not `<x>_name`: `{ responsible_id: 'responsible_fio' }`. */
  nameKeys?: Readonly<Record<string, string>>;
  /** The field that names a child in its parent's history. */
  label: keyof F & string;
  /** The date field a child is due by, for those who name it (an event raised from a finding). */
  due?: keyof F & string;
};

/** Checks the names against the fields, then forgets them: the layer reads any child type alike. */
export function defineChildModule<F extends Record<string, TField>>(child: TChildModule<F>): TChildModule {
  for (const section of child.sections)
    for (const name of section.fields)
      if (!(name in child.fields)) throw new Error(`${child.key}: section ${section.key} names ${name}`);
  return child as unknown as TChildModule;
}

/** A child as answered: its fields, the names of its people, its version and the reader's flags. */
export type TChildItem = { id: string; version: number } & Record<string, unknown>;
export type TChildList = { results: TChildItem[]; can_add: boolean };

export const childNameKeyOf = (child: TChildModule, field: string) =>
  child.nameKeys?.[field] ?? `${field.replace(/_id$/, '')}_name`;

/** The fields a client writes: every section's, in order. */
export const childFieldsOf = (child: TChildModule) => child.sections.flatMap((s) => s.fields);

const isBlank = (child: TChildModule, name: string) => child.blankText?.includes(name) ?? false;
const inputOfChild = (child: TChildModule, name: string, f: TField) =>
  isBlank(child, name) ? f.value.optional() : inputOf(f);
const pick = (child: TChildModule, names: readonly string[], of: (name: string, f: TField) => z.ZodType) =>
  Object.fromEntries(names.map((name) => [name, of(name, child.fields[name] as TField)]));

/** `POST <parent>/:id/<key>/`: the first section and the fixed fields. */
export function childCreateSchemaOf(child: TChildModule) {
  const names = [...(child.fixed ?? []), ...child.sections[0].fields];
  return z.strictObject(pick(child, names, (name, f) => inputOfChild(child, name, f)));
}

/** `PATCH <parent>/:id/<key>/<childId>/`: any written field, with the version read. */
export function childUpdateSchemaOf(child: TChildModule) {
  const shape = pick(child, childFieldsOf(child), (name, f) =>
    f.required ? f.value.optional() : inputOfChild(child, name, f),
  );
  return z.strictObject({ version: ZVersionSchema, ...shape });
}

/** The web form's check of the parts its reader writes, each field as when a child is made. */
export function childFormSchemaOf(child: TChildModule, sections: readonly TChildSection[]) {
  const names = sections.flatMap((section) => section.fields);
  return z.object(pick(child, names, (name, f) => inputOfChild(child, name, f)));
}

export function childItemSchemaOf(child: TChildModule) {
  const names = [...(child.fixed ?? []), ...childFieldsOf(child)];
  const shape = pick(child, names, (name, f) =>
    f.required || isBlank(child, name) ? f.value : f.value.nullable(),
  );
  for (const [name, f] of Object.entries(child.fields))
    if (f.kind === 'person') shape[childNameKeyOf(child, name)] = z.string();
  for (const section of child.sections) shape[section.flag] = z.boolean();
  return z.object({ id: z.uuid(), ...shape, version: z.number().int() });
}

export function childListSchemaOf(child: TChildModule) {
  return z.object({ results: z.array(childItemSchemaOf(child)), can_add: z.boolean() });
}

/** Where the parent stands for a child's rights: its state and author. */
export type TChildParent = { status: string; createdBy: string | null };
/** `write` now; `closed` in this state (409); `never` for this caller (403). */
export type TChildRight = 'write' | 'closed' | 'never';

/** What the caller may do with a part of a child (of a new one when `item` is absent). */
export function childRight(
  section: TChildSection,
  parent: TChildParent,
  caller: TWorkflowCaller,
  item?: Record<string, unknown>,
): TChildRight {
  if (section.except?.some((role) => caller.roles.includes(role))) return 'never';
  const writes = (actors: readonly string[] | undefined) =>
    (actors ?? []).some((actor) => {
      if (actor === 'author') return parent.createdBy !== null && parent.createdBy === caller.id;
      if (actor === 'member') return caller.member === true;
      if (item && actor in item) return item[actor] === caller.id;
      return caller.roles.includes(actor);
    });
  if (writes(section.writers[parent.status])) return 'write';
  return Object.values(section.writers).some(writes) ? 'closed' : 'never';
}

/** The answer's flags of one child for this reader. */
export function childFlags(
  child: TChildModule,
  parent: TChildParent,
  caller: TWorkflowCaller,
  item: Record<string, unknown>,
): Record<string, boolean> {
  return Object.fromEntries(
    child.sections.map((section) => [section.flag, childRight(section, parent, caller, item) === 'write']),
  );
}
