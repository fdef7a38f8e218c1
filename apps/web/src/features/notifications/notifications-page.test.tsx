import type { TLanguage } from '@hse/contracts/constants';
import type { TNotification } from '@hse/contracts/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import NotificationsPage from './notifications-page';

vi.mock('../../api/client', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.setConfig({ testTimeout: 30_000 });

const UNREAD: TNotification = {
  id: 'n1',
  title: { ru: 'Новая заявка', kk: 'Жаңа өтінім', en: 'New request' },
  link: '/administration-users',
  is_read: false,
  created_at: '2026-03-01T09:30:00.000Z',
};
const READ: TNotification = { ...UNREAD, id: 'n2', title: { ru: 'Старое', kk: '', en: '' }, is_read: true };

beforeEach(() => {
  vi.mocked(api.get).mockResolvedValue({ count: 2, next: null, previous: null, results: [UNREAD, READ] });
  vi.mocked(api.post).mockResolvedValue(undefined);
});
afterEach(cleanup);

describe.each<TLanguage>(['ru', 'kk', 'en'])('notifications in %s', (lang) => {
  it('lists titles in the current language (Russian when missing)', async () => {
    await i18n.changeLanguage(lang);
    const page = renderPage(<NotificationsPage />, { url: '/?filter=unread' });
    await screen.findByText(UNREAD.title[lang]);
    expect(screen.getByText('Старое')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/stm/notification/', {
      params: { page: 1, page_size: 20, ordering: '-created_at', is_read: 'false' },
    });
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('notifications behaviour', () => {
  it('marks one read and refreshes the bell; marks all read', async () => {
    await i18n.changeLanguage('ru');
    const page = renderPage(<NotificationsPage />);
    const invalidate = vi.spyOn(page.client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить как прочитанное' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/stm/notification/n1/read/'));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/stm/notification/read-all/'));
  });
});
