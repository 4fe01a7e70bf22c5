import { IMPORT_MESSAGES as M, type ImportRowError } from '../../domain/importSchemas';
import {
  contractOf,
  dateCell,
  moneyCell,
  monthText,
  tenantOf,
  type FromSerial,
  type KnownContract,
  type TenantIndex,
  type UnitIndex,
} from './cells';
import type { SheetRow } from './spreadsheet';
import { OPENING_BALANCE_DESCRIPTION } from '../../domain/rentItem';

/**
 * An amount a tenant owed on a day before the product, ready to write as an invoice of its
 * contract: numbered, owed from `dueDate`, counted by every collection figure like any invoice.
 * Its month (`period`, the balance date's) lies before the first month the product invoices the
 * contract, so no rent invoice of the generator ever claims that month (one invoice per contract
 * and month is the database's rule).
 */
export interface PlannedBalance {
  row: number;
  contract: KnownContract;
  balanceDate: string;
  period: string;
  dueDate: string;
  amount: string;
  description: string;
}

/**
 * Checks an opening balances file: each row names a contract through its tenant (and its unit when
 * the tenant has several), the amount owed and the day it was owed on, which must be past and
 * before the contract's first month invoiced; one balance per contract and month.
 */
export function checkBalanceRows(
  rows: SheetRow[],
  known: {
    tenants: TenantIndex;
    units: UnitIndex;
    contractsOfTenant: ReadonlyMap<string, readonly KnownContract[]>;
    /** `${contractId}:${period}` of the invoices the landlord's contracts have. */
    invoicedMonths: ReadonlySet<string>;
  },
  today: string,
  fromSerial: FromSerial,
) {
  const errors: ImportRowError[] = [];
  const balances: PlannedBalance[] = [];
  const seen = new Map<string, number>();
  for (const sheetRow of rows) {
    const { row, cells } = sheetRow;
    const rowErrors: ImportRowError[] = [];
    const balanceDate = dateCell(cells.balance_date, fromSerial);
    if (!balanceDate) rowErrors.push({ row, column: 'balance_date', message: M.date });
    else if (balanceDate > today) rowErrors.push({ row, column: 'balance_date', message: M.balanceInFuture });
    const { tenant, errors: tenantErrors } = tenantOf(sheetRow, known.tenants);
    rowErrors.push(...tenantErrors);
    const found = tenant
      ? contractOf(sheetRow, tenant, known.contractsOfTenant, known.units, balanceDate)
      : { contract: null, errors: [] };
    rowErrors.push(...found.errors);
    const amount = moneyCell(cells.amount, { positive: true });
    if (!amount) rowErrors.push({ row, column: 'amount', message: M.amount });
    const dueDate = cells.due_date ? dateCell(cells.due_date, fromSerial) : balanceDate;
    if (cells.due_date && !dueDate) rowErrors.push({ row, column: 'due_date', message: M.date });
    else if (dueDate && balanceDate && dueDate < balanceDate)
      rowErrors.push({ row, column: 'due_date', message: M.dueBeforeBalance });
    const description = (cells.description ?? '').replace(/\s+/g, ' ').trim() || OPENING_BALANCE_DESCRIPTION;
    if (description.length > 200) rowErrors.push({ row, column: 'description', message: M.description });
    const contract = found.contract;
    if (contract && balanceDate && balanceDate <= today && balanceDate >= contract.firstMonth)
      rowErrors.push({ row, column: 'balance_date', message: M.balanceNotBefore(monthText(contract.firstMonth)) }); // prettier-ignore
    if (rowErrors.length || !contract || !balanceDate || !amount || !dueDate) {
      errors.push(...rowErrors);
      continue;
    }
    const period = `${balanceDate.slice(0, 8)}01`;
    const key = `${contract.id}:${period}`;
    if (known.invoicedMonths.has(key)) {
      errors.push({ row, column: 'balance_date', message: M.balanceMonthTaken });
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, column: 'balance_date', message: M.duplicateInFile(first) });
      continue;
    }
    seen.set(key, row);
    balances.push({ row, contract, balanceDate, period, dueDate, amount, description });
  }
  return { errors, balances };
}
