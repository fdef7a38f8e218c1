import { describe, expect, it } from 'vitest';
import { withFilter } from '../../components/list-params';
import { DOCUMENTS_SORTING } from './documents-columns';
import {
  DEFAULT_DOCUMENTS_LIST_PARAMS,
  parseDocumentsListParams,
  serializeDocumentsListParams,
  toDocumentsFilterQuery,
  toDocumentsQuery,
} from './documents-list-params';

const ORG = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const parse = (query: string) => parseDocumentsListParams(new URLSearchParams(query));

describe('documents list URL state (reports, acts, bulletins)', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_DOCUMENTS_LIST_PARAMS);
  });

  it('reads every parameter', () => {
    expect(
      parse(`page=3&page_size=50&ordering=-title&search=%20ACT%20&status=on_approval&organization_id=${ORG}`),
    ).toEqual({
      page: 3,
      pageSize: 50,
      ordering: '-title',
      search: 'ACT',
      status: 'on_approval',
      organizationId: ORG,
    });
  });

  it('drops what it does not understand instead of failing', () => {
    expect(parse('page=0&page_size=abc&ordering=kind&status=sent&organization_id=nope')).toEqual(
      DEFAULT_DOCUMENTS_LIST_PARAMS,
    );
    // An incident's status is not a document's.
    expect(parse('status=in_work').status).toBeNull();
    expect(parse('page_size=1000').pageSize).toBe(100);
  });

  it('writes back the same address, leaving defaults out', () => {
    const address = `page=2&ordering=number&search=BUL&status=approved&organization_id=${ORG}`;
    expect(serializeDocumentsListParams(parse(address)).toString()).toBe(address);
    expect(serializeDocumentsListParams(DEFAULT_DOCUMENTS_LIST_PARAMS).toString()).toBe('');
  });

  it('gives the API its query, the export without paging', () => {
    const params = parse(`page=2&ordering=-created_at&status=revision&organization_id=${ORG}`);
    expect(toDocumentsQuery(params)).toEqual({
      page: 2,
      page_size: 20,
      ordering: '-created_at',
      status: 'revision',
      organization_id: ORG,
    });
    expect(toDocumentsFilterQuery(params)).toEqual({ status: 'revision', organization_id: ORG });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(parse('page=4'), { status: 'approved' })).toMatchObject({
      page: 1,
      status: 'approved',
    });
  });

  it('maps the grid sorting to the API ordering and back, newest first by default', () => {
    expect(DOCUMENTS_SORTING.toModel(null)).toEqual([{ field: 'created_at', sort: 'desc' }]);
    expect(DOCUMENTS_SORTING.toOrdering([{ field: 'title', sort: 'asc' }])).toBe('title');
    expect(DOCUMENTS_SORTING.toOrdering([{ field: 'organization_name', sort: 'asc' }])).toBeNull();
  });
});
