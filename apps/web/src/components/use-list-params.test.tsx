import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

type TFilters = { from?: string; category?: string; page: number };

const parse = (search: URLSearchParams): TFilters => ({
  from: search.get('from') ?? undefined,
  category: search.get('category') ?? undefined,
  page: Number(search.get('page') ?? 1),
});
const serialize = (filters: TFilters) => {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.category) search.set('category', filters.category);
  if (filters.page !== 1) search.set('page', String(filters.page));
  return search;
};

let controls: { update: ReturnType<typeof useListParams<TFilters>>['update']; go(to: string): void };

function Probe() {
  const { params, update } = useListParams(parse, serialize);
  const location = useLocation();
  const navigate = useNavigate();
  controls = { update, go: (to) => navigate(to) };
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="page">{params.page}</output>
    </>
  );
}

const search = () => screen.getByTestId('search').textContent;

describe('a list’s filters in the address', () => {
  afterEach(cleanup);

  it('keeps both of two changes made before the list re-renders', () => {
    render(
      <MemoryRouter initialEntries={['/list?page=3']}>
        <Probe />
      </MemoryRouter>,
    );
    // A date picked and a category chosen in one turn of the event loop: the second change must
    // build on the first, not on the address the last render saw.
    act(() => {
      controls.update((f) => ({ ...f, from: '2026-01-01', page: 1 }));
      controls.update((f) => ({ ...f, category: 'ppe', page: 1 }));
    });
    expect(search()).toBe('?from=2026-01-01&category=ppe');
  });

  it('builds on the address itself once it changed another way', () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => controls.update((f) => ({ ...f, from: '2026-01-01' })));
    act(() => controls.go('/list?category=tools'));
    act(() => controls.update((f) => ({ ...f, page: 2 })));
    expect(search()).toBe('?category=tools&page=2');
  });

  it('lets a change held by an older render build on the latest address', () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Probe />
      </MemoryRouter>,
    );
    const stale = controls.update;
    act(() => controls.update((f) => ({ ...f, category: 'ppe' })));
    // A debounced search fires with the callback of the render it was scheduled in.
    act(() => stale((f) => ({ ...f, page: 4 })));
    expect(search()).toBe('?category=ppe&page=4');
    expect(screen.getByTestId('page').textContent).toBe('4');
  });
});
