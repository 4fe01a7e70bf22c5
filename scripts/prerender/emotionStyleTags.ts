import type { EmotionCache } from '@emotion/cache';

/**
 * The `<style>` tags holding the CSS a server render used, in the form emotion's browser cache
 * takes over (as @emotion/server's extractCriticalToChunks and constructStyleTagsFromChunks make
 * them, which this project does not install): the class rules the markup names, in one tag whose
 * `data-emotion` lists their ids, so the browser does not insert them again; each global style
 * (MUI's CssBaseline, keyframes) in a tag of its own, which emotion's <Global> re-uses. The cache
 * must have been created with `compat = true`, so that a render stores its rules in
 * `cache.inserted` instead of writing `<style>` tags into the markup.
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const namedInMarkup = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]),
  );
  const tags: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else if (namedInMarkup.has(id)) {
      classIds.push(id);
      classCss += rules;
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`);
  return tags.join('');
}
