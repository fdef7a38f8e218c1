import { describe, expect, it } from 'vitest';
import { withFilter } from '../../components/list-params';
import { INCIDENTS_SORTING } from './incidents-columns';
import {
  DEFAULT_INCIDENTS_LIST_PARAMS,
  parseIncidentsListParams,
  serializeIncidentsListParams,
  toIncidentsFilterQuery,
  toIncidentsQuery,
} from './incidents-list-params';

const ORG = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const parse = (query: string) => parseIncidentsListParams(new URLSearchParams(query));

describe('incidents list URL state', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_INCIDENTS_LIST_PARAMS);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        `page=2&page_size=50&ordering=-number&search=%20скважина%20&kind=road_accident&status=revision&organization_id=${ORG}&occurred_from=2026-01-01&occurred_to=2026-03-31&special=true`,
      ),
    ).toEqual({
      page: 2,
      pageSize: 50,
      ordering: '-number',
      search: 'скважина',
      kind: 'road_accident',
      status: 'revision',
      organizationId: ORG,
      occurredFrom: '2026-01-01',
      occurredTo: '2026-03-31',
      special: true,
    });
  });

  it('drops what does not parse instead of failing', () => {
    expect(
      parse(
        'page=0&page_size=x&ordering=victims_count&kind=flood&status=lost&organization_id=1&occurred_from=2026-02-30&occurred_to=31.03.2026&special=yes',
      ),
    ).toEqual(DEFAULT_INCIDENTS_LIST_PARAMS);
    expect(parse('page_size=500').pageSize).toBe(100);
  });

  it('keeps the address clean and round-trips', () => {
    expect(serializeIncidentsListParams(DEFAULT_INCIDENTS_LIST_PARAMS).toString()).toBe('');
    const params = parse(
      `page=3&ordering=kind&status=sent&special=true&occurred_to=2026-05-01&organization_id=${ORG}`,
    );
    expect(parse(serializeIncidentsListParams(params).toString())).toEqual(params);
  });

  it('goes back to the first page when a filter changes', () => {
    const params = { ...DEFAULT_INCIDENTS_LIST_PARAMS, page: 5 };
    expect(withFilter(params, { kind: 'fire' })).toMatchObject({ page: 1, kind: 'fire' });
  });

  it('builds the API query, and the export query without paging', () => {
    const params = {
      ...DEFAULT_INCIDENTS_LIST_PARAMS,
      status: 'closed' as const,
      special: true,
      search: 'куст',
    };
    expect(toIncidentsQuery(DEFAULT_INCIDENTS_LIST_PARAMS)).toEqual({ page: 1, page_size: 20 });
    expect(toIncidentsQuery({ ...params, ordering: 'occurred_at' })).toEqual({
      page: 1,
      page_size: 20,
      ordering: 'occurred_at',
      status: 'closed',
      special: 'true',
      search: 'куст',
    });
    expect(toIncidentsFilterQuery(params)).toEqual({ status: 'closed', special: 'true', search: 'куст' });
  });

  it('maps grid sorting to the API ordering and back, newest first by default', () => {
    expect(INCIDENTS_SORTING.toModel(null)).toEqual([{ field: 'occurred_at', sort: 'desc' }]);
    expect(INCIDENTS_SORTING.toModel('number')).toEqual([{ field: 'number', sort: 'asc' }]);
    expect(INCIDENTS_SORTING.toOrdering([{ field: 'status', sort: 'desc' }])).toBe('-status');
    expect(INCIDENTS_SORTING.toOrdering([{ field: 'location', sort: 'asc' }])).toBeNull();
  });
});
