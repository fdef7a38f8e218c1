import type { TPasswordPair } from '@hse/contracts/users';
import Grid, { type GridProps } from '@mui/material/Grid';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './form/password-field';
import { useRecheckConfirmation } from './use-recheck-confirmation';

export const EMPTY_PASSWORD_PAIR: TPasswordPair = { password: '', password_confirm: '' };

/** What the pair needs of its form: the fields, and watching the password to recheck the confirmation. */
export type TPasswordPairForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'control' | 'watch' | 'trigger' | 'getFieldState'
>;

type TProps<T extends FieldValues> = {
  form: TPasswordPairForm<T>;
  /** All three already translated. */
  label: string;
  confirmLabel: string;
  hint: string;
  /** Each field's cell in a FormSection's grid; without it the fields stand bare, as in a Stack. */
  size?: GridProps['size'];
};

/** A new password and its confirmation, which is checked again whenever the password changes. */
export function PasswordPairFields<T extends FieldValues & TPasswordPair>({
  form,
  label,
  confirmLabel,
  hint,
  size,
}: TProps<T>) {
  useRecheckConfirmation(form);
  // react-hook-form cannot see that these names exist on every T that extends TPasswordPair.
  const fields = [
    { name: 'password' as Path<T>, label, helperText: hint },
    { name: 'password_confirm' as Path<T>, label: confirmLabel },
  ];
  return fields.map((field) => {
    const input = (
      <PasswordField
        key={field.name}
        control={form.control}
        autoComplete="new-password"
        required
        {...field}
      />
    );
    return size ? (
      <Grid key={field.name} size={size}>
        {input}
      </Grid>
    ) : (
      input
    );
  });
}
