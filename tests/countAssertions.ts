import { afterEach, expect as globalExpect } from 'vitest';

/*
 * Every test's number of `expect` calls, kept in its metadata so that the JSON reporter's file
 * carries it (scripts/test-timing.mjs sums it): a faster suite must not be a suite that checks less.
 */

declare module 'vitest' {
  interface TaskMeta {
    /** `expect` calls the test made. */
    assertions?: number;
  }
}

// The tests call the imported `expect`; the test's own (`({ expect }) => …`) counts apart.
afterEach(({ task, expect }) => {
  task.meta.assertions = globalExpect.getState().assertionCalls + expect.getState().assertionCalls;
});
