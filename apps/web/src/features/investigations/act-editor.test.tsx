import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { saveSession } from '../../api/session';
import { INCIDENT, INCIDENT_ID as MESSAGE_ID } from '../../components/incident-test-fixtures';
import RecordEditorPage from '../../components/record-module/record-editor-page';
import { RecordModuleContext } from '../../components/record-module/record-module';
import { ORGANIZATIONS, SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { documentFormOptions } from './document-form-options';
import { DOCUMENT_MANIFESTS } from './document-kind';
import { ACTS_MODULE } from './investigations-module';

vi.mock('../../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

beforeEach(async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/organizations/') return ORGANIZATIONS as never;
    if (path === `/incidents/${MESSAGE_ID}/`) return INCIDENT as never;
    throw new Error(`unexpected GET ${path}`);
  });
  vi.mocked(api.post).mockReset();
  saveSession({
    token: 't',
    user_id: USER_ID,
    roles: ['dotos'],
    organization_name: 'Добыча',
    organization_id: SUBSIDIARY_ID,
    fio: 'Петров П.',
  });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const input = (name: string) =>
  screen.getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

async function openActEditor() {
  const { formSlots, saveAndSend, viewHref, routes = [] } = ACTS_MODULE;
  const route = routes.find((one) => one.path === '/investigation-create/:id');
  const module = { formSlots, saveAndSend, viewHref, routes, route, form: documentFormOptions('act') };
  const page = renderPage(
    <RecordModuleContext value={{ manifest: DOCUMENT_MANIFESTS.act, ...module }}>
      <RecordEditorPage />
    </RecordModuleContext>,
    { path: '/investigation-create/:id', url: `/investigation-create/${MESSAGE_ID}` },
  );
  await screen.findByTestId('document-incident');
  return page;
}

async function addGuilt(index: number, name: string, percent: string) {
  fireEvent.click(screen.getByTestId('add-guilt'));
  await screen.findByTestId(`guilt-${index}`);
  type(`guilt.${index}.full_name`, name);
  type(`guilt.${index}.percent`, percent);
}

describe.each(['ru', 'kk', 'en'] as const)('act editor in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('shows the message, its victims and no missing text', async () => {
    const page = await openActEditor();
    expect(screen.getByTestId('document-incident').textContent).toContain(INCIDENT.number);
    await waitFor(() => expect(input('victims').value).toBe('Сейтқали Нұрлан'));
    expect(screen.getByTestId('record-save-and-send').textContent).toBe(
      i18n.t('investigations:actions.save_and_send'),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      i18n.t('investigations:kinds.act.new'),
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('the degrees of guilt', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('adds up as they are typed and stay within 100 %', async () => {
    await openActEditor();
    type('title', 'Падение с высоты');
    await addGuilt(0, 'Сейтқали Нұрлан', '60');
    await addGuilt(1, 'Мастер участка', '40');
    const total = await screen.findByTestId('guilt-total');
    await waitFor(() => expect(total.textContent).toBe('Итого: 100 %'));
    expect(total.dataset.over).toBe('false');
    expect(screen.queryByTestId('guilt-error')).toBeNull();
  });

  it('a second row leaves the first blank one unmarked until something is typed or saved', async () => {
    await openActEditor();
    fireEvent.click(screen.getByTestId('add-members'));
    await screen.findByTestId('members-0');
    fireEvent.click(screen.getByTestId('add-members'));
    await screen.findByTestId('members-1');
    // The field array validates after an append: give that a moment to show, if it would.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const name of ['members.0.full_name', 'members.1.full_name'])
      expect(screen.getByTestId(`field-${name}`).querySelector('.Mui-error')).toBeNull();

    // Saving marks the row that still has no name.
    type('title', 'Падение с высоты');
    type('members.1.full_name', 'Мастер участка');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(screen.getByTestId('field-members.0.full_name').querySelector('.Mui-error')).not.toBeNull(),
    );
    expect(screen.getByTestId('field-members.1.full_name').querySelector('.Mui-error')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('over 100 % turn red, say why in the reader’s language and block saving', async () => {
    await openActEditor();
    type('title', 'Падение с высоты');
    await addGuilt(0, 'Сейтқали Нұрлан', '70');
    await addGuilt(1, 'Мастер участка', '40');
    await waitFor(() => expect(screen.getByTestId('guilt-total').textContent).toBe('Итого: 110 %'));
    expect(screen.getByTestId('guilt-total').dataset.over).toBe('true');
    expect((await screen.findByTestId('guilt-error')).textContent).toBe(
      i18n.t('messages:investigations.guilt_over_100'),
    );
    fireEvent.click(screen.getByTestId('record-save'));
    fireEvent.click(screen.getByTestId('record-save-and-send'));
    await waitFor(() => expect(screen.getByTestId('guilt-error')).toBeTruthy());
    expect(api.post).not.toHaveBeenCalled();

    // Bringing the total back to 100 % lets it through.
    type('guilt.0.percent', '60');
    await waitFor(() => expect(screen.queryByTestId('guilt-error')).toBeNull());
    vi.mocked(api.post).mockRejectedValue(new Error('offline'));
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [path, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(path).toBe('/investigation-acts/');
    expect(body).toMatchObject({
      incident_id: MESSAGE_ID,
      title: 'Падение с высоты',
      victims: ['Сейтқали Нұрлан'],
      chairman: null,
      guilt: [
        { full_name: 'Сейтқали Нұрлан', position: '', percent: 60 },
        { full_name: 'Мастер участка', position: '', percent: 40 },
      ],
    });
    expect(within(document.body).queryByText('Итого: 100 %')).toBeTruthy();
  });
});
