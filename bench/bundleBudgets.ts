/**
 * The panel's download budgets (issue 37 item 4): the login route in each language and what a
 * landlord's browser loads after sign-in before the dashboard's figures show, read from Vite's
 * manifest of `vite build`. `npm run bench` prints these rows; run alone
 * (`npx tsx bench/bundleBudgets.ts` after a build) it exits 1 when a route is over its budget.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANDLORD_DASHBOARD_MODULES,
  LOGIN_ARABIC_MODULES,
  LOGIN_MODULES,
  PANEL_MODULES,
} from '../scripts/vite/panelRoutes';
import { routeInitialJs } from './bundleSize';

export const LOGIN_TARGET_KB = 160;
/** Issue 37 item 4: what a landlord's browser downloads after sign-in before the dashboard's figures show. */
export const AFTER_SIGN_IN_TARGET_KB = 250;

const ROUTES = [
  {
    benchmark: 'login route initial JS (gzip), English',
    route: '/admin-panel/auth/login',
    modules: LOGIN_MODULES,
    targetKb: LOGIN_TARGET_KB,
  },
  {
    benchmark: 'login route initial JS (gzip), Arabic',
    route: '/admin-panel/auth/login',
    modules: LOGIN_ARABIC_MODULES,
    targetKb: LOGIN_TARGET_KB,
  },
  // After sign-in, before the landlord's figures show.
  {
    benchmark: 'after sign-in, landlord dashboard initial JS (gzip)',
    route: '/admin-panel/dashboard',
    modules: [...PANEL_MODULES, ...LANDLORD_DASHBOARD_MODULES],
    targetKb: AFTER_SIGN_IN_TARGET_KB,
  },
];

export interface BudgetRow {
  benchmark: string;
  measured: string;
  target: string;
  ok: 'yes' | 'NO';
}

export function benchBundleBudgets(distDir = path.resolve('dist/admin')): BudgetRow[] {
  return ROUTES.map(({ benchmark, route, modules, targetKb }) => {
    const size = routeInitialJs(distDir, route, modules);
    const kb = size.gzipBytes / 1000;
    return {
      benchmark,
      measured: `${kb.toFixed(1)} kB (${(size.rawBytes / 1000).toFixed(0)} kB raw, ${size.files.length} files)`,
      target: `≤ ${targetKb} kB`,
      ok: kb <= targetKb ? 'yes' : 'NO',
    };
  });
}

// Run alone after `npm run build` (or `npx vite build`): `npx tsx bench/bundleBudgets.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = benchBundleBudgets();
  console.table(rows);
  const over = rows.filter((r) => r.ok === 'NO');
  if (over.length > 0) {
    console.error(`over budget: ${over.map((r) => r.benchmark).join('; ')}`);
    process.exit(1);
  }
}
