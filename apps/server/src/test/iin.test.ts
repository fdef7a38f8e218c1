import { isValidIin } from '@hse/contracts/iin';
import { describe, expect, it } from 'vitest';
import { makeIin } from '../seed/iin-generator.ts';

describe('IIN', () => {
  it('accepts IINs with a real birth date, a century-and-sex digit and the right check digit', () => {
    expect(isValidIin('900101300017')).toBe(true);
    expect(isValidIin('851231401238')).toBe(true);
    // The first pass gives 10: the check digit comes from the second.
    expect(isValidIin('900101300811')).toBe(true);
  });

  it('refuses a wrong check digit and a number whose both passes give 10', () => {
    expect(isValidIin('900101300019')).toBe(false);
    for (let check = 0; check <= 9; check++) expect(isValidIin(`90010130080${check}`)).toBe(false);
  });

  it('refuses birth dates that do not exist or are still to come', () => {
    expect(isValidIin('000000000000')).toBe(false);
    expect(isValidIin('901301300017')).toBe(false);
    expect(isValidIin('900230300019')).toBe(false);
    expect(isValidIin('050229500770')).toBe(false);
    expect(isValidIin('991231600012', new Date('2026-11-25'))).toBe(false);
  });

  it('refuses a century-and-sex digit outside 1–6', () => {
    expect(isValidIin('900101900015')).toBe(false);
    expect(isValidIin('900101000018')).toBe(false);
  });

  it('the demo IINs pass', () => {
    for (let serial = 0; serial < 500; serial++)
      expect(isValidIin(makeIin(serial)), makeIin(serial)).toBe(true);
  });
});
