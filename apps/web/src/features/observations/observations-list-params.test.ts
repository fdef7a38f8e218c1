import { describe, expect, it } from 'vitest';
import { observationKindOf } from './observation-routes';
import { OBSERVATIONS_SORTING } from './observations-columns';
import {
  DEFAULT_OBSERVATIONS_LIST_PARAMS,
  parseObservationsListParams,
  serializeObservationsListParams,
  toObservationsFilterQuery,
  toObservationsQuery,
} from './observations-list-params';

const ORG = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a5b';
const parse = (query: string) => parseObservationsListParams(new URLSearchParams(query));

describe('observations list URL state', () => {
  it('gives the defaults for an empty address and drops what it does not understand', () => {
    expect(parse('')).toEqual(DEFAULT_OBSERVATIONS_LIST_PARAMS);
    expect(parse('status=on_approval&at_risk=yes&date_from=2026-02-30&ordering=title')).toEqual(
      DEFAULT_OBSERVATIONS_LIST_PARAMS,
    );
  });

  it('writes back the same address and gives the API its query', () => {
    const address = `page=2&ordering=-at_risk_count&status=sent&organization_id=${ORG}&date_from=2026-03-01&date_to=2026-03-31&at_risk=true`;
    const params = parse(address);
    expect(serializeObservationsListParams(params).toString()).toBe(address);
    expect(toObservationsQuery(params)).toEqual({
      page: 2,
      page_size: 20,
      ordering: '-at_risk_count',
      status: 'sent',
      organization_id: ORG,
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      at_risk: 'true',
    });
    expect(toObservationsFilterQuery(parse('at_risk=false'))).toEqual({ at_risk: 'false' });
  });

  it('maps the grid sorting to the API ordering, latest observed first by default', () => {
    expect(OBSERVATIONS_SORTING.toModel(null)).toEqual([{ field: 'observed_at', sort: 'desc' }]);
    expect(OBSERVATIONS_SORTING.toOrdering([{ field: 'at_risk_count', sort: 'desc' }])).toBe(
      '-at_risk_count',
    );
  });

  it('reads the kind from the path', () => {
    expect(observationKindOf('/pnbr_edit/1')).toBe('pnbr');
    expect(observationKindOf('/works_observations_create')).toBe('works');
    expect(observationKindOf('/driving_observations')).toBe('driving');
  });
});
