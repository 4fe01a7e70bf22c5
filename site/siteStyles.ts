import { readFileSync } from 'node:fs';

/**
 * The site's stylesheet, inlined into every page's head: one small file that would otherwise be a
 * render-blocking request before the first paint (Lighthouse mobile counts every round trip).
 * Read from the source beside this file, at build time and by the server alike.
 */
export const SITE_CSS = readFileSync(new URL('./site.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{}:;,>])\s*/g, '$1');
