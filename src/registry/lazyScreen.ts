import { createElement, lazy, type ComponentType } from 'react';

/** A screen whose code comes in a chunk of its own, which can be asked for before it is drawn. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Fetches the screen's chunk (once); resolves when it can be drawn without waiting. */
  preload: () => Promise<void>;
};

/**
 * What `React.lazy` does for a screen, plus `preload()`: the side menu asks for a screen's code
 * when the pointer or the focus comes to its entry, and for every entry once the dashboard is idle
 * (src/registry/screenPreload.ts). A screen whose code has arrived is drawn at once: a React.lazy
 * component suspends on its first render even when its chunk is already here, and React 19 then
 * holds the revealed screen back for 300 ms after its fallback (issue 37 item 3).
 *
 * Every screen and page of a resource module is declared with it:
 *   `list: lazyScreen(() => import('./ThingList'))`
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again on the next ask.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(fetchCode);
  const Screen = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Screen, { preload: () => fetchCode().then(() => undefined) });
}

/** Whether a screen or page component can be fetched ahead (declared with lazyScreen). */
export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';
