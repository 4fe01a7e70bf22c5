/** Shared by playwright.config.ts and the specs (the specs must not import the config itself). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
