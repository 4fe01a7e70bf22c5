import { CONTRACT_MESSAGES as C, moneySchema } from '../../domain/contractSchemas';
import { IMPORT_MESSAGES as M, type ImportRowError } from '../../domain/importSchemas';
import { money } from '../../domain/money';
import {
  dateCell,
  monthCell,
  tenantOf,
  unitOf,
  type FromSerial,
  type KnownUnit,
  type TenantIndex,
  type UnitIndex,
} from './cells';
import type { SheetRow } from './spreadsheet';

/**
 * A running lease of the file, ready to write. It is written approved, as the lease it is (the
 * landlord signed it before the product): its unit occupied while it runs, renewable and
 * terminable like any approved contract. `invoicedFrom` is the first rent month the product
 * invoices: the month after the import unless the file says otherwise, so the months the landlord
 * already billed are not billed again (what a tenant still owes comes in as an opening balance).
 */
export interface PlannedContract {
  row: number;
  tenantId: string;
  unit: KnownUnit;
  startDate: string;
  endDate: string;
  monthlyRent: string;
  securityDeposit: string;
  /** The deposit the landlord already holds (a receipt entry dated the start), if any. */
  depositReceived: string | null;
  paymentDueDay: number;
  invoicedFrom: string;
}

/** An approved contract's term on a unit: the no-overlap rule's data. */
export interface Term {
  startDate: string;
  endDate: string;
}

const rentSchema = moneySchema(C.monthlyRent, { message: C.monthlyRentNotPositive, zeroAllowed: false });
const depositSchema = moneySchema(C.securityDeposit, {
  message: C.securityDepositNegative,
  zeroAllowed: true,
});

/** The first day of the month after `day`'s. */
export function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const overlaps = (a: Term, b: Term) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * Checks a contracts file: the tenant (Civil ID or email) and the unit (property name, unit
 * number) must be the landlord's, the terms follow the contract form's rules and messages, and no
 * two approved contracts of one unit overlap (the database's exclusion constraint, said per row).
 */
export function checkContractRows(
  rows: SheetRow[],
  known: { tenants: TenantIndex; units: UnitIndex; approvedTerms: ReadonlyMap<string, readonly Term[]> },
  today: string,
  fromSerial: FromSerial,
) {
  const errors: ImportRowError[] = [];
  const contracts: PlannedContract[] = [];
  const inFile = new Map<string, (Term & { row: number })[]>();
  for (const sheetRow of rows) {
    const { row, cells } = sheetRow;
    const rowErrors: ImportRowError[] = [];
    const { tenant, errors: tenantErrors } = tenantOf(sheetRow, known.tenants);
    const { unit, errors: unitErrors } = unitOf(sheetRow, known.units);
    rowErrors.push(...tenantErrors, ...unitErrors);
    const startDate = dateCell(cells.start_date, fromSerial);
    const endDate = dateCell(cells.end_date, fromSerial);
    if (!startDate) rowErrors.push({ row, column: 'start_date', message: M.date });
    if (!endDate) rowErrors.push({ row, column: 'end_date', message: M.date });
    if (startDate && endDate && endDate < startDate)
      rowErrors.push({ row, column: 'end_date', message: C.endBeforeStart });
    const rent = rentSchema.safeParse(cells.monthly_rent ?? '');
    if (!rent.success)
      rowErrors.push({ row, column: 'monthly_rent', message: rent.error.issues[0]!.message });
    const deposit = depositSchema.safeParse(cells.security_deposit || '0');
    if (!deposit.success)
      rowErrors.push({ row, column: 'security_deposit', message: deposit.error.issues[0]!.message });
    const received = cells.deposit_received ? depositSchema.safeParse(cells.deposit_received) : null;
    if (received && !received.success)
      rowErrors.push({ row, column: 'deposit_received', message: received.error.issues[0]!.message });
    if (received?.success && deposit.success && money(received.data).gt(deposit.data))
      rowErrors.push({ row, column: 'deposit_received', message: M.depositOverAgreed });
    const dueDay = cells.payment_due_day ? Number(cells.payment_due_day) : 1;
    if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 28)
      rowErrors.push({ row, column: 'payment_due_day', message: C.dueDay });
    const startMonth = startDate ? `${startDate.slice(0, 8)}01` : null;
    let invoicedFrom: string | null = null;
    if (cells.first_invoice_month) {
      invoicedFrom = monthCell(cells.first_invoice_month, fromSerial);
      if (!invoicedFrom) rowErrors.push({ row, column: 'first_invoice_month', message: M.month });
      else if (startMonth && invoicedFrom < startMonth)
        rowErrors.push({ row, column: 'first_invoice_month', message: M.firstMonthBeforeStart });
    } else if (startMonth) {
      const after = nextMonth(today);
      invoicedFrom = startMonth > after ? startMonth : after;
    }
    if (rowErrors.length || !tenant || !unit || !startDate || !endDate || !invoicedFrom) {
      errors.push(...rowErrors);
      continue;
    }
    const term = { startDate, endDate };
    if ((known.approvedTerms.get(unit.id) ?? []).some((t) => overlaps(t, term))) {
      errors.push({ row, column: 'unit_no', message: C.overlap });
      continue;
    }
    const sameUnit = inFile.get(unit.id) ?? [];
    const clash = sameUnit.find((t) => overlaps(t, term));
    if (clash) {
      errors.push({ row, column: 'unit_no', message: M.overlapInFile(clash.row) });
      continue;
    }
    inFile.set(unit.id, [...sameUnit, { ...term, row }]);
    contracts.push({
      row,
      tenantId: tenant.id,
      unit,
      startDate,
      endDate,
      monthlyRent: rent.data!,
      securityDeposit: deposit.data!,
      depositReceived: received?.data && money(received.data).gt(0) ? received.data : null,
      paymentDueDay: dueDay,
      invoicedFrom,
    });
  }
  return { errors, contracts };
}
