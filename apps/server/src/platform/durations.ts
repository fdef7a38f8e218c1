/** `3d,1d,12h,30m` as milliseconds, largest first; undefined for a malformed or empty list. */
export function parseDurations(text: string): number[] | undefined {
  const units: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 };
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const values = parts.map((p) => {
    const match = /^(\d{1,4})([dhm])$/.exec(p);
    return match ? Number(match[1]) * (units[match[2] as string] as number) : Number.NaN;
  });
  if (values.some((v) => !Number.isFinite(v) || v <= 0)) return undefined;
  return values.sort((a, b) => b - a);
}
