import type { TUserShort } from '@hse/contracts/users';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { i18n } from '../i18n/i18n';
import { SUBSIDIARY_ID } from './test-fixtures';
import { renderPage } from './test-render';
import { UserSelect } from './user-select';

vi.mock('../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));
vi.setConfig({ testTimeout: 30_000 });

const person = (id: string, fio: string, post: string): TUserShort => ({
  id,
  fio,
  post,
  division: 'Цех 1',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  is_active: true,
  has_photo: false,
});
const SERIKOV = person('0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a61', 'Сериков А. Б.', 'Мастер');
const AHMETOVA = person('0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a62', 'Ахметова Д. Е.', 'Инженер');

function Picker({ onPick }: { onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <UserSelect
      label="Ответственный"
      organizationId={SUBSIDIARY_ID}
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
      data-testid="picker"
    />
  );
}

afterEach(cleanup);
beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.get).mockImplementation(async (path, options) => {
    if (path !== '/users/') throw new Error(`unexpected GET ${path}`);
    const search = String(options?.params?.search ?? '');
    const results = [SERIKOV, AHMETOVA].filter((u) => u.fio.includes(search));
    return { count: results.length, next: null, previous: null, results } as never;
  });
  await i18n.changeLanguage('ru');
});

describe('user select', () => {
  it('searches active people of the organization on the server and hands back the one chosen', async () => {
    const onPick = vi.fn();
    const page = renderPage(<Picker onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Ответственный' });
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    await screen.findByText('Сериков А. Б.');
    expect(screen.getByText('Мастер · Цех 1 · Добыча')).toBeTruthy();
    expect(vi.mocked(api.get).mock.calls[0]?.[1]?.params).toMatchObject({
      organization_id: SUBSIDIARY_ID,
      is_active: true,
    });

    fireEvent.change(input, { target: { value: 'Ахм' } });
    await waitFor(() =>
      expect(vi.mocked(api.get).mock.calls.some(([, o]) => o?.params?.search === 'Ахм')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Сериков А. Б.')).toBeNull());
    fireEvent.click(await screen.findByText('Ахметова Д. Е.'));
    expect(onPick).toHaveBeenLastCalledWith(AHMETOVA.id);
    expect((input as HTMLInputElement).value).toBe('Ахметова Д. Е.');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('says nobody was found when the search matches no one', async () => {
    renderPage(<Picker onPick={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Ответственный' });
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Жоқ' } });
    await screen.findByText('Никого не нашлось');
  });
});
