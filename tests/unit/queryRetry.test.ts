import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { shouldRetry } from '../../src/api/queryClient';

/* Issue 31 item 10 (d): the panel's queries do not ask again after a 4xx answer. */
describe('the panel query client retries', () => {
  it('never after a 4xx: the answer stands (404 not found at once)', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, { message: 'No' }))).toBe(false);
    }
  });

  it('up to 3 times after a network failure or a 5xx', () => {
    for (const error of [new ApiError(0, null), new ApiError(503, null), new Error('offline')]) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false]);
    }
  });
});
