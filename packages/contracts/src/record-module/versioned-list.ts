import { z } from 'zod';
import { ZLocalizedTextSchema, ZVersionSchema } from '../common.ts';
import type { TMessageKey } from '../messages.ts';
import type { TRole } from '../roles.ts';

/** A text every language must give (ru, kk, en), trimmed, at most `max` characters. */
export const requiredLocalized = (max: number) => {
  const text = z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long');
  return z.object({ ru: text, kk: text, en: text });
};

/**
 * A versioned reference list (decision 043): a family of versions kept by some roles, read by
 * everyone signed in. Editing a version makes the next one (a new id, the same family) and marks
 * the edited one superseded, so a record made with a version keeps reading it as it was (an
 * audit's checklist template; vital rules have the same need). A version is a title in three
 * languages and the `content` this list declares; the server gives list, choices, read, create
 * and next-version routes under `resource`, the web one page that lists and edits them.
 */
export type TVersionedList = {
  resource: string;
  /** The history's entity: one trail per family, under the family's id. */
  entityType: string;
  writeRoles: readonly TRole[];
  /** The OpenAPI tags of its routes. */
  tags: readonly string[];
  /** What a version holds besides its title: body fields, stored one column each (camelCase). */
  content: z.ZodRawShape;
  /** A size the list and the history show (`questions_count`): its key and how it is counted. */
  count: { key: string; of(content: Record<string, unknown>): number };
  /** 409 when the version edited was replaced meanwhile. */
  supersededError: TMessageKey;
  /** A check the schema cannot make: the first field it refuses and why, or null. */
  check?(content: Record<string, unknown>): readonly [field: string, key: TMessageKey] | null;
};

export const defineVersionedList = <L extends TVersionedList>(list: L): L => list;

/** `POST <resource>/`: the title and the content. */
export const versionInputSchemaOf = (list: TVersionedList) =>
  z.strictObject({ title: requiredLocalized(300), ...list.content });

/** `PATCH <resource>/<id>/`: the whole next version, with the version it was made from. */
export const versionUpdateSchemaOf = (list: TVersionedList) =>
  versionInputSchemaOf(list).extend({ version: ZVersionSchema });

/** One version as answered. */
export const versionItemSchemaOf = (list: TVersionedList) =>
  z.object({
    id: z.uuid(),
    /** The list's entry across its versions; `id` is one version of it. */
    family_id: z.uuid(),
    version: z.number().int(),
    title: ZLocalizedTextSchema,
    ...list.content,
    [list.count.key]: z.number().int(),
    created_at: z.string(),
    /** A newer version replaced it: records made with it keep it, new ones take the newer. */
    superseded: z.boolean(),
  });

/** A version as every list answers it; a list's own type adds its content. */
export type TVersionItem = {
  id: string;
  family_id: string;
  version: number;
  title: z.infer<typeof ZLocalizedTextSchema>;
  created_at: string;
  superseded: boolean;
};
