import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page that can also be fetched before it renders. */
export type TLazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): TLazyPage {
  const page = lazy(load) as TLazyPage;
  page.preload = load;
  return page;
}

/** The preload of a page made by `lazyPage`; pages made elsewhere have none. */
export function preloadOf(page: LazyExoticComponent<ComponentType>): (() => Promise<unknown>) | undefined {
  return (page as Partial<TLazyPage>).preload;
}
