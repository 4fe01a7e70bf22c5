import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/*
 * Right-to-left styles: MUI writes its styles for left-to-right (margin-left, left: 0 …); in
 * Arabic this emotion cache flips each of them as it is inserted, so every component, ours and
 * react-admin's, mirrors without a second stylesheet. MUI's own guide: theme direction 'rtl' plus
 * this cache (themeFor in src/theme.ts sets the direction).
 */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export function DirectionCache({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  if (direction === 'ltr') return <>{children}</>;
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
