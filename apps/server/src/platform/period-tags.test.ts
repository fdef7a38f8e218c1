import { describe, expect, it } from 'vitest';
import { periodTags, recordTags, writeTags } from './period-tags.ts';

describe('period tags', () => {
  it('name each month of a window of moments, the end exclusive, across a year', () => {
    const from = new Date('2025-11-15T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    expect(periodTags('incidents', from, to)).toEqual([
      'incidents',
      'incidents@2025-11',
      'incidents@2025-12',
      'incidents@2026-01',
    ]);
  });

  it('name the months of a window of days, both ends inclusive', () => {
    expect(periodTags('events', '2026-03-31', '2026-04-01')).toEqual([
      'events',
      'events@2026-03',
      'events@2026-04',
    ]);
  });

  it('depend on every record for an open, reversed or long window', () => {
    expect(periodTags('incidents', undefined, new Date())).toEqual(recordTags('incidents'));
    expect(periodTags('incidents', '2026-05-01', '2026-04-01')).toEqual(recordTags('incidents'));
    expect(periodTags('incidents', '2020-01-01', '2026-01-01')).toEqual(recordTags('incidents'));
  });

  it('of a write: the answers over all records and each month its record was or is in', () => {
    expect(
      writeTags('incidents', ['2026-04-10T08:00:00.000Z', new Date('2026-06-01T00:00:00Z'), null]),
    ).toEqual(['incidents@*', 'incidents@2026-04', 'incidents@2026-06']);
  });
});
