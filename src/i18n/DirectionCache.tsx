import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer, type Middleware } from 'stylis';
import { BOOT_DIRECTION } from './bootLocale';

/*
 * Right-to-left styles: MUI writes its styles for left-to-right (margin-left, left: 0 …); in
 * Arabic this emotion cache flips each of them as it is inserted (stylis-plugin-rtl), so every
 * component, ours and react-admin's, mirrors without a second stylesheet. MUI's own guide: theme
 * direction 'rtl' plus this cache (themeFor in src/theme.ts sets the direction).
 *
 * The flip itself is a chunk of its own (src/i18n/rtlFlip.ts), fetched only for Arabic readers.
 * A pre-rendered sign-in page arrives with its styles already flipped (scripts/prerender/), and
 * emotion does not insert those again, so that page takes over its markup without waiting for the
 * flip (the login route's budget, bench/README.md); everything else waits for loadRtlFlip().
 */
let flip: Middleware | undefined;
const flipOnceLoaded: Middleware = (element, index, children, callback) =>
  flip?.(element, index, children, callback);

const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, flipOnceLoaded] });

let loading: Promise<void> | undefined;

/** Fetches the flip (once); resolves at once for readers of a left-to-right language. */
export function loadRtlFlip(): Promise<void> {
  if (BOOT_DIRECTION !== 'rtl') return Promise.resolve();
  loading ??= import('./rtlFlip').then((module) => {
    flip = module.default;
  });
  return loading;
}

export function DirectionCache({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  if (direction === 'ltr') return <>{children}</>;
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
