import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
          ]
        : [],
  },
  base: '/admin-panel/',
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    // The bench reads the manifest to measure what the login route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The browser's return from a payment gateway and the sandbox gateway's page are the server's too.
    proxy: { '/api': apiTarget, '/online-payments': apiTarget, '/sandbox-gateway': apiTarget },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine. The
    // API files spend much of their time waiting on PostgreSQL, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
