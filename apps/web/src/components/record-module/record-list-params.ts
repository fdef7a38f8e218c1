import type { TPage } from '@hse/contracts/common';
import { PAGE_SIZE_DEFAULT } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { parseListQuery, type TListQuery, type TRecordListItem } from '@hse/contracts/record-module/schemas';
import { type TListState, toPagedQuery, writeListState } from '../list-params';

/** A module's list as the address bar holds it: the paging and order, the search, the filters by parameter. */
export type TRecordListParams = TListState<string> & {
  search: string;
  /** `kind`, `starts_on_from`…: the API's parameter names and their text values. */
  filters: Readonly<Record<string, string>>;
};

/** What a view of a module's list (the grid, the phone's cards) is given: a page and its address. */
export type TRecordListView = {
  module: TRecordModule;
  data: TPage<TRecordListItem> | undefined;
  loading: boolean;
  params: TRecordListParams;
  update: (
    change: (current: TRecordListParams) => TRecordListParams,
    options?: { replace?: boolean },
  ) => void;
};

const PAGING = new Set(['page', 'page_size', 'ordering', 'search']);

/** Reads the address leniently (the contracts' `parseListQuery`): what does not parse is left out. */
export function parseRecordListParams(module: TRecordModule, search: URLSearchParams): TRecordListParams {
  const query = parseListQuery(module, search);
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !PAGING.has(key)));
  return {
    page: Number(query.page ?? 1),
    pageSize: Number(query.page_size ?? PAGE_SIZE_DEFAULT),
    ordering: query.ordering ?? null,
    search: query.search ?? '',
    filters,
  };
}

/** The filters and the search: what the export takes too. */
export function toRecordFilterQuery(params: TRecordListParams): TListQuery {
  return { ...(params.search ? { search: params.search } : {}), ...params.filters };
}

/** The list call's query: the page, the order when one is chosen, then the filters. */
export function toRecordQuery(params: TRecordListParams): TListQuery {
  const { page, page_size, ordering, ...filters } = toPagedQuery(params, toRecordFilterQuery(params));
  return { page: String(page), page_size: String(page_size), ...(ordering ? { ordering } : {}), ...filters };
}

export function serializeRecordListParams(params: TRecordListParams): URLSearchParams {
  return writeListState(params, toRecordFilterQuery(params));
}

/** A filter set or cleared (null), back on the first page. */
export function withRecordFilter(
  params: TRecordListParams,
  change: Readonly<Record<string, string | null>>,
): TRecordListParams {
  const filters: Record<string, string> = { ...params.filters };
  for (const [key, value] of Object.entries(change))
    if (value === null || value === '') delete filters[key];
    else filters[key] = value;
  return { ...params, filters, page: 1 };
}
