import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type TForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'watch' | 'trigger' | 'getFieldState'>;

/**
 * Validation as you type checks only the field being typed in; the confirmation must also
 * be checked again when the password it has to match changes.
 */
export function useRecheckConfirmation<T extends FieldValues>({ watch, trigger, getFieldState }: TForm<T>) {
  useEffect(() => {
    const confirm = 'password_confirm' as Path<T>;
    const { unsubscribe } = watch((_, { name }) => {
      if (name === 'password' && getFieldState(confirm).isDirty) void trigger(confirm);
    });
    return unsubscribe;
  }, [watch, trigger, getFieldState]);
}
