import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import FormCreatePage from './form-create-page';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn() },
}));
vi.setConfig({ testTimeout: 90_000 });

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const EXISTING = '01900000-0000-7000-8000-000000000009';

const open = (code = 'HSE_FRM_1') =>
  renderPage(<FormCreatePage />, {
    path: code === 'HSE_FRM_1' ? '/forms/HSE_FRM_1' : '/forms/:code',
    url: `/forms/${code}`,
  });
const cell = (path: string) => screen.getByTestId(`cell-${path}`);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/form-definitions/HSE_FRM_1/')
      return { definition: FORM_1, published_at: '', published_by_fio: null, versions: [1] } as never;
    return [] as never;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a new form', () => {
  it('refuses a second one of the period with the server’s message and a link to the first', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(
        409,
        'Форма за этот период уже подана',
        { period: ['Форма за этот период уже подана'] },
        EXISTING,
      ),
    );
    const view = open();
    fireEvent.change(await screen.findByTestId('cell-staff.0.headcount'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('form-save'));
    const error = await screen.findByTestId('form-save-error');
    expect(error.textContent).toContain('Форма за этот период уже подана');
    expect(screen.getByTestId('form-existing').getAttribute('href')).toBe(`/form-edit/${EXISTING}/HSE_FRM_1`);
    const [path, body] = vi.mocked(api.post).mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/form-submissions/');
    expect(body).toMatchObject({
      form_code: 'HSE_FRM_1',
      values: { staff: [{ row: 'employees', headcount: 12 }, { row: 'contractors' }] },
    });
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('does not send a form with a rule’s error, and keeps it for the next visit', async () => {
    const first = open();
    fireEvent.change(await screen.findByTestId('cell-staff.0.headcount'), { target: { value: '12' } });
    fireEvent.change(cell('staff.0.hours'), { target: { value: '0' } });
    fireEvent.change(cell('staff.1.headcount'), { target: { value: '0' } });
    fireEvent.change(cell('staff.1.hours'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('form-send'));
    expect((await screen.findByTestId('form-save-error')).textContent).toContain('Исправьте ошибки в форме');
    expect(api.post).not.toHaveBeenCalled();
    await waitFor(() => expect(localStorage.length).toBe(1));
    first.unmount();
    open();
    expect(((await screen.findByTestId('cell-staff.0.headcount')) as HTMLInputElement).value).toBe('12');
  });

  it('says there is no such form for a code outside the 26', async () => {
    open('HSE_FRM_27');
    expect((await screen.findByText('Такой формы нет.')).textContent).toBe('Такой формы нет.');
  });
});
