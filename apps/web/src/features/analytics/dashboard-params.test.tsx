import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-render';
import { readParams, useDashboardParams, withParams } from './dashboard-params';

afterEach(cleanup);

function Probe() {
  const { params, set } = useDashboardParams(['kind']);
  return (
    <>
      <output>{JSON.stringify(params)}</output>
      <button type="button" onClick={() => set('from', '2026-02')}>
        from
      </button>
      <button type="button" onClick={() => set('kind', null)}>
        clear
      </button>
    </>
  );
}

describe('dashboard filters in the URL', () => {
  it('reads only the dashboard’s own and the common filters', () => {
    const search = new URLSearchParams('from=2026-01&kind=fire&page=3&organization_id=x');
    expect(readParams(search, ['from', 'to', 'organization_id', 'kind'])).toEqual({
      from: '2026-01',
      kind: 'fire',
      organization_id: 'x',
    });
  });

  it('sets and clears filters, the others kept', () => {
    const next = withParams(new URLSearchParams('a=1&b=2'), { a: null, c: '3' });
    expect(next.toString()).toBe('b=2&c=3');
  });

  it('takes the filters from the URL a link opens, and writes a change back to it', () => {
    renderPage(<Probe />, { path: '/healthSafety', url: '/healthSafety?kind=fire&to=2026-05&junk=1' });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ to: '2026-05', kind: 'fire' });
    fireEvent.click(screen.getByRole('button', { name: 'from' }));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      from: '2026-02',
      to: '2026-05',
    });
  });
});
