/**
 * Kazakhstan individual identification number: 12 digits, the last a check digit
 * computed with weights 1..11, and when that gives 10, with weights 3..11,1,2.
 */
export function isValidIin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weighted = (weights: number[]) => weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11;
  let check = weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  if (check === 10) {
    check = weighted([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
    if (check === 10) return false;
  }
  return check === digits[11];
}
