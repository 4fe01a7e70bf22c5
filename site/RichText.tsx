import { Fragment, type ReactNode } from 'react';
import { useSite } from './renderSitePage';

const MARKS = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/**
 * A catalogue text with its marks drawn: [words](/path) a link (to the page in the reader's
 * language when it is a site page), **words** strong, {site} the product's name.
 */
export function RichText({ text }: { text: string }) {
  const site = useSite();
  const source = site.text(text);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of source.matchAll(MARKS)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    const [, label, path, strong] = match;
    parts.push(label !== undefined ? <a href={site.href(path!)}>{label}</a> : <strong>{strong}</strong>);
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
