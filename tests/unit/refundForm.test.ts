import { describe, expect, it } from 'vitest';
import { emptyRefundForm, refundPayload, validateRefundForm } from '../../resources/payments/refundForm';

describe('the Refund dialog form', () => {
  it('opens on what is left to refund, with 3 decimals', () => {
    expect(emptyRefundForm('120.5')).toEqual({ amount: '120.500', reason: '' });
  });

  it('refuses an empty, malformed, zero or too large amount, and a blank reason', () => {
    const check = (amount: string, reason = 'ok') => validateRefundForm({ amount, reason }, '100.249');
    expect(check('').amount).toBe('Enter the amount to refund.');
    expect(check('1.2345').amount).toBe('Use up to 3 decimal places (e.g., 100.000)');
    expect(check('abc').amount).toBe('Use up to 3 decimal places (e.g., 100.000)');
    expect(check('0.000').amount).toBe('The amount must be more than 0.');
    expect(check('100.250').amount).toBe(
      'A refund can be at most 100.249 KWD, what is left of this payment.',
    );
    expect(check('100.249', '   ')).toEqual({ reason: 'A reason for the refund is required.' });
    expect(check('100.249')).toEqual({});
  });

  it('sends the amount with 3 decimals and the reason trimmed', () => {
    expect(refundPayload({ amount: ' 50.1 ', reason: ' Overcharged ' })).toEqual({
      amount: '50.100',
      reason: 'Overcharged',
    });
  });
});
