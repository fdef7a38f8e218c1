import { describe, expect, it } from 'vitest';
import { monthName, shortMonthOfYear } from './month-names';

describe('month names', () => {
  it('names the months in Kazakh from the platform’s own list, whatever the browser knows', () => {
    expect(monthName('kk', 1)).toBe('қаңтар');
    expect(monthName('kk', 12, 'short')).toBe('жел.');
    expect(shortMonthOfYear('kk', 2025, 3)).toBe('2025 ж. нау.');
  });

  it('names them in Russian and English as the browser formats them', () => {
    expect(monthName('ru', 3)).toBe('март');
    expect(monthName('en', 3)).toBe('March');
    expect(shortMonthOfYear('en', 2025, 3)).toBe('Mar 2025');
  });
});
