/**
 * The source files whose chunks each measured route loads beside the entry's: the build groups the
 * after-sign-in route's chunks by them (scripts/vite/firstScreenChunk.ts) and the bench measures
 * the same routes against their budgets (bench/bundleBudgets.ts).
 */

/** The sign-in frame and its pages. */
export const LOGIN_MODULES = ['src/auth/AuthPages.tsx'];

/**
 * In Arabic the login page also loads, before it takes over its pre-rendered markup, the Arabic
 * texts of the login page (src/auth/i18n/authText.ts). The right-to-left style flip
 * (src/i18n/rtlFlip.ts) arrives beside them and is not waited for: the pre-rendered page's styles
 * are flipped already (src/i18n/DirectionCache.tsx).
 */
export const LOGIN_ARABIC_MODULES = [...LOGIN_MODULES, 'src/auth/i18n/loginTexts.ar.ts'];

/** After sign-in, every role: the panel and the dashboard page. */
export const PANEL_MODULES = ['src/AdminApp.tsx', 'src/pages/Dashboard.tsx'];

/**
 * The landlord's view of the dashboard (each role's view is a chunk of its own). The charts and
 * the month picker come after the figures and are not counted.
 */
export const LANDLORD_DASHBOARD_MODULES = ['resources/dashboard/PortfolioDashboard.tsx'];
