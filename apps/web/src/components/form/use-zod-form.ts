import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { localizedZodResolver } from './zod-resolver';

/** A form validated as the user types (mode 'onChange') by a contracts schema. */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  return useForm<TInput, unknown, TOutput>({
    mode: 'onChange',
    ...options,
    resolver: localizedZodResolver(schema),
  });
}
