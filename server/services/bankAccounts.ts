import { eq } from 'drizzle-orm';
import type { BankAccount, BankAccountBody } from '../../domain/bankSettlementSchemas';
import { groupIban } from '../../domain/iban';
import type { Database } from '../db/client';
import { landlordBankAccounts } from '../db/schema';
import { changedFields, recordAudit } from './auditTrail';

/** Issue 20 item 7: the landlord's bank account, where the gateway deposits its settlements. */

type Row = typeof landlordBankAccounts.$inferSelect;

const toAccount = (row: Row): BankAccount => ({
  iban: row.iban,
  iban_display: groupIban(row.iban),
  holder_name: row.holderName,
  bank_name: row.bankName,
  sub_merchant_ref: row.subMerchantRef,
  updated_at: row.updatedAt.toISOString(),
});

export async function findBankAccount(db: Database, landlordId: string): Promise<BankAccount | null> {
  const [row] = await db
    .select()
    .from(landlordBankAccounts)
    .where(eq(landlordBankAccounts.landlordId, landlordId));
  return row ? toAccount(row) : null;
}

/** Creates or replaces the landlord's one account (the IBAN arrives normalised by its schema). */
export async function saveBankAccount(
  db: Database,
  landlordId: string,
  body: BankAccountBody,
  nowMs: number,
): Promise<BankAccount> {
  const values = {
    iban: body.iban,
    holderName: body.holder_name,
    bankName: body.bank_name,
    subMerchantRef: body.sub_merchant_ref,
    updatedAt: new Date(nowMs),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(landlordBankAccounts)
      .where(eq(landlordBankAccounts.landlordId, landlordId))
      .for('update');
    const [row] = await tx
      .insert(landlordBankAccounts)
      .values({ landlordId, ...values })
      .onConflictDoUpdate({ target: landlordBankAccounts.landlordId, set: values })
      .returning();
    // Where the landlord's money is paid out is a money setting: audited (issue 36 item 4).
    await recordAudit(tx, {
      landlordId,
      action: 'setting.bank_account',
      entity: 'setting',
      entityId: landlordId,
      ...changedFields(before ? audited(before) : {}, audited(row!)),
    });
    return toAccount(row!);
  });
}

const audited = (row: Row) => ({
  iban: row.iban,
  holderName: row.holderName,
  bankName: row.bankName,
  subMerchantRef: row.subMerchantRef,
});
