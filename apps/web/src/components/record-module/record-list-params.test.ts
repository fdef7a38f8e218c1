import { describe, expect, it } from 'vitest';
import {
  parseRecordListParams,
  serializeRecordListParams,
  toRecordQuery,
  withRecordFilter,
} from './record-list-params';
import { ORG_ID, TEST_MODULE } from './test-module';

const parse = (query: string) => parseRecordListParams(TEST_MODULE, new URLSearchParams(query));

describe("a module list's address", () => {
  it('reads the manifest filters and leaves out what would not pass the server', () => {
    const params = parse(
      `page=2&page_size=50&ordering=-share&search=%20склад%20&kind=plan&organization_id=${ORG_ID}` +
        '&starts_on_from=2026-11-01&starts_on_to=2026-02-30&share_from=abc&status=done&bogus=1&ordering2=x',
    );
    expect(params).toEqual({
      page: 2,
      pageSize: 50,
      ordering: '-share',
      search: 'склад',
      filters: { kind: 'plan', organization_id: ORG_ID, starts_on_from: '2026-11-01', status: 'done' },
    });
  });

  it('falls back to the first page, the default size and the server order', () => {
    expect(parse('page=0&page_size=1000&ordering=-title&kind=other')).toEqual({
      page: 1,
      pageSize: 20,
      ordering: null,
      search: '',
      filters: {},
    });
  });

  it('writes back the API names, the paging only where it differs, and the call the list makes', () => {
    const params = parse('page=3&ordering=number&kind=extra&share_from=50');
    expect(serializeRecordListParams(params).toString()).toBe(
      'page=3&ordering=number&kind=extra&share_from=50',
    );
    expect(toRecordQuery(params)).toEqual({
      page: '3',
      page_size: '20',
      ordering: 'number',
      kind: 'extra',
      share_from: '50',
    });
  });

  it('goes back to the first page when a filter changes, and clears a filter set to nothing', () => {
    const params = withRecordFilter(parse('page=4&kind=plan'), { kind: null, urgent: 'true' });
    expect(params.page).toBe(1);
    expect(params.filters).toEqual({ urgent: 'true' });
  });
});
