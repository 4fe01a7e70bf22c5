import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../resources/billing/billingApi';
import {
  attemptIdFrom,
  isPayableOnline,
  outcomeOf,
} from '../../resources/online-payments/onlinePaymentRules';
import { nextInvoiceToPay } from '../../resources/online-payments/TenantNextInvoiceCard';

const invoice = (overrides: Partial<InvoiceRecord>) => ({ ...base, ...overrides }) as InvoiceRecord;
const base = { id: 'i', invoiceNo: 'INV-1', status: 'UNPAID', balance: '350.000', dueDate: '2026-11-05' };

describe('online payment rules of the panel', () => {
  it('offers Pay only on an open invoice with a balance', () => {
    expect(isPayableOnline({ status: 'UNPAID', balance: '350.000' })).toBe(true);
    expect(isPayableOnline({ status: 'PARTIALLY_PAID', balance: '10.500' })).toBe(true);
    expect(isPayableOnline({ status: 'OVERDUE', balance: '1.000' })).toBe(true);
    expect(isPayableOnline({ status: 'PAID', balance: '0.000' })).toBe(false);
    expect(isPayableOnline({ status: 'CANCELLED', balance: '350.000' })).toBe(false);
    expect(isPayableOnline({ status: 'UNPAID', balance: '0.000' })).toBe(false);
  });

  it('decides the result page by the state only', () => {
    expect(outcomeOf('captured')).toBe('paid');
    expect(outcomeOf('partially_refunded')).toBe('paid');
    expect(outcomeOf('failed')).toBe('unpaid');
    expect(outcomeOf('expired')).toBe('unpaid');
    expect(outcomeOf('pending')).toBe('waiting');
    expect(outcomeOf('unknown')).toBe('waiting');
  });

  it('reads only the attempt id from the address', () => {
    expect(attemptIdFrom('?attempt=abc&receipt_no=X')).toBe('abc');
    expect(attemptIdFrom('?attempt=')).toBeNull();
    expect(attemptIdFrom('')).toBeNull();
  });

  it("picks the tenant's invoice due earliest among those it can pay", () => {
    const invoices = [
      invoice({ id: 'paid', status: 'PAID', balance: '0.000', dueDate: '2026-01-05' }),
      invoice({ id: 'later', dueDate: '2026-12-05' }),
      invoice({ id: 'overdue', status: 'OVERDUE', dueDate: '2026-10-05' }),
    ];
    expect(nextInvoiceToPay(invoices)?.id).toBe('overdue');
    expect(nextInvoiceToPay([invoices[0]!])).toBeNull();
  });
});
