/*
 * A landlord's expenses and the profit per building (issue 36 items 1 and 2; domain/expenseSchemas.ts):
 * the English, by id (namespace.key), the report's words included.
 */

export const expenses = {
  listed: 'Expenses loaded.',
  found: 'Expense loaded.',
  created: 'Expense recorded.',
  updated: 'Expense updated.',
  deleted: 'Expense deleted.',
  notFound: 'Expense not found.',
  noPermission: 'You do not have permission to view expenses.',
  payloadMalformed: 'The expense form could not be read; send it again.',
  property: 'Choose the property the expense belongs to.',
  unit: 'Choose a unit of that property, or none.',
  amount: 'The amount must be a number greater than 0 with up to 3 decimal places (e.g., 120.000).',
  category:
    'Choose the category: maintenance, utilities, caretaker, cleaning, insurance, management fee, tax and fees or other.',
  vendor: 'Keep the vendor to 120 characters on one line.',
  note: 'Keep the expense note to 500 characters.',
  recurrence: 'Choose whether the expense repeats: none or monthly.',
  fileCount: 'Attach at most 5 receipt files to one expense.',
  reportListed: 'Profit per building loaded.',
  report: {
    title: 'PROFIT PER BUILDING',
    documentTitle: 'Profit per building %{month}',
    month: 'Month: %{month}',
    property: 'Property',
    invoiced: 'Rent invoiced',
    collected: 'Collected',
    otherIncome: 'Other income',
    expenses: 'Expenses',
    net: 'Net',
    total: 'Total',
  },
  categories: {
    maintenance: 'Maintenance',
    utilities: 'Utilities',
    caretaker: 'Caretaker',
    cleaning: 'Cleaning',
    insurance: 'Insurance',
    management_fee: 'Management fee',
    tax_fees: 'Tax and fees',
    other: 'Other',
  },
};
