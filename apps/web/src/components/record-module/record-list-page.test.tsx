import type { TRole } from '@hse/contracts/roles';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { clearSession, saveSession } from '../../api/session';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { ORGANIZATIONS, signInAs } from '../test-fixtures';
import { renderPage } from '../test-render';
import RecordListPage from './record-list-page';
import {
  RecordModuleContext,
  type TRecordCardsProps,
  type TRecordListOptions,
  type TRecordPageModule,
} from './record-module';
import { pick, typeIntoPicker } from './test-helpers';
import { ORG_ID, TEMPLATE_ID, TEST_MODULE, TEST_RECORD } from './test-module';

vi.mock('../../api/client', () => ({
  api: {
    get: vi.fn(),
    post: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    blob: vi.fn(),
    download: vi.fn(),
  },
}));
// A page with the data grid or the pickers renders slowly on two busy cores.
vi.setConfig({ testTimeout: 90_000 });
/** How long to wait for the grid's rows, the grid being a chunk imported after the page. */
const GRID_WAIT = { timeout: 30_000 };

addSharedTexts(TEST_MODULE.key, TEST_MODULE.texts);

function Address() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="address">{search}</output>
      <output data-testid="path">{pathname}</output>
    </>
  );
}

const signIn = (roles: TRole[]) => signInAs(roles, ORG_ID);

const render = (url: string, list?: TRecordListOptions, path = '/checks') =>
  renderPage(
    <RecordModuleContext value={{ manifest: TEST_MODULE, list }}>
      <RecordListPage />
      <Address />
    </RecordModuleContext>,
    { path, url },
  );

/** The page of a module with options beyond its list's (its manifest's flags and answer names). */
const renderModule = (url: string, module: TRecordPageModule) =>
  renderPage(
    <RecordModuleContext value={module}>
      <RecordListPage />
      <Address />
    </RecordModuleContext>,
    { path: '/checks', url },
  );

const lastListCall = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([path]) => path === '/test-records/')
    .at(-1)?.[1]?.params;
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.download).mockReset();
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === '/test-templates/choices/') return [{ id: TEMPLATE_ID, name: 'Склад, версия 2' }] as never;
    if (path === '/test-records/')
      return {
        count: 21,
        next: null,
        previous: null,
        results: [{ ...TEST_RECORD, owner_name: 'Сериков А. Б.' }],
      } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});

/** A phone's screen (below 600 px) for MUI's media queries; the default is jsdom's none at all. */
function onPhone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /max-width:\s*(599|959)/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe("a module's list page", () => {
  it('on a phone lists the rows as links without the grid, its order, size and page in the address', async () => {
    signIn(['auditor']);
    onPhone();
    render('/checks');
    const row = await screen.findByRole('link', { name: /TST-2026-7/ });
    expect(row.getAttribute('href')).toBe(`/check-edit/${TEST_RECORD.id}`);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Найдено: 21' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Сортировка'), { target: { value: 'share' } });
    await waitFor(() => expect(address().get('ordering')).toBe('share'));
    await waitFor(() => expect(lastListCall()?.ordering).toBe('share'));
    fireEvent.change(screen.getByLabelText('Строк на странице'), { target: { value: '10' } });
    await waitFor(() => expect(address().get('page_size')).toBe('10'));
    // 21 rows on pages of 10: three pages, as numbered buttons.
    fireEvent.click(await screen.findByRole('button', { name: /3/ }));
    await waitFor(() => expect(address().get('page')).toBe('3'));
    expect(lastListCall()).toEqual({ page: '3', page_size: '10', ordering: 'share' });
  });

  it('shows the rows as cards when the module has them, with a switch to the table kept', async () => {
    signIn(['auditor']);
    localStorage.clear();
    const Cards = ({ rows, hrefOf }: TRecordCardsProps) => (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <a href={hrefOf(row)}>{String(row.number)}</a>
          </li>
        ))}
      </ul>
    );
    render('/checks', { cards: Cards });
    const card = await screen.findByRole('link', { name: 'TST-2026-7' });
    expect(card.getAttribute('href')).toBe(`/check-edit/${TEST_RECORD.id}`);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    // 21 rows on pages of 20: the cards have their own page buttons.
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(address().get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Таблица' }));
    // The grid is a chunk of its own (decision 103): its first import is slow on busy cores.
    expect(await screen.findAllByRole('columnheader', undefined, GRID_WAIT)).not.toHaveLength(0);
    expect(localStorage.getItem(`hse.list-view.${TEST_MODULE.key}`)).toBe('table');
  });

  it('asks the server for what the address says, and shows the manifest columns', async () => {
    signIn(['auditor']);
    const page = render(
      '/checks?page=2&ordering=-share&kind=plan&starts_on_from=2026-11-01&share_from=abc&bogus=1',
    );
    expect(await screen.findByText('TST-2026-7', undefined, GRID_WAIT)).toBeTruthy();
    expect(lastListCall()).toEqual({
      page: '2',
      page_size: '20',
      ordering: '-share',
      kind: 'plan',
      starts_on_from: '2026-11-01',
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Номер', 'Начало', 'Вид', 'Организация', 'Доля', 'Статус']),
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    for (const text of ['25.11.2026', 'Внеплановая', 'Добыча', 'Сериков А. Б.', '87,5 %', 'Да', 'Черновик'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Проверки' })).toBeTruthy();
    expect(screen.getByText('Найдено: 21')).toBeTruthy();
    expect(page.missing).toEqual([]);
    page.stop();
  });

  it('writes each filter into the address, back on the first page, and exports what is filtered', async () => {
    signIn(['auditor']);
    render('/checks?page=3');
    await screen.findByText('TST-2026-7');
    await pick('filter-kind', 'Плановая');
    await waitFor(() => expect(address().get('kind')).toBe('plan'));
    expect(address().get('page')).toBeNull();
    await typeIntoPicker('filter-starts_on_from', '01112026');
    await waitFor(() => expect(address().get('starts_on_from')).toBe('2026-11-01'));
    // The year being typed (2, 20, 202) never reached the server as a day.
    const asked = vi.mocked(api.get).mock.calls.map(([, options]) => options?.params?.starts_on_from);
    expect(asked.filter((day) => day !== undefined && day !== '2026-11-01')).toEqual([]);
    await act(async () =>
      fireEvent.change(screen.getByTestId('filter-share_from'), { target: { value: '50' } }),
    );
    await waitFor(() => expect(address().get('share_from')).toBe('50'));
    await pick('filter-organization_id', 'Добыча');
    await waitFor(() => expect(address().get('organization_id')).toBe(ORG_ID));
    await waitFor(() =>
      expect(lastListCall()).toMatchObject({ kind: 'plan', starts_on_from: '2026-11-01', share_from: '50' }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('record-export')));
    expect(api.download).toHaveBeenCalledWith('/test-records/export.xlsx', {
      kind: 'plan',
      starts_on_from: '2026-11-01',
      share_from: '50',
      organization_id: ORG_ID,
    });
  });

  it('offers to create only to the roles the manifest names', async () => {
    signIn(['auditor']);
    render('/checks');
    expect(await screen.findByTestId('record-create')).toBeTruthy();
    cleanup();
    signIn(['dotos']);
    render('/checks');
    await screen.findByText('TST-2026-7');
    expect(screen.queryByTestId('record-create')).toBeNull();
  });

  it("keeps a module's own flags in the address, reads renamed answers and offers its own create links", async () => {
    signIn(['auditor']);
    vi.mocked(api.get).mockImplementation(async (path) => {
      if (path === '/organizations/') return ORGANIZATIONS as never;
      if (path === '/test-records/')
        return {
          count: 1,
          next: null,
          previous: null,
          // The API answers the title as `headline` (`answerNames`).
          results: [{ ...TEST_RECORD, title: undefined, headline: 'Склад у причала' }],
        } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    const manifest = {
      ...TEST_MODULE,
      list: {
        ...TEST_MODULE.list,
        columns: ['number', 'title'],
        filters: [],
        answerNames: { title: 'headline' },
        flags: ['overdue'],
      },
    } as typeof TEST_MODULE;
    const links = [
      { to: '/check-create', label: 'titles.create', testId: 'create-check', primary: true },
      { to: '/check-quick', label: 'titles.list', testId: 'create-quick' },
    ];
    renderModule('/checks?overdue=false&flag=1', {
      manifest,
      list: { createLinks: links, exportTestId: 'checks-export' },
    });
    expect(await screen.findByText('Склад у причала')).toBeTruthy();
    expect(lastListCall()).toEqual({ page: '1', page_size: '20', overdue: 'false' });
    expect(screen.getByTestId('create-quick').getAttribute('href')).toBe('/check-quick');
    expect(screen.getByTestId('create-check').textContent).toBe('Новая проверка');
    expect(screen.queryByTestId('record-create')).toBeNull();
    const flag = screen.getByTestId('filter-overdue');
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    // The toggle offers the usual case: a link's `false` is cleared, then `true` is asked.
    await act(async () => fireEvent.click(flag));
    await waitFor(() => expect(address().get('overdue')).toBeNull());
    await act(async () => fireEvent.click(screen.getByTestId('filter-overdue')));
    await waitFor(() => expect(address().get('overdue')).toBe('true'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ overdue: 'true' }));
    expect(screen.getByTestId('filter-overdue').getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByTestId('checks-export')));
    expect(api.download).toHaveBeenCalledWith('/test-records/export.xlsx', { overdue: 'true' });
  });

  it("takes a module's own create links, columns, export id and record address", async () => {
    signIn(['auditor']);
    render('/checks', {
      createLinks: [
        { to: '/check-quick', label: 'titles.list', testId: 'quick' },
        { to: '/check-full', label: 'titles.create', primary: true },
      ],
      columns: ['number', 'title'],
      exportTestId: 'checks-export',
      openHref: (row) => `/check-view/${row.id}`,
    });
    expect((await screen.findByTestId('quick')).getAttribute('href')).toBe('/check-quick');
    expect(screen.getByRole('link', { name: 'Новая проверка' }).getAttribute('href')).toBe('/check-full');
    expect(screen.getByTestId('checks-export')).toBeTruthy();
    await screen.findByText('TST-2026-7');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Номер',
      'Название',
    ]);
  });

  it('shows a link to another list to a reader who may not create, without the add icon', async () => {
    signIn(['auditor']);
    renderModule('/checks', {
      manifest: { ...TEST_MODULE, createRoles: ['admin'] },
      list: {
        createLinks: [
          { to: '/check-parts', label: 'titles.list', testId: 'parts', goes: 'list' },
          { to: '/check-create', label: 'titles.create', testId: 'create', primary: true },
        ],
      },
    } as TRecordPageModule);
    const parts = await screen.findByTestId('parts');
    expect(parts.getAttribute('href')).toBe('/check-parts');
    expect(parts.querySelector('svg')).toBeNull();
    expect(screen.queryByTestId('create')).toBeNull();
  });

  it("takes a module's notice, search label and filters, and opens a row at its own address", async () => {
    signIn(['auditor']);
    render(
      '/checks',
      {
        createLinks: [],
        notice: 'titles.list',
        searchLabel: 'fields.kind',
        filters: ['kind'],
        exportTestId: 'checks-export',
        openHref: (row) => `/check-view/${row.id}`,
      },
      '*',
    );
    await screen.findByText('TST-2026-7');
    expect(screen.queryByTestId('record-create')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Проверки');
    expect(screen.getByLabelText('Вид', { selector: 'input' })).toBeTruthy();
    expect(screen.getByTestId('filter-kind')).toBeTruthy();
    expect(screen.queryByTestId('filter-organization_id')).toBeNull();
    expect(screen.getByTestId('checks-export')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('TST-2026-7')));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/check-view/${TEST_RECORD.id}`));
  });
});
