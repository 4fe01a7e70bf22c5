import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatKwd } from '../../domain/money';
import type { Receipt } from '../../domain/receiptSchemas';
import { apiClient, type QueryValue } from '../../src/api/httpClient';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { LandlordChoiceInput } from '../landlords/LandlordChoiceInput';
import { actsAcrossLandlords, LANDLORD_LABEL } from '../landlords/LandlordSelect';
import { fetchAllPages, type ListEnvelope } from './billingApi';
import { CsvExportButton } from './CsvExportButton';
import { ReceiptPdfButton } from './InvoiceLineTables';
import { dateLabel, methodChoices, methodLabel, receiptCsvRow } from './invoiceModel';
import { DayInput } from '../../src/inputs/DayInput';

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search receipt, payer or invoice" />,
  <DayInput key="dateFrom" source="dateFrom" label="From" alwaysOn />,
  <DayInput key="dateTo" source="dateTo" label="To" alwaysOn />,
  <SelectInput
    key="method"
    source="method"
    label="Method"
    choices={methodChoices}
    alwaysOn
    emptyText="All"
  />,
];

const fetchReceiptPage = (query: Record<string, QueryValue>) =>
  apiClient.get<ListEnvelope<Receipt>>('/receipts/list', { query });

function ReceiptListActions() {
  const { filterValues, sort, total } = useListContext<Receipt>();
  const rows = () =>
    fetchAllPages(fetchReceiptPage, {
      ...filterValues,
      sort: sort.field,
      order: sort.order.toLowerCase(),
    }).then((items) => items.map(receiptCsvRow));
  return (
    <TopToolbar>
      <CsvExportButton rows={rows} filename="receipts" disabled={!total} />
    </TopToolbar>
  );
}

function InvoiceLink({ receipt }: { receipt: Receipt }) {
  return (
    <Link
      component={RouterLink}
      to={`/admin-panel/invoices/detail/${receipt.invoiceId}`}
      onClick={(e) => e.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {receipt.invoiceNo}
    </Link>
  );
}

const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** receipts/list: every receipt issued for a payment; search, date range, method, CSV, a PDF each. */
export default function ReceiptListPage() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Receipt numbers run per landlord: the super admin sees each row's landlord and can pick one.
  const { user, menuUser } = useCurrentUser();
  const acrossLandlords = actsAcrossLandlords(menuUser.roleKey, user?.landlordId);
  const filters = acrossLandlords
    ? [...baseFilters, <LandlordChoiceInput key="landlordId" source="landlordId" alwaysOn />]
    : baseFilters;
  return (
    <List
      resource="receipts"
      title="Receipts"
      filters={filters}
      actions={<ReceiptListActions />}
      perPage={10}
      sort={{ field: 'receivedOn', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Receipt>
          primaryText={(r) =>
            [r.receiptNo, r.payerName, acrossLandlords ? r.landlordName : null].filter(Boolean).join(' · ')
          }
          secondaryText={(r) => (
            <>
              {dateLabel(r.receivedOn)} · {methodLabel(r.method)} · <InvoiceLink receipt={r} />{' '}
              <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />
            </>
          )}
          tertiaryText={(r) => formatKwd(r.amount)}
          rowClick={false}
        />
      ) : (
        <DataTable<Receipt> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="receiptNo" label="Receipt no" cellSx={nowrap} />
          {acrossLandlords ? (
            <DataTable.Col source="landlordName" label={LANDLORD_LABEL} disableSort cellSx={nowrap} />
          ) : null}
          <DataTable.Col
            source="receivedOn"
            label="Date"
            cellSx={nowrap}
            render={(r) => dateLabel(r.receivedOn)}
          />
          <DataTable.Col source="payerName" label="Payer" />
          <DataTable.Col
            source="invoiceNo"
            label="Invoice no"
            disableSort
            render={(r: Receipt) => <InvoiceLink receipt={r} />}
          />
          <DataTable.Col source="propertyName" label="Property" disableSort />
          <DataTable.Col source="method" label="Method" disableSort render={(r) => methodLabel(r.method)} />
          <DataTable.Col
            source="amount"
            label="Amount"
            align="right"
            cellSx={nowrap}
            render={(r) => formatKwd(r.amount)}
          />
          <DataTable.Col
            label="PDF"
            disableSort
            render={(r) => <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />}
          />
        </DataTable>
      )}
    </List>
  );
}
