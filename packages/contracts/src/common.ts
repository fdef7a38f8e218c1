import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';

export const ZIdSchema = z.uuid();
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/** The error body of every failed call (brief §4). */
export const ZErrorSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A create refused as a duplicate (a form's period filled already): the record there is. */
  existing_id: z.uuid().optional(),
});
export type TError = z.infer<typeof ZErrorSchema>;

export const ZLocalizedTextSchema = z.object({ ru: z.string(), kk: z.string(), en: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedTextSchema>;

const boolFromQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Paging and search parameters shared by every list (`?page=&page_size=&ordering=&search=`). */
export function listQuerySchema<O extends readonly [string, ...string[]]>(orderingFields: O) {
  const orderings = orderingFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    ordering: z.enum(orderings).optional(),
    search: z.string().trim().max(200).optional(),
  });
}
export const ZQueryBooleanSchema = boolFromQuery;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type TPage<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const ZVersionSchema = z.number().int().min(1);

export const ZHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_fio: z.string().nullable(),
  at: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  comment: z.string().nullable(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntrySchema>;

/**
 * The body of a PATCH: every field optional and, unlike `.partial()`, without its `.default()`.
 * Zod 4 applies defaults inside `.partial()`, which would turn `{version, city}` into an update
 * that also blanks every defaulted field the client did not send.
 */
export function patchOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as unknown as Record<string, z.ZodType>)) {
    let inner: z.ZodType = field;
    while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional)
      inner = inner.unwrap() as z.ZodType;
    shape[key] = inner.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof T]: z.ZodOptional<T[K]> }>;
}

/**
 * The fields of an answer from the fields a client sends: the same, without the defaults that
 * fill in what a request leaves out (an answer always carries every field).
 */
export const answerShape = <T extends z.ZodRawShape>(shape: T) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      let inner = field as z.ZodType;
      while (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
      return [key, inner];
    }),
  ) as unknown as { [K in keyof T]: T[K] extends z.ZodDefault<infer I> ? I : T[K] };
