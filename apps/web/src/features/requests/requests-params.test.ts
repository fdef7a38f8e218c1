import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUESTS_PARAMS,
  parseRequestsParams,
  serializeRequestsParams,
  toRequestsQuery,
} from './requests-params';

describe('the requests list address', () => {
  it('shows the waiting requests with a clean address', () => {
    expect(parseRequestsParams(new URLSearchParams())).toEqual(DEFAULT_REQUESTS_PARAMS);
    expect(serializeRequestsParams(DEFAULT_REQUESTS_PARAMS).toString()).toBe('');
    expect(toRequestsQuery(DEFAULT_REQUESTS_PARAMS)).not.toHaveProperty('state');
  });

  it('keeps the state, organization, search and page a link names', () => {
    const search = new URLSearchParams(
      'state=refused&organization_id=0193e4a0-0000-7000-8000-000000000001&search=Ахмет&page=2&ordering=-created_at',
    );
    const params = parseRequestsParams(search);
    expect(params).toMatchObject({ state: 'refused', search: 'Ахмет', page: 2, ordering: '-created_at' });
    expect(toRequestsQuery(params)).toMatchObject({
      state: 'refused',
      organization_id: '0193e4a0-0000-7000-8000-000000000001',
      search: 'Ахмет',
      page: 2,
    });
    expect(parseRequestsParams(serializeRequestsParams(params))).toEqual(params);
  });

  it('falls back to the waiting ones for a state it does not know', () => {
    expect(parseRequestsParams(new URLSearchParams('state=deleted')).state).toBe('pending');
  });
});
