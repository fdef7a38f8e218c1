import { isValidIin } from '@hse/contracts/iin';

/** A valid IIN for demo and test people: birth date, century-and-sex digit, serial, check digit. */
export function makeIin(
  serial: number,
  birth = new Date(1980 + (serial % 25), serial % 12, 1 + (serial % 28)),
): string {
  const yy = String(birth.getFullYear() % 100).padStart(2, '0');
  const mm = String(birth.getMonth() + 1).padStart(2, '0');
  const dd = String(birth.getDate()).padStart(2, '0');
  const century = birth.getFullYear() >= 2000 ? 5 : 3;
  for (let bump = 0; bump < 100; bump++) {
    const base = `${yy}${mm}${dd}${century}${String((serial * 7 + bump) % 10000).padStart(4, '0')}`;
    for (let check = 0; check <= 9; check++) {
      if (isValidIin(base + check)) return base + check;
    }
  }
  throw new Error(`No valid IIN for serial ${serial}`);
}
