import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('Content-Disposition file name', () => {
  it('prefers the UTF-8 form', () => {
    const header = `attachment; filename="report.xlsx"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%202026.xlsx`;
    expect(fileNameFromDisposition(header)).toBe('Отчёт 2026.xlsx');
  });

  it('reads the UTF-8 form alone, any case', () => {
    expect(fileNameFromDisposition("attachment; FILENAME*=utf-8''a%20b.pdf")).toBe('a b.pdf');
  });

  it('reads a quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="act 1.docx"')).toBe('act 1.docx');
    expect(fileNameFromDisposition('attachment; filename=act.docx')).toBe('act.docx');
  });

  it("falls back to 'File'", () => {
    expect(fileNameFromDisposition(null)).toBe('File');
    expect(fileNameFromDisposition('attachment')).toBe('File');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBe('File');
  });
});
