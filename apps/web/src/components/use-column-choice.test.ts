import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnChoice } from './use-column-choice';

describe('the choice of a list’s columns', () => {
  afterEach(() => localStorage.clear());

  it('is kept in this browser per list and read back by the next visit', () => {
    const first = renderHook(() => useColumnChoice('incidents'));
    act(() => first.result.current[1]({ location: false, victims_count: true }));
    expect(first.result.current[0]).toEqual({ location: false, victims_count: true });
    first.unmount();

    expect(renderHook(() => useColumnChoice('incidents')).result.current[0]).toEqual({
      location: false,
      victims_count: true,
    });
    expect(renderHook(() => useColumnChoice('act')).result.current[0]).toEqual({});
  });

  it('ignores a damaged entry instead of breaking the list', () => {
    localStorage.setItem('columns.incidents', '{not json');
    expect(renderHook(() => useColumnChoice('incidents')).result.current[0]).toEqual({});
    localStorage.setItem('columns.incidents', JSON.stringify({ location: 'no', kind: false }));
    expect(renderHook(() => useColumnChoice('incidents')).result.current[0]).toEqual({ kind: false });
  });
});
