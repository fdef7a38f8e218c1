import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type TDesignerSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  testId?: string;
};

/**
 * The designer's select: a native one, so a keyboard, a screen reader and a phone each get the
 * control they know, named by its visible label.
 */
export function DesignerSelect({ label, value, onChange, children, testId }: TDesignerSelectProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: testId ? { 'data-testid': testId } : undefined }}
    >
      {children}
    </TextField>
  );
}
