import type { GridSortModel } from '@mui/x-data-grid';
import type { TOrdering } from './list-params';

/** Grid columns that the server can sort by, and the API's name for each. */
export type TSortFields<F extends string> = Readonly<Record<string, F>>;

/** How a list's `ordering` and the grid's sort model turn into each other. */
export type TServerSorting<O extends string> = {
  toModel: (ordering: O | null) => GridSortModel;
  toOrdering: (model: GridSortModel) => O | null;
};

export function orderingToSortModel<F extends string>(
  ordering: TOrdering<F> | null,
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
): TOrdering<F> | null {
  const first = model[0];
  const apiField = first ? fields[first.field] : undefined;
  if (!first || !apiField || !first.sort) return null;
  return first.sort === 'desc' ? `-${apiField}` : apiField;
}

/**
 * The sorting of a list whose server orders by `fields`; `byDefault` is the order the server
 * applies when none is asked for, so the grid marks that column instead of none.
 */
export function serverSorting<F extends string>(
  fields: TSortFields<F>,
  byDefault: TOrdering<F> | null = null,
): TServerSorting<TOrdering<F>> {
  return {
    toModel: (ordering) => orderingToSortModel(ordering ?? byDefault, fields),
    toOrdering: (model) => sortModelToOrdering(model, fields),
  };
}
