// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../domain/invoiceSchemas';
import { INVOICE_STATUSES } from '../../domain/invoiceStatus';
import { chargeErrors } from '../../resources/billing/AddChargeDialog';
import { InvoiceStatusChip } from '../../resources/billing/InvoiceStatusChip';

afterEach(cleanup);

const ID = '6f1c2f7e-0000-4000-8000-000000000001';

describe('InvoiceStatusChip', () => {
  it('labels each status and paints it in a colour of its own', () => {
    render(
      <>
        {INVOICE_STATUSES.map((s) => (
          <InvoiceStatusChip key={s} status={s} />
        ))}
      </>,
    );
    const expected = {
      PAID: ['Paid', 'MuiChip-colorSuccess'],
      PARTIALLY_PAID: ['Partially paid', 'MuiChip-colorWarning'],
      UNPAID: ['Unpaid', 'MuiChip-colorInfo'],
      OVERDUE: ['Overdue', 'MuiChip-colorError'],
      CANCELLED: ['Cancelled', 'MuiChip-colorDefault'],
    } as const;
    for (const [status, [label, colourClass]] of Object.entries(expected)) {
      const chip = screen.getByText(label).closest('.MuiChip-root')!;
      expect(chip.getAttribute('data-status')).toBe(status);
      expect(chip.className).toContain(colourClass);
    }
  });
});

describe('Add charge form', () => {
  it('accepts an amount with up to 3 decimals and a description', () => {
    expect(chargeErrors(ID, 'Water bill', '15.500')).toEqual({});
    expect(chargeErrors(ID, 'Parking', '1,200.25')).toEqual({});
  });

  it("refuses 4 decimals, zero and an empty description with the API's messages", () => {
    expect(chargeErrors(ID, 'Water bill', '15.5005')).toEqual({ amount: INVOICE_MESSAGES.amount });
    expect(chargeErrors(ID, 'Water bill', '0')).toEqual({ amount: INVOICE_MESSAGES.amount });
    expect(chargeErrors(ID, '  ', 'abc')).toEqual({
      description: INVOICE_MESSAGES.description,
      amount: INVOICE_MESSAGES.amount,
    });
  });
});
