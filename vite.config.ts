import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenChunk } from './scripts/vite/firstScreenChunk';
import { LANDLORD_DASHBOARD_MODULES, LOGIN_ARABIC_MODULES, PANEL_MODULES } from './scripts/vite/panelRoutes';
import { filesThatReplaceModules } from './tests/unit/replacesModules';

// emotion's cache depends on stylis 4.2 (its own copy); stylis-plugin-rtl and src/i18n/DirectionCache.tsx
// would otherwise bundle the top-level 4.4 beside it: a second parser and prefixer (~2.5 kB gzip)
// on the Arabic login route (bench/README.md). Both take emotion's.
const require = createRequire(import.meta.url);
const emotionStylis = path.join(
  path.dirname(
    require.resolve('stylis/package.json', { paths: [path.dirname(require.resolve('@emotion/cache'))] }),
  ),
  'index.js',
);

/** Unit files that mock a module or stub a global: each keeps its own modules (tests/unit/replacesModules.ts). */
const replacingModules = filesThatReplaceModules('tests/unit');

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // After sign-in, what the landlord's dashboard loads beyond the login route (as
    // bench/bundleBudgets.ts measures it) in two chunks instead of ~65 small ones: the panel's
    // (every role) and the landlord's view.
    firstScreenChunk({
      configFile: path.resolve('vite.config.ts'),
      before: [{ modules: LOGIN_ARABIC_MODULES }],
      parts: [
        { name: 'panel', modules: PANEL_MODULES },
        { name: 'landlord-dashboard', modules: LANDLORD_DASHBOARD_MODULES },
      ],
    }),
  ],
  resolve: {
    // react-router's package exports name only its development build (warnings and long
    // invariant texts); production bundles take the production build it ships beside it.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
            // react-admin imports react-router-dom, whose 'react-router/dom' names the development
            // build too: a second copy of the router (~25 kB gzip) in the signed-in panel.
            {
              find: /^react-router\/dom$/,
              replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
            },
            { find: /^stylis$/, replacement: emotionStylis },
            // node-polyglot's polyfills of Object.entries and Object.hasOwn (their dependencies are
            // ~5 kB gzip after sign-in): the native functions (src/i18n/objectEntries.cjs, hasOwn.cjs).
            { find: /^object\.entries$/, replacement: path.resolve('src/i18n/objectEntries.cjs') },
            { find: /^hasown$/, replacement: path.resolve('src/i18n/hasOwn.cjs') },
          ]
        : [],
  },
  base: '/admin-panel/',
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    // The bench reads the manifest to measure what the login route loads.
    manifest: true,
    // Every browser the panel supports preloads modules natively (Chrome 66, Firefox 115,
    // Safari 17): Vite's polyfill would only add to the login route's budget.
    modulePreload: {
      polyfill: false,
      // The entry names, for each of its dynamic imports, every chunk that import brings, so the
      // browser fetches them at once; the list is part of the login route's download. The printable
      // invoice (a page of its own, opened from an invoice) keeps its chunk and styles there and
      // fetches the rest as its chunk's imports (26 names, 0.4 kB gzip less on the login route).
      resolveDependencies: (filename, deps) =>
        /\/PrintableInvoicePage-[\w-]+\.js$/.test(filename)
          ? deps.filter((dep) => dep === filename || dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      // big.js builds its class with a call at the top of its module, so the bundler keeps it wherever
      // it is imported, called or not. Declared free of side effects, it leaves the landlord's
      // dashboard, which imports modules that import it (domain/dashboardFigures.ts) without calling
      // it (bench/README.md). Every other module keeps its package's own declaration.
      treeshake: {
        moduleSideEffects: (id: string) => (/\/node_modules\/big\.js\//.test(id) ? false : undefined),
      },
      output: {
        // What the sign-in frame (src/auth/AuthPages.tsx, a small chunk of its own) imports, in one
        // chunk beside the entry: the login route then loads four files instead of eleven small
        // shared ones, which compress worse one by one; 3 kB less gzip (bench/README.md).
        codeSplitting: {
          groups: [
            {
              name: 'login-page',
              // What src/auth/AuthPages.tsx imports (each with what it imports in turn).
              test: /(\/src\/auth\/(LoginPage|AuthToast)\.tsx?|\/domain\/panelPaths\.ts|\/src\/auth\/i18n\/authText\.ts|\/src\/theme\.ts|\/@mui\/material\/esm\/(CssBaseline\/CssBaseline|styles\/ThemeProvider)\.js)$/,
            },
          ],
        },
      },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The browser's return from a payment gateway and the sandbox gateway's page are the server's too.
    proxy: { '/api': apiTarget, '/online-payments': apiTarget, '/sandbox-gateway': apiTarget },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test's number of assertions, for the count scripts/test-timing.mjs prints.
    setupFiles: ['tests/countAssertions.ts', 'tests/resourceArabic.ts'],
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine. The
    // API files spend much of their time waiting on PostgreSQL, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: the workers' messages to Vitest are then passed in
    // memory instead of through pipes, one system call each. On a machine where those cost ~1.2 µs
    // (29-11-2026), the whole suite took 530 s instead of 570-625 s, and a quarter less of its time
    // in the kernel (tests/README.md). No file changes process-wide state a thread cannot.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.{ts,tsx}'],
          // One migrated, seeded database of each kind that every file's own starts as a copy of.
          globalSetup: ['tests/databaseTemplates.ts'],
          // The files share a worker's loaded modules instead of importing the whole server anew
          // (2-3 s each). Each builds its own app on its own database and changes no global
          // (no mocks, no environment variables), so nothing carries from one file to the next.
          isolate: false,
        },
      },
      {
        extends: true,
        // Unit and component files that replace no module and no global share their worker's loaded
        // modules (react-admin, MUI and the catalogues imported once per worker, not once per file).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: replacingModules,
          setupFiles: ['tests/unit/domWaits.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that mocks a module or stubs a global keeps a module graph of its own, so that what
        // it replaced cannot reach the next file (tests/unit/replacesModules.ts).
        test: {
          name: 'unit-isolated',
          include: replacingModules,
          setupFiles: ['tests/unit/domWaits.ts'],
        },
      },
    ],
  },
}));
