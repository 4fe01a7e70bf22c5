import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/api/errorText';
import { ApiError } from '../../src/api/ApiError';

describe('errorText (spec section 8)', () => {
  it('shows a string detail as is', () => {
    expect(errorText({ success: false, message: 'Bad request', detail: 'Invoice already paid' })).toBe(
      'Invoice already paid',
    );
  });

  it("joins a list detail's msg fields with '; '", () => {
    const body = {
      detail: [
        { loc: ['body', 'amount'], msg: 'Amount is required', type: 'missing' },
        { loc: ['body', 'currency'], msg: 'Currency is required', type: 'missing' },
      ],
    };
    expect(errorText(body)).toBe('Amount is required; Currency is required');
  });

  it('serialises list entries without msg, and keeps bare strings', () => {
    expect(errorText({ detail: [{ msg: 'First' }, { code: 7 }, 'plain'] })).toBe('First; {"code":7}; plain');
  });

  it('serialises any other detail', () => {
    expect(errorText({ detail: { field: 'amount', reason: 'negative' } })).toBe(
      '{"field":"amount","reason":"negative"}',
    );
    expect(errorText({ detail: 42 })).toBe('42');
  });

  it('falls back to the message when there is no detail', () => {
    expect(errorText({ success: false, message: 'Invoice not found' })).toBe('Invoice not found');
    expect(errorText({ success: false, detail: null, message: 'Invoice not found' })).toBe(
      'Invoice not found',
    );
    expect(errorText({ success: false, detail: '', message: 'Invoice not found' })).toBe('Invoice not found');
  });

  it('accepts the msg field the manual-payment calls answer with', () => {
    expect(errorText({ success: false, msg: 'Payment exceeds balance' })).toBe('Payment exceeds balance');
  });

  it("falls back to 'Something went wrong'", () => {
    expect(errorText({ success: false })).toBe('Something went wrong');
    expect(errorText({ success: false, message: '   ' })).toBe('Something went wrong');
    expect(errorText({ message: 12 })).toBe('Something went wrong');
    for (const body of [null, undefined, 'Bad gateway', 500, true, []]) {
      expect(errorText(body)).toBe('Something went wrong');
    }
  });

  it('uses a custom fallback', () => {
    expect(errorText({ success: false }, 'Failed to load collections')).toBe('Failed to load collections');
  });

  it('never throws on a detail that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorText({ detail: cyclic })).toBe('[object Object]');
  });
});

describe('ApiError', () => {
  it('carries status, body, the application code and errorText as message', () => {
    const body = { success: false, status: 4012, message: 'Token expired' };
    const err = new ApiError(401, body);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('ApiError');
    expect(err.message).toBe('Token expired');
    expect(err.status).toBe(401);
    expect(err.body).toBe(body);
    expect(err.code).toBe(4012);
    expect(new ApiError(500, 'oops').code).toBeUndefined();
    expect(new ApiError(0, null).message).toBe('Something went wrong');
  });
});
