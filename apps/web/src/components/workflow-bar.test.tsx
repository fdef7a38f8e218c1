import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { renderPage } from './test-render';
import { WorkflowBar } from './workflow-bar';

afterEach(cleanup);
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
vi.setConfig({ testTimeout: 30_000 });

const COMMENT_REQUIRED = 'Для этого действия нужен комментарий';

describe('workflow bar', () => {
  it('renders exactly the allowed actions, named in the reader’s language', async () => {
    const page = renderPage(<WorkflowBar actions={['accept_for_work', 'for_revision']} onAct={vi.fn()} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Принять в работу', 'На доработку']);
    await i18n.changeLanguage('kk');
    await screen.findByText('Жұмысқа қабылдау');
    page.stop();
    expect(page.missing).toEqual([]);
  });

  it('renders nothing when no action is allowed', () => {
    const { container } = renderPage(<WorkflowBar actions={[]} onAct={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('takes an action without a question when it needs neither comment nor confirmation', async () => {
    const onAct = vi.fn().mockResolvedValue(undefined);
    renderPage(<WorkflowBar actions={['accept_for_work']} onAct={onAct} />);
    fireEvent.click(screen.getByTestId('workflow-action-accept_for_work'));
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('accept_for_work'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a comment, shows the server’s refusal of an empty one, then sends the comment', async () => {
    const onAct = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, COMMENT_REQUIRED, { comment: [COMMENT_REQUIRED] }))
      .mockResolvedValueOnce(undefined);
    renderPage(<WorkflowBar actions={['for_revision']} onAct={onAct} />);
    fireEvent.click(screen.getByTestId('workflow-action-for_revision'));
    const dialog = await screen.findByRole('dialog', { name: 'На доработку' });
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await screen.findByText(COMMENT_REQUIRED);
    expect(onAct).toHaveBeenLastCalledWith('for_revision', '');
    // Shown on the field only, not a second time in an alert.
    expect(screen.queryByTestId('confirm-dialog-error')).toBeNull();
    expect(dialog).toBeTruthy();

    fireEvent.change(screen.getByTestId('workflow-comment'), { target: { value: '  Уточните место  ' } });
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(onAct).toHaveBeenLastCalledWith('for_revision', 'Уточните место'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before approving and shows a conflict in the dialog', async () => {
    const onAct = vi.fn().mockRejectedValue(new ApiError(409, 'Это действие сейчас недоступно'));
    renderPage(<WorkflowBar actions={['approve']} onAct={onAct} />);
    fireEvent.click(screen.getByTestId('workflow-action-approve'));
    await screen.findByText('Выполнить действие «Утвердить»?');
    expect(onAct).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    expect((await screen.findByTestId('confirm-dialog-error')).textContent).toBe(
      'Это действие сейчас недоступно',
    );
    expect(onAct).toHaveBeenCalledWith('approve', undefined);
  });
});
