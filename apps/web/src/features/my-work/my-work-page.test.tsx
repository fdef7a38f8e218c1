import type { TPage } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import type { TMyWorkCounts, TMyWorkItem } from '@hse/contracts/my-work';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { clearSession, saveSession } from '../../api/session';
import { MyWorkCard } from '../../components/my-work-card';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import MyWorkPage from './my-work-page';
import { parseMyWorkParams, serializeMyWorkParams, toMyWorkQuery } from './my-work-params';

vi.mock('../../api/client', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.setConfig({ testTimeout: 30_000 });

const COUNTS: TMyWorkCounts = {
  total: 3,
  modules: [
    { module: 'incidents', title: 'Сообщения о происшествиях', count: 2 },
    { module: 'tasks', title: 'Задачи по устранению', count: 1 },
  ],
};
const ITEM: TMyWorkItem = {
  module: 'incidents',
  module_title: 'Сообщения о происшествиях',
  id: '0190a000-0000-7000-8000-000000000001',
  number: 'INC-2026-7',
  summary: 'Разлив масла у задвижки',
  status: 'sent',
  status_text: 'Отправлено',
  since: '2026-03-01T09:30:00.000Z',
  due_date: '2026-03-05',
  overdue: true,
  link: '/incident-view/0190a000-0000-7000-8000-000000000001',
};
const page = (results: TMyWorkItem[], count = results.length): TPage<TMyWorkItem> => ({
  count,
  next: null,
  previous: null,
  results,
});

beforeEach(() => {
  saveSession({
    token: 't',
    user_id: 'u',
    roles: ['dotos'],
    organization_name: 'o',
    organization_id: 'x',
    fio: 'Ф И О',
  });
  vi.mocked(api.get).mockImplementation(async (path: string) =>
    path.startsWith('/my-work/counts/') ? COUNTS : page([ITEM], 41),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.mocked(api.get).mockReset();
});

describe.each<TLanguage>(['ru', 'kk', 'en'])('my work in %s', (lang) => {
  it('lists what waits, with its state, since when and its due date, each a link to the record', async () => {
    await i18n.changeLanguage(lang);
    const view = renderPage(<MyWorkPage />, { url: '/?module=incidents&ordering=due&page=2' });
    const link = await screen.findByTestId(`my-work-item-${ITEM.id}`);
    expect(link.getAttribute('href')).toBe(ITEM.link);
    expect(within(link).getByText(/INC-2026-7/)).toBeTruthy();
    expect(within(link).getByText(ITEM.status_text)).toBeTruthy();
    expect(within(link).getByText(i18n.t('my_work:overdue'))).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/my-work/?page=2&page_size=20&ordering=due&module=incidents');
    // 41 items make three pages; the pagination is named in the reader's language.
    expect(screen.getByRole('button', { name: i18n.t('my_work:pages.page', { page: 3 }) })).toBeTruthy();
    view.stop();
    expect(view.missing).toEqual([]);
  });

  it('the home card shows the total and each module, linking to the list filtered', async () => {
    await i18n.changeLanguage(lang);
    const view = renderPage(<MyWorkCard />);
    const incidents = await screen.findByTestId('my-work-count-incidents');
    expect(incidents.getAttribute('href')).toBe('/my-work?module=incidents');
    expect(incidents.textContent).toBe('Сообщения о происшествиях: 2');
    expect(screen.getByTestId('my-work-total').textContent).toBe(i18n.t('my_work:card.total', { count: 3 }));
    expect(screen.getByTestId('my-work-open').getAttribute('href')).toBe('/my-work');
    view.stop();
    expect(view.missing).toEqual([]);
  });
});

describe('my work behaviour', () => {
  it('says so when nothing waits, on the card and on the page', async () => {
    await i18n.changeLanguage('ru');
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path.startsWith('/my-work/counts/') ? { total: 0, modules: [] } : page([]),
    );
    renderPage(
      <>
        <MyWorkCard />
        <MyWorkPage />
      </>,
    );
    expect((await screen.findByTestId('my-work-total')).textContent).toBe(
      'Сейчас ничего не ждёт вашего действия',
    );
    expect((await screen.findByTestId('my-work-empty')).textContent).toMatch(/ничего не ждёт/);
  });

  it('choosing an order starts again from the first page', async () => {
    await i18n.changeLanguage('en');
    renderPage(<MyWorkPage />, { url: '/?page=3' });
    await screen.findByTestId(`my-work-item-${ITEM.id}`);
    fireEvent.mouseDown(within(screen.getByTestId('my-work-ordering')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'By due date' }));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/my-work/?page=1&page_size=20&ordering=due'));
  });

  it('keeps only what it understands of the address', () => {
    const params = parseMyWorkParams(new URLSearchParams('module=Bad Key&ordering=number&page=-1'));
    expect(params).toEqual({ module: null, ordering: 'since', page: 1 });
    const kept = parseMyWorkParams(new URLSearchParams('module=audits&ordering=-since&page=2'));
    expect(serializeMyWorkParams(kept).toString()).toBe('module=audits&ordering=-since&page=2');
    expect(toMyWorkQuery(kept)).toBe('page=2&page_size=20&ordering=-since&module=audits');
  });
});
