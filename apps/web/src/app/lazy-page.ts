import { type ComponentType, createElement, lazy, useState } from 'react';

/** A page fetched when it first renders, or before (`preload`, which answers its module). */
export type TLazyPage<M extends TPageModule = TPageModule> = ComponentType & { preload: () => Promise<M> };

type TPageModule = { default: ComponentType };

/**
 * React's `lazy` suspends on its first render even when the module has already arrived (the entry
 * fetches the sign-in page beside the app, a route's page is preloaded while its texts come): the
 * route's loader would be painted, then the page a frame later, each costing a slow phone a render.
 * A page already fetched is drawn at once; which way is chosen once per mount, so a later render
 * never swaps the component and loses the page's state.
 */
export function lazyPage<M extends TPageModule>(load: () => Promise<M>): TLazyPage<M> {
  let loaded: ComponentType | undefined;
  const fetchPage = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchPage);
  function LazyPage() {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(LazyPage, { preload: fetchPage });
}

/** The preload of a page made by `lazyPage`; pages made elsewhere have none. */
export function preloadOf(page: ComponentType): (() => Promise<unknown>) | undefined {
  return (page as Partial<TLazyPage>).preload;
}
