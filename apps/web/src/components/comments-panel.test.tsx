import type { TComments } from '@hse/contracts/records';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { i18n } from '../i18n/i18n';
import { CommentsPanel } from './comments-panel';
import { USER_ID } from './test-fixtures';
import { renderPage } from './test-render';

vi.mock('../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

const BASE = '/qorgau/cards/0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a70';

function answer(canComment: boolean) {
  const comments: TComments = {
    results: [
      {
        id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a71',
        author_id: USER_ID,
        author_fio: 'Иванов Иван Иванович',
        text: 'Огородили',
        created_at: '2026-03-01T09:30:00.000Z',
      },
    ],
    can_comment: canComment,
  };
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `${BASE}/comments/`) return comments as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

describe('the comments panel', () => {
  it('offers the new-comment form to a reader who may comment', async () => {
    answer(true);
    renderPage(<CommentsPanel base={BASE} />);
    await screen.findByText('Огородили');
    expect(screen.getByRole('textbox', { name: 'Новый комментарий' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeTruthy();
    expect(screen.queryByTestId('comments-not-allowed')).toBeNull();
  });

  it('shows a reader outside the record’s reach the discussion and why they cannot add to it', async () => {
    answer(false);
    const page = renderPage(<CommentsPanel base={BASE} />);
    await screen.findByText('Огородили');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
    expect(screen.getByTestId('comments-not-allowed').textContent).toBe(
      'Комментировать запись могут только сотрудники её организации',
    );
    await i18n.changeLanguage('kk');
    await screen.findByText('Жазбаға тек оның ұйымының қызметкерлері түсініктеме жаза алады');
    await i18n.changeLanguage('en');
    await screen.findByText('Only the staff of the record’s organization may comment on it');
    page.stop();
    expect(page.missing).toEqual([]);
  });
});
