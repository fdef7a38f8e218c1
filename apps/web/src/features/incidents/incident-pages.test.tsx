import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { INCIDENT, INCIDENT_ID, INCIDENT_ROW } from '../../components/incident-test-fixtures';
import RecordEditorPage from '../../components/record-module/record-editor-page';
import RecordListPage from '../../components/record-module/record-list-page';
import { RecordModuleContext } from '../../components/record-module/record-module';
import RecordPrintPage from '../../components/record-module/record-print-page';
import RecordViewPage from '../../components/record-module/record-view-page';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { INCIDENT_FORM } from './incident-form-values';
import { INCIDENTS_MODULE } from './incidents-module';

// The pages' whole wording, as the module's boundary registers it when they load.
addSharedTexts(INCIDENT_MODULE.key, INCIDENT_MODULE.texts);

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/incidents/') return { count: 1, next: null, previous: null, results: [INCIDENT_ROW] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/incidents/${INCIDENT_ID}/`) return INCIDENT;
  if (path === `/incidents/${INCIDENT_ID}/documents/`) return { report: null, act: null, bulletin: null };
  // An accident's Labour Code deadlines (decision 049).
  if (path === `/incidents/${INCIDENT_ID}/deadlines/`)
    return [
      {
        source: 'incidents.labour_code',
        stage: 'report',
        title: 'Сообщение о несчастном случае (24 часа)',
        due_at: '2026-03-02T10:00:00.000Z',
        done_at: '2026-03-01T12:00:00.000Z',
        state: 'done',
      },
    ];
  // A message's history: a change of its place.
  if (path.endsWith('/history/'))
    return [{ ...HISTORY[0], changes: { location: { from: 'Куст 1', to: 'Куст 2' } } }];
  if (path.endsWith('/comments/')) return { results: [], can_comment: true };
  if (path.endsWith('/files/')) return [];
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => answer(path) as never);
  vi.mocked(api.post).mockReset();
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: ['dotos'],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Иванов И.',
  });
});
afterEach(cleanup);
// The first render of MUI and the data grid in jsdom takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

/** A generic page as the route table opens it for the incidents module at `path`. */
function open(page: ReactElement, path: string, url = path) {
  const { list, formSlots, detailSlots, sideSlots, headerSlots, editHref, routes, saveAndSend } =
    INCIDENTS_MODULE;
  const route = routes?.find((r) => r.path === path);
  return renderPage(
    <RecordModuleContext
      value={{
        manifest: INCIDENT_MODULE,
        form: INCIDENT_FORM,
        ...{ list, formSlots, detailSlots, sideSlots, headerSlots, editHref, routes, route, saveAndSend },
        startInOwnOrganization: true,
      }}
    >
      {page}
    </RecordModuleContext>,
    { path, url },
  );
}

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];
const view = `/incident-view/${INCIDENT_ID}`;

describe.each(LANGS)('incident pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('list: rows, filters in the query and no missing text', async () => {
    const page = open(<RecordListPage />, '/incident', '/incident?status=sent&special=true');
    // The grid is a chunk of its own, imported after the page (decision 103): slow on busy cores.
    await screen.findByText(INCIDENT.number, undefined, { timeout: 20_000 });
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/incidents/')?.[1]).toEqual({
      params: { page: '1', page_size: '20', status: 'sent', special: 'true' },
    });
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('list: an analytics figure’s narrowing kept in the query, shown, and taken off', async () => {
    const page = open(<RecordListPage />, '/incident', '/incident?victim_body_part=hands,eyes&kind=accident');
    await screen.findByText(INCIDENT.number, undefined, { timeout: 20_000 });
    const listCalls = () => vi.mocked(api.get).mock.calls.filter(([path]) => path === '/incidents/');
    expect(listCalls().at(-1)?.[1]).toEqual({
      params: { page: '1', page_size: '20', kind: 'accident', victim_body_part: 'hands,eyes' },
    });
    const chip = await screen.findByTestId('filter-victim_body_part');
    const { hands, eyes } = INCIDENT_TEXTS.body_parts;
    expect(chip.textContent).toContain(`${hands[lang]}, ${eyes[lang]}`);
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ params: { page: '1', page_size: '20', kind: 'accident' } }),
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('view: fields, victims, allowed actions only', async () => {
    const page = open(<RecordViewPage />, '/incident-view/:id', view);
    await screen.findByText('Сейтқали Нұрлан');
    expect(screen.getByText(INCIDENT_TEXTS.body_parts.hands[lang])).toBeTruthy();
    expect(screen.getByTestId('workflow-action-accept_for_work')).toBeTruthy();
    expect(screen.queryByTestId('workflow-action-approve')).toBeNull();
    // Neither the author nor in an editable state: no edit, no delete.
    expect(screen.queryByTestId('record-save')).toBeNull();
    await screen.findByTestId('incident-document-act');
    expect((await screen.findByTestId('deadline-report')).getAttribute('data-state')).toBe('done');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('editors and the printable copy', async () => {
    const short = open(<RecordEditorPage />, '/message-create');
    await screen.findByTestId('record-save-and-send');
    short.stop();
    cleanup();
    const print = open(<RecordPrintPage />, '/incident-view-copy/:id', `/incident-view-copy/${INCIDENT_ID}`);
    await screen.findByTestId('record-print');
    print.stop();
    expect([...short.missing, ...print.missing]).toEqual([]);
  });
});

const input = (name: string, root: HTMLElement = document.body) =>
  within(root).getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (name: string, value: string, root?: HTMLElement) =>
  fireEvent.change(input(name, root), { target: { value } });

async function choose(name: string, option: string, root: HTMLElement = document.body) {
  fireEvent.mouseDown(within(within(root).getByTestId(`field-${name}`)).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('incident editor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });
  const openEditor = async () => {
    open(<RecordEditorPage />, '/message-create');
    // The message's own sections are a lazy part of the generic editor.
    await screen.findByTestId('field-location');
  };

  it('validates as the user types, with the contract’s texts', async () => {
    await openEditor();
    type('location', 'Куст 12');
    type('location', '');
    await screen.findByText('Заполните поле');
    fireEvent.click(screen.getByTestId('add-victim'));
    type('victims.0.birth_year', '1800');
    await waitFor(() =>
      expect(screen.getByTestId('field-victims.0.birth_year').textContent).toContain('Неверное значение'),
    );
  });

  it('adds and removes victims as rows, each keeping what was typed', async () => {
    await openEditor();
    fireEvent.click(await screen.findByTestId('add-victim'));
    fireEvent.click(screen.getByTestId('add-victim'));
    type('victims.0.full_name', 'Первый');
    type('victims.1.full_name', 'Второй');
    fireEvent.click(
      within(screen.getByTestId('victim-0')).getByRole('button', { name: /Удалить пострадавшего/ }),
    );
    await waitFor(() => expect(screen.queryByTestId('victim-1')).toBeNull());
    expect(input('victims.0.full_name').value).toBe('Второй');
    expect(screen.getByText('Пострадавший 1')).toBeTruthy();
  });

  it('refuses to send an accident without a victim before saving anything', async () => {
    await openEditor();
    await choose('kind', 'Несчастный случай');
    type('occurred_at', '2026-03-01T10:00');
    type('location', 'Куст 12');
    type('description', 'Падение');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Организация/ }).textContent).toBe('Добыча'),
    );
    fireEvent.click(screen.getByTestId('record-save-and-send'));
    expect((await screen.findByTestId('victims-error')).textContent).toBe(
      'Укажите хотя бы одного пострадавшего',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server’s field errors on their fields', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'Проверьте введённые данные', {
        organization_id: ['Можно выбрать только свою организацию или подчинённую ей'],
        'victims.0.position': ['Слишком длинная должность'],
      }),
    );
    await openEditor();
    await choose('kind', 'Пожар');
    type('occurred_at', '2026-03-01T10:00');
    type('location', 'Резервуарный парк');
    type('description', 'Возгорание');
    fireEvent.click(screen.getByTestId('add-victim'));
    const row = screen.getByTestId('victim-0');
    type('victims.0.full_name', 'Ахметов Ержан', row);
    type('victims.0.birth_year', '1990', row);
    type('victims.0.position', 'Оператор', row);
    await choose('victims.0.injury_severity', 'Лёгкая', row);
    await choose('victims.0.outcome', 'Первая помощь (FAC)', row);
    await choose('victims.0.body_part', 'Глаза', row);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Организация/ }).textContent).toBe('Добыча'),
    );
    fireEvent.click(screen.getByTestId('record-save'));

    await screen.findByText('Слишком длинная должность');
    expect(screen.getByTestId('field-organization_id').textContent).toContain(
      'Можно выбрать только свою организацию или подчинённую ей',
    );
    expect(screen.getByTestId('record-form-error').textContent).toContain('Проверьте введённые данные');
    expect(input('location').value).toBe('Резервуарный парк');
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/incidents/');
    expect(body).toMatchObject({
      kind: 'fire',
      organization_id: SUBSIDIARY_ID,
      occurred_at: new Date('2026-03-01T10:00').toISOString(),
      transport: null,
      victims: [
        {
          full_name: 'Ахметов Ержан',
          birth_year: 1990,
          injury_severity: 'light',
          outcome: 'fac',
          body_part: 'eyes',
        },
      ],
    });
  });
});
