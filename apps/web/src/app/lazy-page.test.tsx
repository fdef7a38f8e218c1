import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      count {count}
    </button>
  );
}

/** Every commit of the route's loader, as a page would paint it. */
function renderWithLoader(Page: ComponentType, shown: string[]) {
  function Loader() {
    shown.push('loader');
    return <p>loading</p>;
  }
  return render(
    <Suspense fallback={<Loader />}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('draws a page fetched before its first render at once, without its loader', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    await Page.preload();
    const shown: string[] = [];
    renderWithLoader(Page, shown);
    expect(screen.getByRole('button', { name: 'count 0' })).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('shows the loader for a page not yet fetched, then the page', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    const shown: string[] = [];
    renderWithLoader(Page, shown);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'count 0' })).toBeTruthy();
    expect(shown.length).toBeGreaterThan(0);
  });

  it('keeps the state of a page drawn through its loader when it renders again', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    const view = renderWithLoader(Page, []);
    const button = await screen.findByRole('button', { name: 'count 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
    // The module has arrived by now: a new render must not swap the component under the page.
    view.rerender(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
  });
});
