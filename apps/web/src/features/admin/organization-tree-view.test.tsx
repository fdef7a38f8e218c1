import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrganizationTree } from '../../components/organization-tree';
import { ORGANIZATIONS } from '../../components/test-fixtures';
import { renderPage } from '../../components/test-render';
import { OrganizationTreeView } from './organization-tree-view';

afterEach(cleanup);

describe('the organization tree', () => {
  const [holding] = buildOrganizationTree(ORGANIZATIONS, 'ru');

  function renderTree(expanded: ReadonlySet<string>) {
    const onToggle = vi.fn();
    const onSelect = vi.fn();
    renderPage(
      <OrganizationTreeView
        nodes={holding ? [holding] : []}
        selectedId={null}
        expanded={expanded}
        onSelect={onSelect}
        onToggle={onToggle}
      />,
    );
    return { onToggle, onSelect, tree: screen.getByRole('tree') };
  }

  it('holds only tree items: the toggles are for the pointer', () => {
    const { tree } = renderTree(new Set([holding?.id ?? '']));
    expect(within(tree).queryAllByRole('button')).toEqual([]);
    expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(1);
  });

  it('opens a branch with the right arrow and closes it with the left one', () => {
    const closed = renderTree(new Set());
    const [item] = within(closed.tree).getAllByRole('treeitem');
    expect(item?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(item as HTMLElement, { key: 'ArrowLeft' });
    expect(closed.onToggle).not.toHaveBeenCalled();
    fireEvent.keyDown(item as HTMLElement, { key: 'ArrowRight' });
    expect(closed.onToggle).toHaveBeenCalledWith(holding?.id);
    cleanup();

    const open = renderTree(new Set([holding?.id ?? '']));
    const [openItem] = within(open.tree).getAllByRole('treeitem');
    fireEvent.keyDown(openItem as HTMLElement, { key: 'ArrowLeft' });
    expect(open.onToggle).toHaveBeenCalledWith(holding?.id);
  });
});
