/** Compares values as JSON with sorted keys: the server may list a row's fields in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The fields of `values` that differ from `before`, for a PATCH that leaves every other field
 * as it is on the server (a concurrent edit of another field is not undone). Null when nothing
 * changed.
 */
export function changedFields(
  values: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  const changed = Object.entries(values).filter(
    ([key, value]) => canonical(value) !== canonical(before[key]),
  );
  return changed.length === 0 ? null : Object.fromEntries(changed);
}
