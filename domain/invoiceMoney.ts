import { formatKwd, money, moneyText, type MoneyInput } from './money';
import { text } from './messages/text';

/**
 * One definition of an invoice's money (issue 16 item 1), used by every screen and report:
 * - expected: the invoice total (rent plus charges) of every invoice that is not cancelled;
 * - received: what payments brought in on it (its receipts);
 * - written off: what a landlord closed without payment ("Mark as paid" on a short payment);
 * - pending: what is still owed, expected - received - written off.
 * So for any landlord, tenant, unit or month: expected = received + written off + pending, to the fils.
 * A cancelled invoice is expected nothing (it cannot be cancelled once it has taken money).
 */
export interface InvoiceMoney {
  expected: string;
  received: string;
  writtenOff: string;
  pending: string;
}

export function invoiceMoney(total: MoneyInput, paid: MoneyInput, writtenOff: MoneyInput): InvoiceMoney {
  return {
    expected: moneyText(total),
    received: moneyText(paid),
    writtenOff: moneyText(writtenOff),
    pending: moneyText(money(total).minus(paid).minus(writtenOff)),
  };
}

export const WRITE_OFF_MESSAGES = {
  label: text('writeOff.label'),
  reasonLabel: text('writeOff.reasonLabel'),
  reasonHelp: text('writeOff.reasonHelp'),
  reasonTooLong: text('writeOff.reasonTooLong'),
  /** The reason kept when "Mark as paid" closes a short payment and none is given. */
  defaultReason: (shortfall: MoneyInput) =>
    text('writeOff.defaultReason', { shortfall: formatKwd(moneyText(shortfall)) }),
  statementDescription: (reason: string) => text('writeOff.statementDescription', { reason }),
} as const;
