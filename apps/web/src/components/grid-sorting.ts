import type { GridSortModel } from '@mui/x-data-grid';

/** Grid columns that the server can sort by, and the API's name for each. */
export type TSortFields<F extends string> = Readonly<Record<string, F>>;

export function orderingToSortModel<F extends string>(
  ordering: F | `-${F}` | null,
  fields: TSortFields<F>,
): GridSortModel {
  if (!ordering) return [];
  const desc = ordering.startsWith('-');
  const apiField = desc ? ordering.slice(1) : ordering;
  const column = Object.keys(fields).find((key) => fields[key] === apiField);
  return column ? [{ field: column, sort: desc ? 'desc' : 'asc' }] : [];
}

export function sortModelToOrdering<F extends string>(
  model: GridSortModel,
  fields: TSortFields<F>,
): F | `-${F}` | null {
  const first = model[0];
  const apiField = first ? fields[first.field] : undefined;
  if (!first || !apiField || !first.sort) return null;
  return first.sort === 'desc' ? `-${apiField}` : apiField;
}
