import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { loadLazyTexts } from '../../i18n/lazy-texts';
import { renderPage } from '../test-render';
import { ChartCard } from './chart-card';
import { fileNameOf, formatNumber, toTsv } from './chart-format';
import type { TChartSpec } from './chart-types';
import { columnName, crc32, zipStored } from './xlsx-writer';

// ECharts draws on a canvas jsdom has not: the drawing is stood in for, the table is the real one.
vi.mock('./echarts-view', () => ({
  default: ({ label, onSelect }: { label: string; onSelect: (s: number, d: number) => void }) => (
    <button type="button" aria-label={label} onClick={() => onSelect(0, 1)} />
  ),
}));

afterEach(cleanup);
beforeEach(async () => {
  await Promise.all((['ru', 'kk', 'en'] as const).map((lang) => loadLazyTexts('charts', lang)));
  await i18n.changeLanguage('ru');
});
vi.setConfig({ testTimeout: 30_000 });

const SPEC: TChartSpec = {
  title: 'Выбросы по организациям',
  unit: 'т CO2e',
  kind: 'bar',
  data: {
    categories: ['ДЗО-1', 'ДЗО-2'],
    series: [{ name: 'Охват 1', values: [12345.6, null], links: ['/forms?organization_id=a', null] }],
  },
  digits: 1,
};

describe('numbers in the reader’s format', () => {
  it('groups thousands and writes the decimal mark of each language', () => {
    expect(formatNumber(12345.6, 'ru', 1)).toBe('12\u00a0345,6');
    expect(formatNumber(12345.6, 'kk', 1)).toBe('12\u00a0345,6');
    expect(formatNumber(12345.6, 'en', 1)).toBe('12,345.6');
    expect(formatNumber(2.345, 'en')).toBe('2');
  });

  it('copies the figures as tab-separated text with a plain point, a missing one as words', () => {
    expect(toTsv(SPEC.data, { category: 'Категория', missing: 'нет данных' })).toBe(
      'Категория\tОхват 1\nДЗО-1\t12345.6\nДЗО-2\tнет данных',
    );
  });

  it('names a file after the title in any script', () => {
    expect(fileNameOf('Выбросы по организациям, т')).toBe('Выбросы-по-организациям-т');
  });
});

describe('chart card', () => {
  it('shows the same figures as an accessible table, each a link into its list, none as 0', async () => {
    const page = renderPage(<ChartCard spec={SPEC} />);
    expect(screen.getByRole('heading', { name: SPEC.title })).toBeTruthy();
    expect(screen.getByText('Единица: т CO2e')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Показать таблицей' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Охват 1' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: '12\u00a0345,6' });
    expect(link.getAttribute('href')).toBe('/forms?organization_id=a');
    expect(within(table).getByText('нет данных')).toBeTruthy();
    expect(within(table).queryByText('0')).toBeNull();
    expect(screen.getByRole('button', { name: 'Показать диаграммой' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('speaks Kazakh and English too', async () => {
    renderPage(<ChartCard spec={SPEC} />);
    await i18n.changeLanguage('kk');
    expect(await screen.findByRole('button', { name: 'Кесте түрінде көрсету' })).toBeTruthy();
    await i18n.changeLanguage('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('link', { name: '12,345.6' })).toBeTruthy();
  });

  it('says so when there is nothing to draw', () => {
    renderPage(<ChartCard spec={{ ...SPEC, data: { categories: [], series: [] } }} />);
    expect(screen.getByText('Нет данных по выбранным фильтрам.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить в Excel' })).toBeNull();
  });
});

describe('xlsx writer', () => {
  it('computes the zip checksum and column names', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect([0, 25, 26, 27, 701].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ']);
  });

  it('writes a zip whose entries are the workbook’s parts', () => {
    const zip = zipStored([['a.xml', '<a/>']]);
    const view = new DataView(zip.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    // The end record: one entry.
    expect(view.getUint32(zip.length - 22, true)).toBe(0x06054b50);
    expect(view.getUint16(zip.length - 22 + 10, true)).toBe(1);
  });
});
