/**
 * Cache tags by month of a record type's period field (decision 097), so that a cached list total
 * outlives the writes that cannot change it: a message filed today leaves the count of last
 * spring's near misses as it was.
 *
 * - `T`: coarse; a write that does not say which records it touched drops every answer of type T.
 * - `T@*`: answers over records of any period (an unbounded list, a map) carry it beside `T`.
 * - `T@YYYY-MM`: a total over a window of at most `MAX_MONTHS` months carries one per month.
 * A write of one record through the record layer drops `T@*` and the months of its period value
 * before and after, not `T`.
 */
const MAX_MONTHS = 24;

/** The UTC month of a moment or of a `YYYY-MM-DD` day; null for anything else. */
function monthOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 7);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}/.test(value)) return null;
  return value.length > 10 ? monthOf(new Date(value)) : value.slice(0, 7);
}

const monthTag = (tag: string, month: string) => `${tag}@${month}`;

/** The tags of an answer that depends on every record of the type. */
export const recordTags = (tag: string): string[] => [tag, `${tag}@*`];

/**
 * The tags of a total over the records whose period value lies from `from` to before `to` (moments,
 * `to` exclusive) or from `from` to `to` (days, both inclusive); open or long windows depend on all.
 */
export function periodTags(tag: string, from: unknown, to: unknown): string[] {
  const last = to instanceof Date ? new Date(to.getTime() - 1) : to;
  const [first, end] = [monthOf(from), monthOf(last)];
  if (!first || !end || first > end) return recordTags(tag);
  const tags = [tag];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let current = first; current <= end; ) {
    if (tags.length > MAX_MONTHS) return recordTags(tag);
    tags.push(monthTag(tag, current));
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return tags;
}

/** The tags a write of one record drops: the answers over all its records, its period's months. */
export function writeTags(tag: string, periodValues: readonly unknown[]): string[] {
  const months = new Set(periodValues.map(monthOf).filter((m): m is string => m !== null));
  return [`${tag}@*`, ...[...months].map((m) => monthTag(tag, m))];
}
