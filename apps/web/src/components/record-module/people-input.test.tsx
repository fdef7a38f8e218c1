import { fields } from '@hse/contracts/record-module/fields';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { renderPage } from '../test-render';
import type { TRecordFormValues } from './form-values';
import { PeopleInput } from './people-input';
import { TEST_MODULE } from './test-module';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

const A = '0196a7e0-0000-7000-8000-00000000000a';
const B = '0196a7e0-0000-7000-8000-00000000000b';
const FIELD = fields.people();
let values: TRecordFormValues = {};

function Form() {
  const form = useForm<TRecordFormValues>({ defaultValues: { helper_ids: [A] } });
  values = form.watch();
  return (
    <PeopleInput
      module={TEST_MODULE}
      name="helper_ids"
      field={FIELD}
      control={form.control}
      label="Соисполнители"
      record={{ helper_ids: [A], helper_names: ['Первов Асан'] } as never}
    />
  );
}

afterEach(cleanup);
beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === '/users/')
      return {
        count: 1,
        next: null,
        previous: null,
        results: [{ id: B, fio: 'Второва Бибигуль', post: '', division: '', organization_name: '' }],
      } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  await i18n.changeLanguage('ru');
});

describe('the people input', () => {
  it('shows the chosen people by name, removes one, and adds one from the picker', async () => {
    renderPage(<Form />);
    const group = screen.getByRole('group', { name: 'Соисполнители' });
    expect(group.textContent).toContain('Первов Асан');
    await act(async () => fireEvent.click(screen.getByTestId('CancelIcon')));
    expect(values.helper_ids).toEqual([]);
    const picker = screen.getByRole('combobox', { name: 'Добавить: Соисполнители' });
    await act(async () => fireEvent.mouseDown(picker));
    await act(async () => fireEvent.change(picker, { target: { value: 'Втор' } }));
    const option = await screen.findByText('Второва Бибигуль', {}, { timeout: 3000 });
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(values.helper_ids).toEqual([B]));
    expect(screen.getByRole('group', { name: 'Соисполнители' }).textContent).toContain('Второва Бибигуль');
  });
});
