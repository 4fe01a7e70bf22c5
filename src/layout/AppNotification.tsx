import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import type * as ToastModule from './Toast';
import { useWhenIdle } from './useWhenIdle';

/** Spec section 9: toasts last 5000 ms by default; F8 moves focus to the toast area. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = 'F8';

/** The toast's code (./Toast.tsx), fetched once per visit: when the panel is idle, or by the first toast. */
let fetchingToast: Promise<typeof ToastModule> | undefined;
const fetchToast = () => (fetchingToast ??= import('./Toast'));
const Toast = lazy(fetchToast);
const fetchToastNow = () => void fetchToast();

/**
 * The panel's toast area (spec sections 4 and 9): one toast at a time (a new one replaces it),
 * dismissible, success green and failure red. It follows react-admin's Notification (queue, undoable mutations)
 * but adds a close button and the F8 hotkey, which react-admin's has not.
 */
export function AppNotification() {
  const { notifications, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const areaRef = useRef<HTMLElement>(null);

  const [shown, setShown] = useState(0);

  // A new toast replaces the one on screen at once (issue 16): react-admin's queue would show
  // each for its 5 s in turn, so an error from an earlier try appeared after the success that
  // followed it. Only the newest queued toast is shown; the others are dropped unseen.
  useEffect(() => {
    if (!notifications.length) return;
    const newest = notifications[notifications.length - 1];
    const dropped = [...(current ? [current] : []), ...notifications.slice(0, -1)];
    // An undoable mutation runs when its toast goes without Undo (react-admin's contract).
    for (const gone of dropped) if (gone.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    resetNotifications();
    // The queue lives in react-admin's context (an external store we take from), as in its own
    // Notification; taking must happen after render, so an effect it is.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent(newest);
    setShown((n) => n + 1);
    setOpen(true);
  }, [notifications, current, resetNotifications, takeMutation]);

  useWhenIdle(fetchToastNow);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      areaRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const undoable = !!current?.notificationOptions?.undoable;

  // An undoable mutation runs when its toast goes away without Undo (react-admin's contract).
  const onExited = useCallback(() => {
    if (undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [undoable, takeMutation]);
  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  const message =
    typeof current?.message === 'string'
      ? translate(current.message, { _: current.message, ...current.notificationOptions?.messageArgs })
      : current?.message;
  const autoHide = current?.notificationOptions?.autoHideDuration;

  return (
    <CloseNotificationContext.Provider value={close}>
      <section
        ref={areaRef}
        tabIndex={-1}
        aria-label={translate('layout.notifications', { key: TOAST_HOTKEY })}
        style={{ outline: 'none' }}
      >
        {current ? (
          // Nothing is drawn while the toast's code arrives (only if the first toast comes before the
          // panel was idle); its 5 s start once it is drawn.
          <Suspense fallback={null}>
            <Toast
              // A new key per toast restarts the 5 s for the one that replaced the last.
              key={shown}
              type={current.type}
              message={message}
              open={open}
              autoHideDuration={autoHide === undefined ? TOAST_DURATION_MS : autoHide}
              onClose={close}
              onExited={onExited}
              undo={undoable ? { label: translate('ra.action.undo'), onClick: undo } : undefined}
            />
          </Suspense>
        ) : null}
      </section>
    </CloseNotificationContext.Provider>
  );
}
