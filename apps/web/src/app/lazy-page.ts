import { createElement, lazy, type ComponentType } from 'react';

/** A page whose code is fetched when it is first shown, not with the landing page. */
export type LazyPage<P> = ((props: P) => ReturnType<typeof createElement>) & {
  /** Called by the router when it matches the route, so the chunk loads beside the layout's. */
  preload?: () => Promise<void>;
};

/**
 * The stylesheet of every Mantine component, fetched with the first lazy page: the landing page
 * ships only the styles of the components it uses (landing-styles.ts); everything else gets all.
 */
const loadFullStyles = () => import('./full-styles');

/**
 * A page module's component, loaded on first render together with the full stylesheet. A failed
 * load (a deploy replaced the chunk while this tab was open) throws to the route's error component,
 * which offers a reload (route-error.tsx). The router calls `preload` on a matched route so its
 * chunk loads beside the layout's; `preload: false` is for '/', which signed-out visitors match
 * too (they see the landing page, and must not download the dashboard).
 */
export function lazyPage<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: { preload?: boolean } = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), loadFullStyles()]).then(([module]) => ({
      default: pick(module),
    })));
  const Lazy = lazy(loadOnce);
  const Page = (props: P) => createElement(Lazy, props);
  if (options.preload === false) return Page;
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
