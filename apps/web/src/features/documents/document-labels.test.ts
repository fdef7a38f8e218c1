import { describe, expect, it } from 'vitest';
import { titleIn } from './document-labels';

const RECORD = { title_ru: 'Инструкция', title_kk: 'Нұсқаулық', title_en: 'Instruction' };

describe('titleIn', () => {
  it('gives the title in the reader’s language', () => {
    expect(titleIn(RECORD, 'ru')).toBe('Инструкция');
    expect(titleIn(RECORD, 'kk')).toBe('Нұсқаулық');
    expect(titleIn(RECORD, 'en')).toBe('Instruction');
  });

  it('falls back to the Russian title when the language has none', () => {
    expect(titleIn({ title_ru: 'Инструкция', title_kk: '', title_en: null }, 'kk')).toBe('Инструкция');
    expect(titleIn({ title_ru: 'Инструкция' }, 'en')).toBe('Инструкция');
  });
});
