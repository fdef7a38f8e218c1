import type { TLanguage } from '@hse/contracts/constants';
import type { TVitalRuleSubcategory } from '@hse/contracts/vital-rule-subcategories';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { clearSession, saveSession } from '../../api/session';
import { HOLDING_ID, ORGANIZATIONS, SUBSIDIARY_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import VitalRulesPage from './vital-rules-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

const ITEM: TVitalRuleSubcategory = {
  id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a70',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  rule: 'energy_isolation',
  name_ru: 'Блокировка задвижек на кустах скважин',
  name_kk: 'Ұңғыма алаңдарындағы ысырмаларды бұғаттау',
  name_en: 'Locking valves on well pads',
  active: true,
  version: 1,
  created_at: '2026-03-01T09:30:00.000Z',
  updated_at: '2026-03-01T09:30:00.000Z',
};

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === '/vital-rule-subcategories/') return [ITEM] as never;
    throw new Error(`unexpected GET ${path}`);
  });
  saveSession({
    token: 't',
    user_id: 'u',
    roles: ['admin'],
    organization_name: 'Демо Ойл',
    organization_id: HOLDING_ID,
    fio: 'Админ',
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe.each<TLanguage>(['ru', 'kk', 'en'])('the life-saving rules screen in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('shows the nine rules with their sub-categories, and no missing text', async () => {
    const page = renderPage(<VitalRulesPage />);
    const card = await screen.findByTestId('rule-energy_isolation');
    const name = { ru: ITEM.name_ru, kk: ITEM.name_kk, en: ITEM.name_en }[lang];
    expect(await within(card).findByText(name)).toBeTruthy();
    expect(screen.getAllByTestId(/^rule-/)).toHaveLength(9);
    expect(
      vi.mocked(api.get).mock.calls.find(([path]) => path === '/vital-rule-subcategories/')?.[1],
    ).toEqual({
      auth: 'optional',
      params: { include_inactive: 'true' },
    });
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('adding a sub-category', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  const openForm = async () => {
    renderPage(<VitalRulesPage />);
    const card = await screen.findByTestId('rule-hot_work');
    fireEvent.click(await within(card).findByRole('button', { name: /Добавить подкатегорию/ }));
    return screen.findByTestId('subcategory-form');
  };
  const type = (form: HTMLElement, field: string, value: string) =>
    fireEvent.change(within(within(form).getByTestId(`field-${field}`)).getByRole('textbox'), {
      target: { value },
    });

  it('validates as one types and sends the rule, the organization and the names', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...ITEM, rule: 'hot_work' } as never);
    const form = await openForm();
    type(form, 'name_ru', 'x'.repeat(201));
    expect(await within(form).findByText('Не больше 200 символов')).toBeTruthy();
    type(form, 'name_ru', 'Огневые работы на установках');
    type(form, 'name_kk', 'Қондырғылардағы отпен жұмыстар');
    type(form, 'name_en', 'Hot work on process units');
    fireEvent.click(within(form).getByTestId('subcategory-save'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/vital-rule-subcategories/', {
        organization_id: HOLDING_ID,
        rule: 'hot_work',
        name_ru: 'Огневые работы на установках',
        name_kk: 'Қондырғылардағы отпен жұмыстар',
        name_en: 'Hot work on process units',
        active: true,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('subcategory-form')).toBeNull());
  });

  it('keeps what was typed and shows the server’s refusal on the field', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(409, 'Уже есть', {
        name_ru: ['У этой организации уже есть подкатегория с таким названием'],
      }),
    );
    const form = await openForm();
    type(form, 'name_ru', 'Дубль');
    type(form, 'name_kk', 'Дубль');
    type(form, 'name_en', 'Duplicate');
    fireEvent.click(within(form).getByTestId('subcategory-save'));
    expect(
      await within(form).findByText('У этой организации уже есть подкатегория с таким названием'),
    ).toBeTruthy();
    expect(within(form).getByDisplayValue('Duplicate')).toBeTruthy();
    expect(screen.getByTestId('subcategory-form')).toBeTruthy();
  });
});
