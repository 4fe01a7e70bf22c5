import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createPortal } from 'react-dom';

const titleContainer = () => document.getElementById('react-admin-title');

/**
 * A screen's title in the header's heading (react-admin's TitlePortal, src/layout/AppLayout.tsx),
 * in the same elements and styles as react-admin's `<Title>` draws a text title. The screens that
 * load with the panel use it (the dashboard, Access denied, Not built yet): react-admin's own also
 * brings the editor of its preferences inspector (a filled TextField with MUI's Select and their
 * variants, ~8 kB gzip) into the panel's first download, and the panel offers no such inspector.
 */
export function ScreenTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [container, setContainer] = useState(titleContainer);
  // The header may mount after the screen: look again once both are in the document (the DOM is
  // the outside system read here; react-admin's Title does the same).
  useEffect(() => {
    const found = titleContainer();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (found !== container) setContainer(found);
  }, [container]);
  if (!container) return null;
  return createPortal(
    <span className="RaConfigurable-root" style={{ position: 'relative', display: 'inline-block' }}>
      <span>
        <span>{translate(title, { _: title })}</span>
      </span>
    </span>,
    container,
  );
}
