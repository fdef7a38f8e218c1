import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type TDesignerSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  testId?: string;
  /** A select in a row of others takes its own width instead of the line's. */
  sx?: SxProps<Theme>;
};

/**
 * The designer's select: a native one, so a keyboard, a screen reader and a phone each get the
 * control they know, named by its visible label.
 */
export function DesignerSelect({ label, value, onChange, children, testId, sx }: TDesignerSelectProps) {
  return (
    <TextField
      select
      fullWidth={!sx}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: testId ? { 'data-testid': testId } : undefined }}
      sx={sx}
    >
      {children}
    </TextField>
  );
}

/** A key (of a field, table, row, rule, option): typed as it is, checked before publishing. */
export function KeyInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
