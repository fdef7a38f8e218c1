/** The century of a birth year by the IIN's seventh digit: 1–2 → 1800s, 3–4 → 1900s, 5–6 → 2000s. */
const CENTURY_OF_DIGIT: Record<string, number> = {
  '1': 1800,
  '2': 1800,
  '3': 1900,
  '4': 1900,
  '5': 2000,
  '6': 2000,
};

/**
 * Kazakhstan individual identification number: the birth date as YYMMDD, a digit for the century
 * and sex (1–6), a serial of four digits and a check digit computed with weights 1..11, and when
 * that gives 10, with weights 3..11,1,2 (an IIN whose second pass gives 10 too is never issued).
 */
export function isValidIin(value: string, today = new Date()): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const century = CENTURY_OF_DIGIT[value[6] as string];
  if (century === undefined) return false;
  const year = century + Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const birth = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: a real date reads back as written.
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day)
    return false;
  if (birth.getTime() > today.getTime()) return false;
  const digits = [...value].map(Number);
  const weighted = (weights: number[]) => weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11;
  let check = weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  if (check === 10) {
    check = weighted([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
    if (check === 10) return false;
  }
  return check === digits[11];
}
