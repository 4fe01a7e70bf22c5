import { createElement, lazy, type ComponentType } from 'react';
import { whenCatalogueWhole } from '../i18n/panelI18n';
import type { FirstPage, FirstPageContext } from './firstPage';

/** A screen whose code comes in a chunk of its own, which can be asked for before it is drawn. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Fetches the screen's chunk (once); resolves when it can be drawn without waiting. */
  preload: () => Promise<void>;
  /**
   * Asks for the screen's first answer (its module's `firstPage`, if it has one): at once when
   * its code is here, else as soon as it arrives, in parallel with the rest of the chunk's wait.
   */
  askFirstPage: (context: FirstPageContext) => Promise<void>;
};

/** A screen's module: its component, and what it shows first, where that can be asked ahead. */
interface ScreenModule<P extends object> {
  default: ComponentType<P>;
  firstPage?: FirstPage;
}

/**
 * What `React.lazy` does for a screen, plus `preload()`: the side menu asks for a screen's code
 * when the pointer or the focus comes to its entry, and for every entry once the dashboard is idle
 * (src/registry/screenPreload.ts). A screen whose code has arrived is drawn at once: a React.lazy
 * component suspends on its first render even when its chunk is already here, and React 19 then
 * holds the revealed screen back for 300 ms after its fallback (issue 37 item 3).
 *
 * Every screen and page of a resource module is declared with it:
 *   `list: lazyScreen(() => import('./ThingList'))`
 *
 * The screen's code and the reader's whole catalogue are fetched together: the panel starts with
 * the part of the English catalogue its frame and the dashboard say (src/i18n/bootCatalogue.ts),
 * and a screen is drawn only once every word it may say is here, so it never shows a key. The
 * dashboard alone (`{ bootCatalogue: true }`) is drawn from the part the panel starts with.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ScreenModule<P>>,
  { bootCatalogue = false }: { bootCatalogue?: boolean } = {},
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
  // The module alone, which the first page needs (the whole catalogue is for drawing).
  let moduleLoading: Promise<ScreenModule<P>> | undefined;
  let firstPage: FirstPage | undefined | null = null; // null: the module is not here yet
  const fetchModule = () =>
    (moduleLoading ??= load().then(
      (module) => {
        firstPage = module.firstPage;
        return module;
      },
      (error: unknown) => {
        moduleLoading = undefined;
        throw error;
      },
    ));
  const fetchCode = () =>
    (loading ??= Promise.all([fetchModule(), bootCatalogue ? undefined : whenCatalogueWhole()]).then(
      ([module]) => {
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
  const askFirstPage = async (context: FirstPageContext): Promise<void> => {
    if (firstPage !== null) return firstPage?.(context);
    // The screen's own fetch of its code reports a failure when it is drawn.
    const module = await fetchModule().catch(() => undefined);
    return module?.firstPage?.(context);
  };
  return Object.assign(Screen, { preload: () => fetchCode().then(() => undefined), askFirstPage });
}

/** Whether a screen or page component can be fetched ahead (declared with lazyScreen). */
export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';
