import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MANUAL_PAYMENT_MESSAGES as M } from '../../domain/manualPaymentSchemas';
import { ApiError } from '../../src/api/ApiError';
import { collectionsFailureText } from '../../resources/payments/collectionsApi';
import { paymentFailureToast } from '../../resources/payments/manualPaymentApi';
import {
  ADD_METHODS,
  createPayload,
  emptyPaymentForm,
  isAcceptedAttachment,
  UPDATE_METHODS,
  updatePayload,
  validatePaymentForm,
} from '../../resources/payments/paymentForm';
import {
  defaultDateRange,
  formatDate,
  methodLabel,
  orDash,
  paymentDate,
} from '../../resources/payments/paymentDisplay';

const INVOICE = { id: '6f1c2f7e-0000-4000-8000-0000000000cc', name: 'INV-2026-000019' };

describe('manual payment form rules (spec section 5)', () => {
  it('asks for the invoice, the amount and the currency, each with its message', () => {
    const errors = validatePaymentForm({ ...emptyPaymentForm(), currency: '' }, 'add');
    expect(errors).toEqual({
      invoice: M.invoiceRequired,
      amount: M.amountRequired,
      currency: M.currencyRequired,
    });
    // The update dialog has no invoice to choose.
    expect(validatePaymentForm({ ...emptyPaymentForm(), amount: '5' }, 'update')).toEqual({});
  });

  it('takes digits with up to 3 decimals, commas allowed, and above zero', () => {
    const amount = (value: string) =>
      validatePaymentForm({ ...emptyPaymentForm(), invoice: INVOICE, amount: value }, 'add').amount;
    expect(amount('100.000')).toBeUndefined();
    expect(amount('1,250.5')).toBeUndefined();
    expect(amount('12.3456')).toBe(M.amountDecimals);
    expect(amount('12a')).toBe(M.amountDecimals);
    expect(amount('0')).toBe(M.amountPositive);
    expect(amount('0.000')).toBe(M.amountPositive);
    expect(amount('   ')).toBe(M.amountRequired);
  });

  it('sends the amount as a number with the commas stripped, and the deposit date as an ISO timestamp', () => {
    const deposit = dayjs('2026-10-01T07:30:00+03:00');
    const payload = createPayload({
      ...emptyPaymentForm(),
      invoice: INVOICE,
      amount: '1,000.250',
      method: 'cheque',
      depositReference: ' TRX-9 ',
      depositDate: deposit,
      notes: 'At the branch',
      markAsPaid: true,
    });
    expect(payload).toEqual({
      invoice_id: INVOICE.id,
      amount: 1000.25,
      currency: 'KWD',
      method: 'cheque',
      deposit_reference: 'TRX-9',
      deposit_date: '2026-10-01T04:30:00.000Z',
      notes: 'At the branch',
      mark_as_paid: true,
    });
  });

  it('the update payload carries no invoice nor mark_as_paid, and names the attachments kept', () => {
    const payload = updatePayload(
      { ...emptyPaymentForm(), invoice: INVOICE, amount: '15.5', markAsPaid: true },
      [{ name: 'slip.pdf', url: '/api/files/x' }],
    );
    expect(payload).not.toHaveProperty('invoice_id');
    expect(payload).not.toHaveProperty('mark_as_paid');
    expect(payload).toMatchObject({ amount: 15.5, keep_attachments: ['slip.pdf'] });
  });

  it('offers Bank Transfer, Cash, Cheque on add and Bank Transfer, Cash, POS on update', () => {
    expect(ADD_METHODS.map(methodLabel)).toEqual(['Bank Transfer', 'Cash', 'Cheque']);
    expect(UPDATE_METHODS.map(methodLabel)).toEqual(['Bank Transfer', 'Cash', 'POS']);
  });

  it('accepts images, pdf, doc and docx only', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.webp', 'f.svg', 'g.pdf', 'h.doc', 'i.docx']) {
      expect(isAcceptedAttachment({ name })).toBe(true);
    }
    for (const name of ['a.xlsx', 'b.exe', 'c.txt', 'noextension']) {
      expect(isAcceptedAttachment({ name })).toBe(false);
    }
  });
});

describe('payment list display (spec section 9)', () => {
  it('shows dates DD-MM-YYYY, the deposit date before the creation date, and a dash for empty values', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(paymentDate({ deposit_date: null, created_at: '2026-11-22T10:00:00Z' })).toBe('22-11-2026');
    expect(paymentDate({ deposit_date: '2026-10-01', created_at: '2026-11-22T10:00:00Z' })).toBe(
      '01-10-2026',
    );
    expect(paymentDate({ deposit_date: null, created_at: null })).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(methodLabel(null)).toBe('-');
  });

  it('opens on 6 months before to 6 months after today', () => {
    const { from, to } = defaultDateRange(dayjs('2026-11-22T15:00:00'));
    expect(from.format('YYYY-MM-DD')).toBe('2026-05-22');
    expect(to.format('YYYY-MM-DD')).toBe('2027-05-22');
  });
});

describe('toasts of section 8', () => {
  it('a payment answer with success false shows its message in a green toast; an HTTP error the extracted text in red', () => {
    expect(paymentFailureToast(new ApiError(200, { success: false, msg: 'Invoice already paid' }))).toEqual({
      message: 'Invoice already paid',
      type: 'success',
    });
    const refused = new ApiError(422, {
      success: false,
      message: 'x',
      detail: [
        { loc: ['payload', 'amount'], msg: M.amountDecimals },
        { loc: ['files', 0], msg: M.unsupportedFile },
      ],
    });
    expect(paymentFailureToast(refused)).toEqual({
      message: `${M.amountDecimals}; ${M.unsupportedFile}`,
      type: 'error',
    });
    expect(paymentFailureToast(new ApiError(0, null))).toEqual({
      message: 'Something went wrong',
      type: 'error',
    });
  });

  it('collections: the answer message, else Failed to load collections; an exception Something went wrong', () => {
    expect(collectionsFailureText(new ApiError(200, { success: false, message: 'No landlord' }))).toBe(
      'No landlord',
    );
    expect(collectionsFailureText(new ApiError(200, { success: false }))).toBe('Failed to load collections');
    expect(collectionsFailureText(new ApiError(500, { success: false, message: 'boom' }))).toBe(
      'Something went wrong',
    );
    expect(collectionsFailureText(new TypeError('network'))).toBe('Something went wrong');
  });
});
