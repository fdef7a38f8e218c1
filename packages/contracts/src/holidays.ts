import { z } from 'zod';
import { patchOf, ZVersionSchema } from './common.ts';

/**
 * Kazakhstan's working-day calendar as the administrator keeps it (decision 049): public holidays
 * and days off moved onto working days (`holiday`), and weekend days made working days in exchange
 * (`working_day`). Deadlines counted in working days read it.
 */
export const HOLIDAY_KINDS = ['holiday', 'working_day'] as const;
export const ZHolidayKindSchema = z.enum(HOLIDAY_KINDS, { message: 'validation.one_of' });
export type THolidayKind = z.infer<typeof ZHolidayKindSchema>;

export const ZHolidaySchema = z.object({
  id: z.uuid(),
  day: z.string(),
  kind: ZHolidayKindSchema,
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type THoliday = z.infer<typeof ZHolidaySchema>;

export const HOLIDAY_NAME_MAX = 200;
const name = z.string().trim().min(1, 'validation.required').max(HOLIDAY_NAME_MAX, 'validation.too_long');
/** A calendar day from 2000 to 2100: the calendar holds no other. */
const day = z.iso
  .date({ message: 'validation.date' })
  .refine((v) => v >= '2000-01-01' && v <= '2100-12-31', 'validation.invalid');

const holidayFields = z.object({
  day,
  kind: ZHolidayKindSchema,
  name_ru: name,
  name_kk: name,
  name_en: name,
});

export const ZHolidayCreateSchema = holidayFields;
export type THolidayCreate = z.input<typeof ZHolidayCreateSchema>;
export const ZHolidayUpdateSchema = patchOf(holidayFields).extend({ version: ZVersionSchema });
export type THolidayUpdate = z.input<typeof ZHolidayUpdateSchema>;
export const ZHolidayDeleteSchema = z.object({ version: z.coerce.number().int().min(1) });
export const ZHolidayListQuerySchema = z.object({
  year: z.coerce.number().int().min(2000, 'validation.too_small').max(2100, 'validation.too_big').optional(),
});
export type THolidayListQuery = z.input<typeof ZHolidayListQuerySchema>;

/** Who keeps the calendar; everyone signed in reads it. */
export const HOLIDAY_EDITOR_ROLES = ['admin'] as const;
