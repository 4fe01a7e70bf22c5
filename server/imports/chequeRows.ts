import { CHEQUE_MESSAGES as Q, chequeNoSchema } from '../../domain/chequeSchemas';
import { IMPORT_MESSAGES as M, type ImportRowError } from '../../domain/importSchemas';
import {
  contractOf,
  dateCell,
  moneyCell,
  monthCell,
  tenantOf,
  type FromSerial,
  type KnownContract,
  type TenantIndex,
  type UnitIndex,
} from './cells';
import type { SheetRow } from './spreadsheet';

/**
 * A post-dated cheque the landlord already holds, ready to write into the register as taken in
 * (RECEIVED, held by the landlord): for its contract's rent month `period`, and linked to that
 * month's invoice when it is issued (an opening balance's month included); otherwise its clearing
 * pays the invoice the month gets, as a scheduled cheque's does.
 */
export interface PlannedCheque {
  row: number;
  contract: KnownContract;
  chequeNo: string;
  bank: string;
  drawerName: string;
  amount: string;
  dueDate: string;
  period: string;
  invoiceId: string | null;
  notes: string | null;
}

const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The register's key of a cheque: its bank and number, as written (case and spaces aside). */
export const chequeKey = (bank: string, chequeNo: string) =>
  `${oneLine(bank).toLowerCase()}\u0000${chequeNo.trim().toLowerCase()}`;

/**
 * Checks a cheques file: each row names a contract through its tenant (and its unit when the
 * tenant has several), the paper's details by the cheque form's rules, the rent month it pays
 * (the due date's unless given) within the contract or with an invoice of the contract; a cheque
 * (bank and number) already in the register, or twice in the file, is refused.
 */
export function checkChequeRows(
  rows: SheetRow[],
  known: {
    tenants: TenantIndex;
    units: UnitIndex;
    contractsOfTenant: ReadonlyMap<string, readonly KnownContract[]>;
    /** `${contractId}:${period}` → the id of that month's invoice (not cancelled). */
    invoiceOfMonth: ReadonlyMap<string, string>;
    /** chequeKey of the cheques already in the landlord's register. */
    heldCheques: ReadonlySet<string>;
  },
  fromSerial: FromSerial,
) {
  const errors: ImportRowError[] = [];
  const cheques: PlannedCheque[] = [];
  const seen = new Map<string, number>();
  for (const sheetRow of rows) {
    const { row, cells } = sheetRow;
    const rowErrors: ImportRowError[] = [];
    const dueDate = dateCell(cells.due_date, fromSerial);
    if (!dueDate) rowErrors.push({ row, column: 'due_date', message: M.date });
    const { tenant, errors: tenantErrors } = tenantOf(sheetRow, known.tenants);
    rowErrors.push(...tenantErrors);
    const found = tenant
      ? contractOf(sheetRow, tenant, known.contractsOfTenant, known.units, dueDate)
      : { contract: null, errors: [] };
    rowErrors.push(...found.errors);
    const chequeNo = chequeNoSchema.safeParse(cells.cheque_no ?? '');
    if (!chequeNo.success) rowErrors.push({ row, column: 'cheque_no', message: Q.chequeNo });
    const bank = oneLine(cells.bank);
    if (!bank || bank.length > 100) rowErrors.push({ row, column: 'bank', message: Q.bank });
    const drawerName = oneLine(cells.drawer_name) || tenant?.name || '';
    if (drawerName.length > 150) rowErrors.push({ row, column: 'drawer_name', message: Q.drawerName });
    const amount = moneyCell(cells.amount, { positive: true });
    if (!amount) rowErrors.push({ row, column: 'amount', message: M.amount });
    const notes = (cells.notes ?? '').trim() || null;
    if (notes && notes.length > 500) rowErrors.push({ row, column: 'notes', message: Q.note });
    const period = cells.rent_month
      ? monthCell(cells.rent_month, fromSerial)
      : dueDate && `${dueDate.slice(0, 8)}01`;
    if (cells.rent_month && !period) rowErrors.push({ row, column: 'rent_month', message: M.month });
    const contract = found.contract;
    const invoiceId = contract && period ? known.invoiceOfMonth.get(`${contract.id}:${period}`) : undefined;
    const inTerm =
      contract && period && period >= `${contract.startDate.slice(0, 8)}01` && period <= contract.endDate;
    if (contract && period && !invoiceId && !inTerm)
      rowErrors.push({ row, column: cells.rent_month ? 'rent_month' : 'due_date', message: M.rentMonthOutside }); // prettier-ignore
    if (rowErrors.length || !contract || !dueDate || !chequeNo.success || !amount || !period) {
      errors.push(...rowErrors);
      continue;
    }
    const key = chequeKey(bank, chequeNo.data);
    if (known.heldCheques.has(key)) {
      errors.push({ row, column: 'cheque_no', message: M.chequeExists });
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, column: 'cheque_no', message: M.duplicateInFile(first) });
      continue;
    }
    seen.set(key, row);
    cheques.push({
      row,
      contract,
      chequeNo: chequeNo.data,
      bank,
      drawerName,
      amount,
      dueDate,
      period,
      invoiceId: invoiceId ?? null,
      notes,
    });
  }
  return { errors, cheques };
}
