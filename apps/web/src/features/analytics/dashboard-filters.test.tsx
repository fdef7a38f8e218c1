import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-render';
import { SelectFilter, YearFilter } from './dashboard-filters';
import { useDashboardParams } from './dashboard-params';

afterEach(cleanup);

function Kind() {
  const { params, set } = useDashboardParams(['kind']);
  return (
    <>
      <output>{JSON.stringify(params)}</output>
      <SelectFilter
        label="Kind"
        value={params.kind ?? ''}
        onChange={(value) => set('kind', value)}
        options={[
          { value: 'fire', label: 'Fire' },
          { value: 'near_miss', label: 'Near miss' },
        ]}
        empty="All kinds"
        testId="filter-kind"
      />
      <YearFilter params={params} set={set} label="Year" years={[2025, 2026]} />
    </>
  );
}

const choose = (name: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('a dashboard’s select filter', () => {
  it('writes the value chosen to the URL and clears it with the empty item', () => {
    renderPage(<Kind />, { path: '/healthSafety', url: '/healthSafety?kind=fire' });
    expect(screen.getByRole('combobox', { name: /Kind/ }).textContent).toBe('Fire');
    choose(/Kind/, 'Near miss');
    expect(shown()).toEqual({ kind: 'near_miss' });
    choose(/Kind/, 'All kinds');
    expect(shown()).toEqual({});
    expect(screen.getByTestId('filter-kind')).toBeTruthy();
  });

  it('offers the years with the server’s default first', () => {
    renderPage(<Kind />, { path: '/roadMaps', url: '/roadMaps' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Year/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('data-value'))).toEqual(['', '2025', '2026']);
  });
});
