import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { prefixer } from 'stylis';
import rtlPluginModule from 'stylis-plugin-rtl';
import { PanelRoot } from '../../src/PanelRoot';
import { emotionStyleTags } from './emotionStyleTags';

// Node loads the plugin's CommonJS build, whose default export arrives wrapped once more.
const rtlPlugin =
  (rtlPluginModule as unknown as { default?: typeof rtlPluginModule }).default ?? rtlPluginModule;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The emotion `<style>` tags that go in the head. */
  styleTags: string;
}

/**
 * Renders the panel's route table at `location` as the browser's first render will (the same
 * <StrictMode> and <PanelRoot>, a StaticRouter for the BrowserRouter), waiting for its lazy
 * chunks, so that hydrateRoot finds exactly this markup. `direction` is the page's language's. Run with NODE_ENV=production: MUI names
 * its classes differently in development, and the browser runs the production build.
 */
export async function renderPanelPage(
  location: string,
  direction: 'ltr' | 'rtl' = 'ltr',
): Promise<RenderedPage> {
  // The browser's cache for that direction (src/i18n/DirectionCache.tsx): its key names the
  // classes, and in right-to-left its plugin flips the styles, so hydration finds the same ones.
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'css' });
  cache.compat = true;
  const errors: unknown[] = [];
  const tree = createElement(
    CacheProvider,
    { value: cache },
    createElement(StrictMode, null, createElement(StaticRouter, { location }, createElement(PanelRoot))),
  );
  const { prelude } = await prerenderToNodeStream(tree, { onError: (err) => void errors.push(err) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (errors.length) throw new Error(`pre-rendering ${location} failed`, { cause: errors[0] });
  return { html, styleTags: emotionStyleTags(cache, html) };
}
