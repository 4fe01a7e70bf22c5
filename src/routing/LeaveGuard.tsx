import { useCallback, useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

/*
 * Issue 31 item 6: work typed into a custom dialog (Add Manual Payment, a refund, a charge…) is
 * not thrown away without a word. The same rule as react-admin's `warnWhenUnsavedChanges` on its
 * forms, and the same question in the reader's language ('ra.message.unsaved_changes').
 */

const QUESTION = 'ra.message.unsaved_changes';

/** Holds a navigation inside the panel (a link, the menu, Back) until the user says to leave. */
function BlockWhileUnsaved() {
  const translate = useTranslate();
  const blocker = useBlocker(true);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate(QUESTION))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, translate]);
  return null;
}

/** Closing or reloading the tab: the browser's own question (it shows no text of ours). */
function AskBeforeUnload() {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return null;
}

/**
 * Rendered inside a dialog or page whose form holds unsaved work. Blocking needs the panel's data
 * router (src/main.tsx); where there is none (a component test), only the tab's question applies.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const canBlock = useCanBlock();
  if (!unsaved) return null;
  return (
    <>
      {canBlock ? <BlockWhileUnsaved /> : null}
      <AskBeforeUnload />
    </>
  );
}

/**
 * For a dialog's own way out by accident (Escape, a click beside it): true when it may close,
 * having asked first when something was typed. The Cancel button closes without asking: it says so.
 */
export function useConfirmDiscard(unsaved: boolean) {
  const translate = useTranslate();
  return useCallback(() => !unsaved || window.confirm(translate(QUESTION)), [unsaved, translate]);
}
