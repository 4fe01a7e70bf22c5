import { useListContext } from 'react-admin';
import type { ItemOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { maintenanceCsvRow } from './maintenanceCsv';
import { maintenanceRequests } from './maintenanceUi';

/**
 * REPORTED TICKETS' Export: every row the list's filters, search and sort select (all pages, 100 a
 * call, from the same scoped API the list reads), written as reported-tickets.csv.
 */
export function ReportedTicketExportButton() {
  const { filterValues, sort, total } = useListContext<ItemOf<typeof maintenanceRequests.list>>();
  const rows = () =>
    fetchAllPages((query) => dataProvider.call(maintenanceRequests.list, { query }), {
      ...filterValues,
      sort: sort.field,
      order: sort.order.toLowerCase(),
    }).then((items) => items.map(maintenanceCsvRow));
  return <CsvExportButton rows={rows} filename="reported-tickets" disabled={!total} />;
}
