import { displayDateTime } from '../../domain/displayDates';
import { defaultDisplayLocale } from '../../domain/displayLocale';
import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import { moneyText } from '../../domain/money';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './maintenanceUi';

/** A moment as the screens show it (DD-MM-YYYY HH:mm, Kuwait time), or an empty cell for none. */
// A cell is data: the reader's digits, without the isolate marks a right-to-left line needs.
const moment = (iso: string | null) =>
  iso ? displayDateTime(iso, { ...defaultDisplayLocale(), isolateDates: false }) : '';

/**
 * One row of the REPORTED TICKETS export, with the columns a person reads, not the API's fields.
 * The cost is a plain 3-decimal number (a spreadsheet sums it), never the screens' '{n} KWD'.
 */
export const maintenanceCsvRow = (t: MaintenanceRecord) => ({
  Number: t.number,
  Title: t.title,
  Category: CATEGORY_LABELS[t.category] ?? t.category,
  Priority: PRIORITY_LABELS[t.priority] ?? t.priority,
  Status: STATUS_LABELS[t.status] ?? t.status,
  Property: t.property_name,
  Unit: t.unit_no,
  Tenant: t.tenant_name ?? '',
  Assignee: t.assignee_name ?? '',
  Vendor: t.vendor_name ?? '',
  Created: moment(t.created_at),
  Deadline: moment(t.deadline_at),
  Overdue: t.overdue ? 'Yes' : 'No',
  'Cost (KWD)': t.cost === null || t.cost === '' ? '' : moneyText(t.cost),
});
