import { PNBR_OBSERVATION_MODULE } from '@hse/contracts/observation-modules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { RecordModuleContext, type TRecordPageModule } from '../../components/record-module/record-module';
import RecordPage from '../../components/record-module/record-page';
import { typeIntoPicker } from '../../components/record-module/test-helpers';
import { HISTORY, ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { ChecksDetails } from './checks-details';
import { ChecksSection } from './checks-section';
import { observationForm } from './observation-form';
import { OBSERVATION_MODULES } from './observations-module';
import { PNBR, PNBR_DRAFT } from './observations-test-fixtures';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));
// The editor with its pickers renders slowly on two busy cores.
vi.setConfig({ testTimeout: 90_000 });

const web = OBSERVATION_MODULES[0];
if (!web) throw new Error('no PNBR module');
addSharedTexts(PNBR_OBSERVATION_MODULE.key, PNBR_OBSERVATION_MODULE.texts);
const MODULE: TRecordPageModule = {
  ...web,
  manifest: PNBR_OBSERVATION_MODULE,
  form: observationForm('pnbr'),
  formSlots: [ChecksSection],
  detailSlots: [ChecksDetails],
};

function answer(path: string): unknown {
  if (path === '/organizations/') return ORGANIZATIONS;
  if (path === `/observations/pnbr/${PNBR.id}/`) return PNBR;
  if (path === `/observations/pnbr/${PNBR_DRAFT.id}/`) return PNBR_DRAFT;
  if (path.endsWith('/history/')) return HISTORY;
  if (path.endsWith('/comments/')) return { results: [], can_comment: true };
  if (path.endsWith('/files/')) return [];
  throw new Error(`unexpected GET ${path}`);
}

const render = (url: string) =>
  renderPage(
    <RecordModuleContext value={MODULE}>
      <RecordPage />
    </RecordModuleContext>,
    { path: url.includes('_edit') ? '/pnbr_edit/:id' : '/pnbr_create', url },
  );
const input = (name: string) =>
  screen.getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

beforeEach(async () => {
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
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

describe('an observation on the generic record page', () => {
  it('a sent one: read-only with its note, its checks under their groups, and no editor', async () => {
    const page = render(`/pnbr_edit/${PNBR.id}`);
    await screen.findByText('Куст 12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(`Наблюдение ПНБР ${PNBR.number}`);
    expect(screen.getByTestId('record-read-only').textContent).toBe(i18n.t('observations:hints.sent'));
    expect(screen.queryByTestId('record-save')).toBeNull();
    const rules = screen.getByTestId('check-group-vital_rules');
    const practices = screen.getByTestId('check-group-work_practices');
    expect(within(rules).getByRole('heading').textContent).toBe('Жизненно важные правила');
    expect(within(rules).queryByTestId('detail-check-housekeeping')).toBeNull();
    expect(within(practices).getByTestId('detail-check-housekeeping').textContent).toBe(
      'БезопасноПроходы свободны',
    );
    expect(within(practices).getByTestId('detail-check-ppe').textContent).toBe('Не наблюдалось');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('a new one: starts in the author’s organization, counts findings and sends only the rated checks', async () => {
    vi.mocked(api.post).mockImplementation(async () => PNBR_DRAFT as never);
    const page = render('/pnbr_create');
    await screen.findByTestId('check-group-vital_rules');
    type('observer', 'Ахметов Арман');
    type('place', 'Куст 12');
    await typeIntoPicker('field-observed_at', '010320261000');
    fireEvent.click(screen.getByTestId('check-hot_work-at_risk'));
    fireEvent.click(screen.getByTestId('check-line_of_fire-safe'));
    fireEvent.click(screen.getByTestId('check-ppe-at_risk'));
    fireEvent.change(await screen.findByTestId('check-comment-ppe'), { target: { value: ' Без очков ' } });
    // A second tap clears the choice: the rule was not observed after all.
    fireEvent.click(screen.getByTestId('check-driving-safe'));
    fireEvent.click(screen.getByTestId('check-driving-safe'));
    await waitFor(() => expect(screen.getByTestId('at-risk-total').textContent).toContain('2'));
    expect(screen.getByTestId('record-save').textContent).toBe('Сохранить черновик');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/observations/pnbr/');
    expect(body).toMatchObject({
      organization_id: SUBSIDIARY_ID,
      observer: 'Ахметов Арман',
      observed_count: 1,
      place: 'Куст 12',
      checks: { hot_work: 'at_risk', line_of_fire: 'safe', ppe: 'at_risk' },
      check_comments: { ppe: 'Без очков' },
    });
    page.stop();
  });

  it('a draft: sends only what changed, its checklist whole, with its version', async () => {
    vi.mocked(api.patch).mockImplementation(async () => ({ ...PNBR_DRAFT, version: 3 }) as never);
    render(`/pnbr_edit/${PNBR_DRAFT.id}`);
    await screen.findByTestId('record-save-and-send');
    await waitFor(() => expect(input('place').value).toBe('Куст 12'));
    type('place_detail', 'Скважина 8');
    fireEvent.click(screen.getByTestId('check-hot_work-safe'));
    fireEvent.click(screen.getByTestId('record-save'));
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
