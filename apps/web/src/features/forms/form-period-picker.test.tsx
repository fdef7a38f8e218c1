import type { TFormPeriod } from '@hse/contracts/forms/definition';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { PeriodPicker, type TPeriodValue } from './form-period-picker';
import './texts';

let chosen: TPeriodValue | null = null;
function Picked({ kind, start }: { kind: TFormPeriod; start: TPeriodValue }) {
  const [value, setValue] = useState(start);
  chosen = value;
  return <PeriodPicker kind={kind} value={value} onChange={setValue} testId="pick" legend="С периода" />;
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  cleanup();
  chosen = null;
});

describe('the period picker', () => {
  it('offers the year, an older chosen one too, and the quarters by name', async () => {
    const view = renderPage(<Picked kind="quarter" start={{ year: 2011, period: 2 }} />);
    const group = screen.getByRole('group', { name: 'С периода' });
    fireEvent.mouseDown(within(screen.getByTestId('pick-year')).getByRole('combobox'));
    const years = screen.getAllByRole('option').map((o) => o.textContent);
    expect(years).toContain('2011');
    expect(years).toContain(String(new Date().getUTCFullYear()));
    fireEvent.click(screen.getByRole('option', { name: String(new Date().getUTCFullYear()) }));
    fireEvent.mouseDown(within(within(group).getByTestId('pick-period')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '4 квартал' }));
    expect(chosen).toEqual({ year: new Date().getUTCFullYear(), period: 4 });
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('asks only for the year of a yearly form', () => {
    renderPage(<Picked kind="year" start={{ year: 2020, period: 1 }} />);
    expect(screen.getByTestId('pick-year')).toBeTruthy();
    expect(screen.queryByTestId('pick-period')).toBeNull();
  });
});
