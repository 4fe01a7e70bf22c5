import { and, asc, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxGatewayPayments } from '../db/schema';
import { filsToKwd, GatewayError, kwdToFils, type SettlementLine } from './gateway';

/*
 * The sandbox gateway's daily settlement file (issue 20 item 2): what it pays the merchant for
 * one Kuwait day's captures, one line each, less its fee, as a real gateway's settlement report
 * does. Bank and settlements (item 7) reads it to match deposits. Fees are the sandbox's own
 * invention, close to Kuwait's usual: KNET 0.100 KWD a payment, cards 2.5%.
 */

const KUWAIT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export const SANDBOX_SETTLEMENT_HEADER =
  'settlement_date,reference,transaction_id,method,currency,amount,fee,refunded,net';

export const sandboxFeeFils = (method: string | null, amountFils: number) =>
  method === 'card' ? Math.round((amountFils * 25) / 1000) : 100;

/** The CSV for `day` (YYYY-MM-DD, Kuwait time): captures of that day, oldest first. */
export async function sandboxSettlementFile(db: Database, day: string): Promise<string> {
  const start = Date.parse(`${day}T00:00:00.000Z`) - KUWAIT_OFFSET_MS;
  if (Number.isNaN(start)) throw new RangeError(`Not a day: ${day}`);
  const rows = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(
      and(
        gte(sandboxGatewayPayments.capturedAt, new Date(start)),
        lt(sandboxGatewayPayments.capturedAt, new Date(start + DAY_MS)),
      ),
    )
    .orderBy(asc(sandboxGatewayPayments.capturedAt), asc(sandboxGatewayPayments.reference));
  const lines = rows.map((r) => {
    const fee = sandboxFeeFils(r.method, r.amountFils);
    const net = Math.max(r.amountFils - fee - r.refundedFils, 0);
    return [
      day,
      r.reference,
      r.transactionId ?? '',
      r.method ?? '',
      r.currency,
      filsToKwd(r.amountFils),
      filsToKwd(fee),
      filsToKwd(r.refundedFils),
      filsToKwd(net),
    ].join(',');
  });
  return [SANDBOX_SETTLEMENT_HEADER, ...lines].join('\n') + '\n';
}

/** The settlement file read back into lines (what an import of the gateway's report sees). */
export function parseSandboxSettlementFile(csv: string): SettlementLine[] {
  const [header, ...lines] = csv.trim().split('\n');
  if (header !== SANDBOX_SETTLEMENT_HEADER) {
    throw new GatewayError('The settlement file does not have the expected columns.', false);
  }
  return lines.map((line) => {
    const [settlementDate, reference, transactionId, method, currency, amount, fee, refunded, net] =
      line.split(',');
    return {
      settlementDate: settlementDate!,
      gatewayReference: reference!,
      transactionId: transactionId || null,
      method: method || null,
      currency: currency!,
      amountFils: kwdToFils(amount!),
      feeFils: kwdToFils(fee!),
      refundedFils: kwdToFils(refunded!),
      netFils: kwdToFils(net!),
    };
  });
}
