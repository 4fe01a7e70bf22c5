import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { DASHBOARD_PATH, INVITATION_PATH, LOGIN_PATH, PANEL_BASE } from '../domain/panelPaths';
import { continuationFrom, continuesAfterLogin, loginContinuingTo } from './auth/continueAfterLogin';
import { hasStoredSession } from './auth/storedSession';
import { LoadingScreen } from './layout/LoadingScreen';
import { loadRtlFlip } from './i18n/DirectionCache';

// Two chunks: a visitor's first page (the auth pages, MUI only) never loads react-admin.
// In Arabic their texts are a small chunk of their own, fetched before they show.
const AuthPages = lazy(() =>
  import('./auth/AuthPages').then(async (pages) => {
    await pages.whenTextsReady();
    return pages;
  }),
);
// In Arabic the panel's catalogue (its own chunks) is fetched beside the panel, not after it.
const AdminApp = lazy(() =>
  Promise.all([
    import('./AdminApp'),
    import('./i18n/panelI18n').then((m) => m.preloadPanelCatalogue()),
    loadRtlFlip(),
  ]).then(([panel]) => panel),
);
// The printable invoice stands outside the panel layout (spec section 2), in a chunk of its own.
const PrintableInvoicePage = lazy(() =>
  Promise.all([import('../resources/billing/PrintableInvoicePage'), loadRtlFlip()]).then(([page]) => page),
);

/** The auth layout: a signed-in visitor is sent to the dashboard, replacing the history entry. */
function AuthGate() {
  const { pathname, search } = useLocation();
  // An invitation link is for someone else (the invited manager or tenant): never swallow it.
  const isInvitation = pathname === INVITATION_PATH;
  if (hasStoredSession() && !isInvitation) {
    return <Navigate to={continuationFrom(search) ?? DASHBOARD_PATH} replace />;
  }
  return <AuthPages />;
}

/** The signed-in area: without a session, straight to the login page (no react-admin loaded). */
function PanelGate() {
  const { pathname, search } = useLocation();
  if (!hasStoredSession()) {
    // A payment link: sign in first, then continue to it.
    const to = continuesAfterLogin(pathname) ? loginContinuingTo(`${pathname}${search}`) : LOGIN_PATH;
    return <Navigate to={to} replace />;
  }
  return <AdminApp />;
}

/** The standalone printable invoice: signed-in users only; the API decides whose invoice it may show. */
function PrintableInvoiceGate() {
  if (!hasStoredSession()) return <Navigate to={LOGIN_PATH} replace />;
  return <PrintableInvoicePage />;
}

/**
 * The panel's one top-level route table. The browser mounts it inside a data router
 * (src/main.tsx); the build renders the auth pages from it inside a StaticRouter
 * (scripts/prerender-auth-pages.ts), so the pre-rendered markup is the tree the browser hydrates.
 */
export function PanelRoot() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path={`${PANEL_BASE}/auth/*`} element={<AuthGate />} />
        <Route path={PANEL_BASE} element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route path={`${PANEL_BASE}/invoice/detail/:invoiceId`} element={<PrintableInvoiceGate />} />
        <Route path={`${PANEL_BASE}/*`} element={<PanelGate />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
