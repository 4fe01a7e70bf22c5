import { mergeMessages, type Messages } from '../../src/i18n/messages';
import dashboardWords from './dashboardWords.en';

/** Expenses and the profit per building (issue 36 items 1 and 2): the panel's own labels. */
const messages: Messages = {
  resources: { expenses: { name: 'Expense |||| Expenses' } },
  expensesPanel: {
    title: 'Expenses',
    loading: 'Loading...',
    error: 'Something went wrong. Please try again.',
    empty: 'No expenses match.',
    search: 'Search vendor, note or property',
    all: 'All',
    total: 'Total of the filtered expenses: %{amount}',
    add: 'Record expense',
    edit: 'Edit expense',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    confirm_delete: 'Delete this expense of %{amount}? This cannot be undone.',
    deleted: 'Expense removed.',
    saved: 'Expense saved.',
    receipts: 'Receipt files',
    receipts_hint: 'JPG, PNG, PDF, Word or Excel, up to 10 MB each, at most 5.',
    profit: 'Profit per building',
    from_maintenance: 'From a maintenance request',
    charged: 'charged to the tenant',
    recurrence: { none: 'Once', monthly: 'Every month' },
    fields: {
      property: 'Property',
      unit: 'Unit',
      date: 'Date',
      date_from: 'From',
      date_to: 'To',
      amount: 'Amount (KWD)',
      category: 'Category',
      vendor: 'Vendor',
      note: 'Note',
      recurrence: 'Repeats',
    },
    report: {
      title: 'Profit per building',
      month: 'Month',
      all_properties: 'All properties',
      invoiced: 'Rent invoiced',
      collected: 'Collected',
      other_income: 'Other income',
      expenses: 'Expenses',
      total: 'Total',
      csv: 'CSV',
      pdf: 'PDF',
      chart: 'Collected, expenses and net per property',
      back: 'Back to expenses',
      empty: 'No properties to report.',
    },
  },
};

export default mergeMessages(dashboardWords, messages);
