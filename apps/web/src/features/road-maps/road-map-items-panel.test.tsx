import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { ROAD_MAP_MODULE, type TRoadMapItem } from '@hse/contracts/road-maps';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { queriesOf } from '../../components/record-module/record-queries';
import { SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { addSharedTexts, i18n } from '../../i18n/i18n';
import { RoadMapItemsPanel } from './road-map-items-panel';

// The pages' whole wording, as the module's boundary registers it when they load.
addSharedTexts(ROAD_MAP_MODULE.key, ROAD_MAP_MODULE.texts);

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));

const MAP_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4c01';
const ITEM_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4c02';
const STAMP = '2026-03-01T09:30:00.000Z';

const map: TRecordItem = {
  id: MAP_ID,
  number: 'RM-DOG-P-2026-00001',
  status: 'draft',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  created_at: STAMP,
  created_by: USER_ID,
  created_by_fio: 'Работников Ерболат',
  updated_at: STAMP,
  version: 3,
  year: 2026,
  allowed_actions: ['send_to_agreement'],
  can_edit: true,
  can_delete: true,
};
const item: TRoadMapItem = {
  id: ITEM_ID,
  version: 1,
  category: 'fire_safety',
  event_number: '3.1',
  work_type: 'technical',
  name: 'Перезарядка огнетушителей',
  responsible: 'Инженер по пожарной безопасности',
  finish_form: 'Акт',
  count: 120,
  unit: 'шт.',
  budget: 720.5,
  needed_funding: 800,
  risk: 'medium',
  due_on: '2026-04-30',
  fact: null,
  percent: null,
  comment: null,
  can_edit: true,
  can_report: true,
};

/** The record page's workflow bar, as far as the panel hears of it: the send it takes. */
function Send() {
  const act = queriesOf(ROAD_MAP_MODULE).useAction();
  return (
    <button type="button" onClick={() => act.mutate({ record: map, action: 'send_to_agreement' })}>
      send
    </button>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/road-maps/${MAP_ID}/items/`) return { results: [item], can_add: true } as never;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the items of a road map', () => {
  it('show each item with its figures, the money labelled with the map’s year', async () => {
    const page = renderPage(<RoadMapItemsPanel module={ROAD_MAP_MODULE} record={map} refresh={vi.fn()} />);
    const shown = await screen.findByTestId('item-item');
    expect(shown.textContent).toContain('Перезарядка огнетушителей');
    expect(shown.textContent).toContain('Бюджет 2026, тыс. тенге');
    expect(shown.textContent).toContain('720,5');
    expect(within(shown).getByText('Пожарная безопасность')).toBeTruthy();
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('name the empty fields of a refused map beside their item and take the focus there', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(400, 'Заполните все поля', {
        [`items.${ITEM_ID}.fact`]: ['Заполните поле'],
        [`items.${ITEM_ID}.comment`]: ['Заполните поле'],
      }),
    );
    renderPage(
      <>
        <Send />
        <RoadMapItemsPanel module={ROAD_MAP_MODULE} record={map} refresh={vi.fn()} />
      </>,
    );
    await screen.findByTestId('item-item');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    const missing = await screen.findByTestId('road-map-item-missing');
    expect(missing.textContent).toBe('Не заполнено: Факт, Комментарий');
    await waitFor(() => expect(document.activeElement).toBe(missing));
  });
});
