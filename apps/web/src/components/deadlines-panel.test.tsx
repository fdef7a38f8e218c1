import type { TDeadline } from '@hse/contracts/deadlines';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { i18n } from '../i18n/i18n';
import { DeadlinesPanel } from './deadlines-panel';
import { renderPage } from './test-render';

vi.mock('../api/client', () => ({
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), upload: vi.fn(), blob: vi.fn() },
}));

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();
const deadline = (
  stage: string,
  state: TDeadline['state'],
  due: string,
  done: string | null = null,
): TDeadline => ({
  source: 'incidents.labour_code',
  stage,
  title: `Этап ${stage}`,
  due_at: due,
  done_at: done,
  state,
});

let answer: TDeadline[] = [];
beforeEach(async () => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.get).mockImplementation(async () => answer as never);
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

describe('the deadlines panel', () => {
  it('shows each deadline’s state, the time left or how late it is, and when it was met', async () => {
    answer = [
      deadline('report', 'done_late', at(-30), at(-2)),
      deadline('commission', 'overdue', at(-5.2)),
      deadline('investigation', 'open', at(24 * 5 + 1)),
    ];
    const page = renderPage(
      <DeadlinesPanel path="/incidents/1/deadlines/" title="Сроки по Трудовому кодексу" />,
    );
    const panel = await screen.findByRole('region', { name: 'Сроки по Трудовому кодексу' });
    const report = await within(panel).findByTestId('deadline-report');
    expect(report.textContent).toContain('Выполнено с опозданием');
    expect(report.textContent).toContain('Выполнено ');
    expect(within(panel).getByTestId('deadline-commission').textContent).toContain('Просрочено на 5 часов');
    expect(within(panel).getByTestId('deadline-investigation').textContent).toContain('Осталось 5 дней');
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('/incidents/1/deadlines/');
    page.stop();
  });

  it('stays away when the record has no deadlines', async () => {
    answer = [];
    const page = renderPage(<DeadlinesPanel path="/incidents/2/deadlines/" />);
    await vi.waitFor(() => expect(vi.mocked(api.get)).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByTestId('deadlines')).toBeNull());
    page.stop();
  });
});
