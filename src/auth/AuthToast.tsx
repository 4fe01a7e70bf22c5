import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from './i18n/authText';

type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** The page it was shown on: an error stays on it (issue 31 item 10). */
  path: string;
}
type ShowToast = (message: string, kind?: ToastKind) => void;

const ToastContext = createContext<ShowToast>(() => undefined);
const DismissContext = createContext<() => void>(() => undefined);
const TOAST_DURATION_MS = 5000;
const COLORS: Record<ToastKind, string> = { success: '#2e7d32', error: '#d32f2f' };

/**
 * The auth pages' toast area (spec section 4): one toast at a time, a new one replaces it,
 * 5000 ms, dismissible; success green, failure red. Plain markup rather than MUI's Snackbar
 * and Alert, which would add a tenth to the visitor's first download.
 */
export function AuthToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const { pathname } = useLocation();
  const show = useCallback<ShowToast>(
    (message, kind = 'error') => {
      setToast((previous) => ({ id: (previous?.id ?? 0) + 1, kind, message, path: pathname }));
    },
    [pathname],
  );

  const dismiss = useCallback(() => setToast(null), []);

  // An error belongs to the page that showed it (issue 31 item 10): once the visitor moves on
  // (the right code leads to new-password), the last try's "Invalid code" goes. A success stays,
  // since it is what the move is about ("code sent" on the way to otp, "password saved" at login).
  const shown = toast && (toast.kind !== 'error' || toast.path === pathname) ? toast : null;

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      <section aria-label={t('layout.notifications')} tabIndex={-1} style={areaStyle}>
        {shown ? (
          <div
            key={shown.id}
            role={shown.kind === 'error' ? 'alert' : 'status'}
            style={{ ...toastStyle, background: COLORS[shown.kind] }}
          >
            <span style={{ flex: 1 }}>{shown.message}</span>
            <button
              type="button"
              aria-label={t('layout.dismiss')}
              onClick={() => setToast(null)}
              style={closeStyle}
            >
              ×
            </button>
          </div>
        ) : null}
      </section>
    </ToastContext.Provider>
  );
}

export const useAuthToast = (): ShowToast => useContext(ToastContext);
/** Takes the toast away: a form that now succeeded must not keep its earlier try's error beside it. */
export const useDismissAuthToast = (): (() => void) => useContext(DismissContext);

const areaStyle: React.CSSProperties = {
  position: 'fixed',
  top: 16,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 1400,
  padding: '0 16px',
};
const toastStyle: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  maxWidth: 480,
  width: '100%',
  padding: '12px 16px',
  borderRadius: 8,
  color: '#fff',
  font: '500 0.95rem/1.4 system-ui, sans-serif',
  boxShadow: '0 6px 20px rgba(0,0,0,0.18)',
  pointerEvents: 'auto',
};
const closeStyle: React.CSSProperties = {
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
  padding: 4,
};
