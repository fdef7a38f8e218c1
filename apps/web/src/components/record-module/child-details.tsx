import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutationState } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ApiError } from '../../api/api-error';

/** The empty fields of each child, by its id, of a record's last refused action. */
export type TRefusedChildFields = { at: number; byItem: Map<string, string[]> };

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The record's last attempt at `action` when the server refused it for its children's empty
 * fields (`items.<id>.<field>`, as a record is refused when every field of every item must be
 * filled first). A new refusal moves the focus to the first child's alert, `alertId` of its id.
 */
export function useRefusedChildFields(
  recordId: string,
  action: string,
  alertId: (itemId: string) => string,
): TRefusedChildFields | null {
  const attempts = useMutationState({
    filters: {
      predicate: (mutation) => {
        const input = mutation.state.variables as { record?: { id: string }; action?: string } | undefined;
        return input?.action === action && input.record?.id === recordId;
      },
    },
    select: (mutation) => ({ at: mutation.state.submittedAt, error: mutation.state.error }),
  });
  const last = attempts.reduce<(typeof attempts)[number] | null>(
    (latest, attempt) => (!latest || attempt.at > latest.at ? attempt : latest),
    null,
  );
  const refused = useMemo(() => {
    if (!last || !(last.error instanceof ApiError) || !last.error.errors) return null;
    const byItem = new Map<string, string[]>();
    for (const key of Object.keys(last.error.errors)) {
      const [head, id, field] = key.split('.');
      if (head !== 'items' || !id || !field) continue;
      byItem.set(id, [...(byItem.get(id) ?? []), field]);
    }
    return byItem.size ? { at: last.at, byItem } : null;
  }, [last]);
  useEffect(() => {
    const first = refused && [...refused.byItem.keys()][0];
    if (first) document.getElementById(alertId(first))?.focus();
  }, [refused, alertId]);
  return refused;
}

/** The fields of a child named by the refusal that are still empty (those filled since drop out). */
export function stillEmpty(
  refused: TRefusedChildFields | null,
  item: { id: string; [field: string]: unknown },
) {
  return (refused?.byItem.get(item.id) ?? []).filter((field) => isEmpty(item[field]));
}

/** A child's filled fields as a list of label and value, as many to a line as fit. */
export function ChildDetails({
  item,
  fields,
  label,
  value,
}: {
  item: Record<string, unknown>;
  fields: readonly string[];
  label: (field: string) => string;
  value: (field: string) => ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
      }}
    >
      {fields
        .filter((field) => item[field] !== null && item[field] !== undefined && item[field] !== '')
        .map((field) => (
          <Box key={field} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label(field)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value(field)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** What a refused child still lacks; focusable so the refusal can take the reader to it. */
export function MissingFieldsAlert({
  id,
  testId,
  children,
}: {
  id: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert severity="error" id={id} tabIndex={-1} data-testid={testId}>
      {children}
    </Alert>
  );
}
