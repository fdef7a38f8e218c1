import { describe, expect, it } from 'vitest';
import { withFilter } from '../../components/list-params';
import { USERS_SORTING } from './users-columns';
import {
  DEFAULT_USERS_LIST_PARAMS,
  parseUsersListParams,
  serializeUsersListParams,
  toUsersQuery,
} from './users-list-params';

const ORG = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const parse = (query: string) => parseUsersListParams(new URLSearchParams(query));

describe('users list URL state', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_USERS_LIST_PARAMS);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        `page=3&page_size=50&ordering=-last_name&search=%20Иванов%20&organization_id=${ORG}&role=none&is_active=false`,
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      ordering: '-last_name',
      search: 'Иванов',
      organizationId: ORG,
      role: 'none',
      isActive: false,
    });
  });

  it('drops what does not parse instead of failing', () => {
    expect(
      parse('page=0&page_size=abc&ordering=password&organization_id=42&role=root&is_active=maybe&search='),
    ).toEqual(DEFAULT_USERS_LIST_PARAMS);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('caps the page size at the grid maximum', () => {
    expect(parse('page_size=1000').pageSize).toBe(100);
  });

  it('keeps the address clean: defaults are not written', () => {
    expect(serializeUsersListParams(DEFAULT_USERS_LIST_PARAMS).toString()).toBe('');
  });

  it('round-trips', () => {
    const params = parse(
      `page=2&ordering=login&role=auditor&is_active=true&organization_id=${ORG}&search=ab`,
    );
    expect(parse(serializeUsersListParams(params).toString())).toEqual(params);
  });

  it('goes back to the first page when a filter changes', () => {
    const params = { ...DEFAULT_USERS_LIST_PARAMS, page: 4 };
    expect(withFilter(params, { role: 'admin' })).toMatchObject({ page: 1, role: 'admin' });
  });

  it('builds the API query without empty filters', () => {
    expect(toUsersQuery(DEFAULT_USERS_LIST_PARAMS)).toEqual({ page: 1, page_size: 20 });
    expect(toUsersQuery({ ...DEFAULT_USERS_LIST_PARAMS, isActive: false, role: 'none' })).toEqual({
      page: 1,
      page_size: 20,
      role: 'none',
      is_active: 'false',
    });
  });

  it('maps grid sorting to the API ordering and back', () => {
    expect(USERS_SORTING.toOrdering([{ field: 'fio', sort: 'desc' }])).toBe('-last_name');
    expect(USERS_SORTING.toOrdering([{ field: 'post', sort: 'asc' }])).toBeNull();
    expect(USERS_SORTING.toOrdering([])).toBeNull();
    expect(USERS_SORTING.toModel('-last_name')).toEqual([{ field: 'fio', sort: 'desc' }]);
    expect(USERS_SORTING.toModel('created_at')).toEqual([]);
  });
});
