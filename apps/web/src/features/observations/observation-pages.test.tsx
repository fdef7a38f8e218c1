import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import ObservationCreatePage from './observation-create-page';
import ObservationEditPage from './observation-edit-page';
import ObservationsListPage from './observations-list-page';
import { PNBR, PNBR_DRAFT, PNBR_ROW } from './observations-test-fixtures';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

function answer(path: string): unknown {
  if (path === '/observations/pnbr/' || path === '/observations/driving/')
    return { count: 1, next: null, previous: null, results: [PNBR_ROW] };
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/observations/pnbr/${PNBR.id}/`) return PNBR;
  if (path === `/observations/pnbr/${PNBR_DRAFT.id}/`) return PNBR_DRAFT;
  if (path.endsWith('/history/')) return HISTORY;
  if (path.endsWith('/comments/')) return { results: [], can_comment: true };
  if (path.endsWith('/files/')) return [];
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => answer(path) as never);
  vi.mocked(api.post).mockReset();
  vi.mocked(api.patch).mockReset();
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: [],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Сидоров С.',
  });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const input = (name: string) =>
  screen.getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

const LANGS: TLanguage[] = ['ru', 'kk', 'en'];

describe.each(LANGS)('observation pages in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('list: the kind from the path, filters in the query, findings highlighted', async () => {
    const page = renderPage(<ObservationsListPage />, {
      path: '/driving_observations',
      url: '/driving_observations?status=sent&at_risk=true&date_from=2026-03-01',
    });
    await screen.findByText(PNBR_ROW.number);
    expect(vi.mocked(api.get).mock.calls.find(([path]) => path === '/observations/driving/')?.[1]).toEqual({
      params: { page: 1, page_size: 20, status: 'sent', date_from: '2026-03-01', at_risk: 'true' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      i18n.t('observation_data:lists.driving'),
    );
    expect(screen.getByTestId('filter-at-risk').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('at-risk-count').className).toContain('colorError');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('edit of a sent record: read-only, with its checks and no editor', async () => {
    const page = renderPage(<ObservationEditPage />, {
      path: '/pnbr_edit/:id',
      url: `/pnbr_edit/${PNBR.id}`,
    });
    await screen.findByText('Куст 12');
    expect(screen.getByTestId('observation-read-only')).toBeTruthy();
    expect(screen.queryByTestId('observation-save')).toBeNull();
    expect(screen.queryByTestId('workflow-action-save_and_send')).toBeNull();
    const details = screen.getByTestId('observation-details');
    expect(within(details).getByText(i18n.t('observation_data:vital_rules.hot_work'))).toBeTruthy();
    expect(within(details).getByText(i18n.t('observation_data:check_values.at_risk'))).toBeTruthy();
    // The rules and the practices each under their own heading, every check of the group listed.
    const rules = screen.getByTestId('check-group-vital_rules');
    const practices = screen.getByTestId('check-group-work_practices');
    expect(within(rules).getByRole('heading').textContent).toBe(
      i18n.t('observation_data:sections.vital_rules'),
    );
    expect(within(practices).getByRole('heading').textContent).toBe(
      i18n.t('observation_data:sections.work_practices'),
    );
    expect(within(rules).queryByTestId('detail-check-housekeeping')).toBeNull();
    expect(within(practices).getByTestId('detail-check-housekeeping').textContent).toBe(
      `${i18n.t('observation_data:check_values.safe')}Проходы свободны`,
    );
    expect(within(practices).getByText(i18n.t('observation_data:work_practices.ppe'))).toBeTruthy();
    expect(within(practices).getByTestId('detail-check-ppe').textContent).toBe(
      i18n.t('observations:values.not_observed'),
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('editor: the PNBR checklist as two titled groups, driving as one with the following distance', async () => {
    const page = renderPage(<ObservationCreatePage />, { path: '/pnbr_create', url: '/pnbr_create' });
    const rules = await screen.findByTestId('check-group-vital_rules');
    const practices = screen.getByTestId('check-group-work_practices');
    expect(within(rules).getByText(i18n.t('observation_data:sections.vital_rules'))).toBeTruthy();
    expect(within(practices).getByText(i18n.t('observation_data:sections.work_practices'))).toBeTruthy();
    expect(within(rules).getByTestId('check-hot_work')).toBeTruthy();
    expect(within(rules).queryByTestId('check-ppe')).toBeNull();
    expect(within(practices).getByTestId('check-ppe')).toBeTruthy();
    expect(
      within(practices).getByText(i18n.t('observation_data:work_practices.emergency_readiness')),
    ).toBeTruthy();
    page.stop();
    cleanup();

    const driving = renderPage(<ObservationCreatePage />, {
      path: '/driving_observations_create',
      url: '/driving_observations_create',
    });
    const habits = await screen.findByTestId('check-group-driving_checks');
    expect(screen.queryByTestId('check-group-work_practices')).toBeNull();
    expect(within(habits).getByText(i18n.t('observation_data:driving_checks.distance'))).toBeTruthy();
    driving.stop();
    expect([...page.missing, ...driving.missing]).toEqual([]);
  });
});

describe('observation editor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('validates as the user types and creates with only the rated checks', async () => {
    vi.mocked(api.post).mockImplementation(async () => PNBR_DRAFT as never);
    const page = renderPage(<ObservationCreatePage />, { path: '/pnbr_create', url: '/pnbr_create' });
    type('place', 'Куст 12');
    type('place', '');
    await screen.findByText('Заполните поле');
    type('observer', 'Ахметов Арман');
    type('observed_at', '2026-03-01T10:00');
    type('place', 'Куст 12');
    fireEvent.click(screen.getByTestId('check-hot_work-at_risk'));
    fireEvent.click(screen.getByTestId('check-line_of_fire-safe'));
    fireEvent.click(screen.getByTestId('check-ppe-at_risk'));
    fireEvent.change(await screen.findByTestId('check-comment-ppe'), { target: { value: 'Без очков' } });
    // A second tap clears the choice: the rule was not observed after all.
    fireEvent.click(screen.getByTestId('check-driving-safe'));
    fireEvent.click(screen.getByTestId('check-driving-safe'));
    // Both groups count: the broken rule and the slipped practice.
    await waitFor(() => expect(screen.getByTestId('at-risk-total').textContent).toContain('2'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Организация/ }).textContent).toBe('Добыча'),
    );
    fireEvent.click(screen.getByTestId('observation-save'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/observations/pnbr/');
    expect(body).toMatchObject({
      organization_id: SUBSIDIARY_ID,
      observer: 'Ахметов Арман',
      observed_at: new Date('2026-03-01T10:00').toISOString(),
      observed_count: 1,
      place: 'Куст 12',
      checks: { hot_work: 'at_risk', line_of_fire: 'safe', ppe: 'at_risk' },
      check_comments: { ppe: 'Без очков' },
    });
    expect(body).not.toHaveProperty('driver');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('edits a draft by sending only what changed, with its version', async () => {
    vi.mocked(api.patch).mockImplementation(async () => ({ ...PNBR_DRAFT, version: 3 }) as never);
    renderPage(<ObservationEditPage />, { path: '/pnbr_edit/:id', url: `/pnbr_edit/${PNBR_DRAFT.id}` });
    await screen.findByTestId('observation-save');
    await waitFor(() => expect(input('place').value).toBe('Куст 12'));
    type('place_detail', 'Скважина 8');
    fireEvent.click(screen.getByTestId('check-hot_work-safe'));
    fireEvent.click(screen.getByTestId('observation-save'));
    await waitFor(() => expect(api.patch).toHaveBeenCalled());
    expect(vi.mocked(api.patch).mock.calls[0]).toEqual([
      `/observations/pnbr/${PNBR_DRAFT.id}/`,
      {
        place_detail: 'Скважина 8',
        checks: {
          hot_work: 'safe',
          line_of_fire: 'safe',
          confined_space: 'not_applicable',
          housekeeping: 'safe',
        },
        version: PNBR_DRAFT.version,
      },
    ]);
  });
});
