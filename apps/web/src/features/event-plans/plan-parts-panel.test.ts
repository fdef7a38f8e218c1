import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import { describe, expect, it } from 'vitest';
import { partRows, standingCounts } from './plan-parts-panel';

const part = (organization: string, status: string, late = false): TRecordListItem => ({
  id: `part-${organization}`,
  number: `EPP-${organization}`,
  status,
  organization_id: organization,
  organization_name: `Org ${organization}`,
  created_at: '2026-01-01T00:00:00.000Z',
  created_by_fio: '',
  late,
});

const SUBSIDIARIES = [
  { id: 'b', name: 'Бета' },
  { id: 'a', name: 'Альфа' },
  { id: 'c', name: 'Гамма' },
];

describe('the consolidated plan’s rows', () => {
  it('give the holding every subsidiary: its part’s state, late when never sent past the deadline, or not started', () => {
    const rows = partRows([part('a', 'on_agreement'), part('b', 'draft', true)], SUBSIDIARIES, true);
    expect(rows.map((row) => [row.organization, row.standing])).toEqual([
      ['Альфа', 'on_agreement'],
      ['Бета', 'late'],
      ['Гамма', 'not_started'],
    ]);
    expect(standingCounts(rows)).toEqual([
      ['not_started', 1],
      ['on_agreement', 1],
      ['late', 1],
    ]);
  });

  it('give a subsidiary its own part only, and keep a part of an organization no longer listed', () => {
    expect(partRows([part('a', 'revision')], SUBSIDIARIES, false).map((row) => row.standing)).toEqual([
      'revision',
    ]);
    const rows = partRows([part('z', 'approved')], SUBSIDIARIES, true);
    expect(rows.find((row) => row.organizationId === 'z')).toMatchObject({
      organization: 'Org z',
      standing: 'approved',
    });
  });
});
