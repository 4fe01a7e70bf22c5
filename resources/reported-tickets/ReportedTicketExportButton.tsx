import { useListContext } from 'react-admin';
import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import { apiClient } from '../../src/api/httpClient';
import { fetchAllPages, type ListEnvelope } from '../billing/billingApi';
import { CsvExportButton } from '../billing/CsvExportButton';
import { maintenanceCsvRow } from './maintenanceCsv';
import { MAINTENANCE_API } from './maintenanceUi';

/**
 * REPORTED TICKETS' Export: every row the list's filters, search and sort select (all pages, 100 a
 * call, from the same scoped API the list reads), written as reported-tickets.csv.
 */
export function ReportedTicketExportButton() {
  const { filterValues, sort, total } = useListContext<MaintenanceRecord & { id: string }>();
  const rows = () =>
    fetchAllPages(
      (query) => apiClient.get<ListEnvelope<MaintenanceRecord>>(`${MAINTENANCE_API}/list`, { query }),
      { ...filterValues, sort: sort.field, order: sort.order.toLowerCase() },
    ).then((items) => items.map(maintenanceCsvRow));
  return <CsvExportButton rows={rows} filename="reported-tickets" disabled={!total} />;
}
