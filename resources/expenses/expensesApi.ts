import { EXPENSE_PATHS, PROPERTY_LIST_PATH } from '../../domain/contracts/panelPaths';
import type { ExpenseRecord, ProfitReport } from '../../domain/expenseRecord';
import type { ExpenseCategory, ExpenseRecurrence } from '../../domain/expenseSchemas';
import { saveBlob } from '../../src/api/downloadFile';
import { payloadForm } from '../../src/api/payloadForm';
import { dataProvider } from '../../src/providers/dataProvider';

/** Expenses' calls to /api/expenses (issue 36 items 1 and 2), typed by the contract. */

// Paths only (the dashboard's net card imports this file): no zod in the dashboard's chunks.
export const E = EXPENSE_PATHS;
const PROPERTIES = PROPERTY_LIST_PATH;
export type { ExpenseRecord, ProfitReport };

export interface ExpenseFilter {
  q: string;
  property_id: string;
  category: '' | ExpenseCategory;
  date_from: string;
  date_to: string;
}

export const fetchExpenses = (filter: ExpenseFilter, page: number, pageSize: number, signal?: AbortSignal) =>
  dataProvider.call(E.list, {
    query: {
      q: filter.q || undefined,
      property_id: filter.property_id || undefined,
      category: filter.category || undefined,
      date_from: filter.date_from || undefined,
      date_to: filter.date_to || undefined,
      page,
      pageSize,
    },
    signal,
  });

export const fetchPropertyChoices = () =>
  dataProvider
    .call(PROPERTIES.list, {
      query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
    })
    .then((r) => r.items.map((p) => ({ id: String(p.id), name: String(p.name) })));

export interface ExpenseInput {
  property_id: string;
  date: string;
  amount: string;
  category: ExpenseCategory | '';
  vendor: string;
  note: string;
  recurrence: ExpenseRecurrence;
}

export function saveExpense(id: string | null, input: ExpenseInput, files: File[]) {
  const body = payloadForm(
    {
      property_id: input.property_id,
      date: input.date,
      amount: input.amount,
      category: input.category,
      vendor: input.vendor.trim() || null,
      note: input.note.trim() || null,
      recurrence: input.recurrence,
    },
    files,
  );
  return id
    ? dataProvider.call(E.update, { params: { id }, body: body as never })
    : dataProvider.call(E.create, { body: body as never });
}

export const removeExpense = (id: string) => dataProvider.call(E.delete, { params: { id } });

export const fetchProfit = (month: string, propertyId: string, signal?: AbortSignal) =>
  dataProvider
    .call(E.profit, { query: { month, property_id: propertyId || undefined }, signal })
    .then((r) => r.data);

export async function downloadProfit(kind: 'csv' | 'pdf', month: string, propertyId: string) {
  const file: unknown = await dataProvider.call(kind === 'csv' ? E.profitCsv : E.profitPdf, {
    query: { month, property_id: propertyId || undefined },
    headers: { Accept: kind === 'csv' ? 'text/csv, application/json' : 'application/pdf, application/json' },
  });
  // The CSV comes back as text (the client reads text/* so), the PDF as a Blob.
  const blob =
    typeof file === 'string'
      ? new Blob([file], { type: 'text/csv' })
      : typeof (file as Blob | null)?.arrayBuffer === 'function'
        ? (file as Blob)
        : null;
  if (!blob) throw new Error('The file could not be downloaded.');
  saveBlob(blob, `profit-${month}.${kind}`);
}
