import Chip from '@mui/material/Chip';
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
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatKwd } from '../../domain/money';
import { receiptsContract } from '../../domain/contracts/receipts';
import type { ItemOf } from '../../src/api/callEndpoint';
import type { QueryValue } from '../../src/api/httpClient';
import { dataProvider } from '../../src/providers/dataProvider';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { LandlordChoiceInput } from '../landlords/LandlordChoiceInput';
import { actsAcrossLandlords, LANDLORD_LABEL } from '../landlords/LandlordSelect';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { ReceiptPdfButton } from './InvoiceLineTables';
import { methodChoices, receiptCsvRow } from './invoiceModel';
import { dateLabel } from '../../src/format/dates';
import { useBillingLabels } from './useBillingLabels';
import { DayInput } from '../../src/inputs/DayInput';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

/** A receipt as the list answers it: the contract's row. */
type Receipt = ItemOf<typeof receiptsContract.endpoints.list>;

/** A sandbox payment's receipt: a test, no money moved (issue 30 item 6). */
function TestPaymentChip({ receipt }: { receipt: Pick<Receipt, 'testPayment'> }) {
  const translate = useTranslate();
  if (!receipt.testPayment) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      sx={{ ml: 1 }}
      label={translate('billing.receipt_list.test_payment')}
    />
  );
}

/** The filters; the method's label comes from resources.receipts.fields.method. */
const baseFilters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('billing.receipt_list.search')} />,
  <DayInput
    key="dateFrom"
    source="dateFrom"
    label={translate('resources.receipts.fields.dateFrom')}
    alwaysOn
  />,
  <DayInput key="dateTo" source="dateTo" label={translate('resources.receipts.fields.dateTo')} alwaysOn />,
  <SelectInput
    key="method"
    source="method"
    choices={methodChoices}
    alwaysOn
    emptyText={translate('billing.common.all')}
  />,
];

const fetchReceiptPage = (query: Record<string, QueryValue>) =>
  dataProvider.call(receiptsContract.endpoints.list, { query });

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

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const LIST: ListQuery = { resource: 'receipts', perPage: 10, sort: { field: 'receivedOn', order: 'DESC' } };
export const firstPage = listFirstPage(LIST);

/** receipts/list: every receipt issued for a payment; search, date range, method, CSV, a PDF each. */
export default function ReceiptListPage() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Receipt numbers run per landlord: the super admin sees each row's landlord and can pick one.
  const { user, menuUser } = useCurrentUser();
  const acrossLandlords = actsAcrossLandlords(menuUser.roleKey, user?.landlordId);
  const translate = useTranslate();
  const labels = useBillingLabels();
  const filters = acrossLandlords
    ? [...baseFilters(translate), <LandlordChoiceInput key="landlordId" source="landlordId" alwaysOn />]
    : baseFilters(translate);
  return (
    <List
      {...LIST}
      title={translate('billing.receipt_list.title')}
      filters={filters}
      actions={<ReceiptListActions />}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Receipt>
          primaryText={(r) => (
            <>
              {[r.receiptNo, r.payerName, acrossLandlords ? r.landlordName : null]
                .filter(Boolean)
                .join(' · ')}
              <TestPaymentChip receipt={r} />
            </>
          )}
          secondaryText={(r) => (
            <>
              {dateLabel(r.receivedOn)} · {labels.method(r.method)} · <InvoiceLink receipt={r} />{' '}
              <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />
            </>
          )}
          tertiaryText={(r) => formatKwd(r.amount)}
          rowClick={false}
        />
      ) : (
        <DataTable<Receipt> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="receiptNo"
            cellSx={nowrap}
            render={(r) => (
              <>
                {r.receiptNo}
                <TestPaymentChip receipt={r} />
              </>
            )}
          />
          {acrossLandlords ? (
            <DataTable.Col source="landlordName" label={LANDLORD_LABEL} disableSort cellSx={nowrap} />
          ) : null}
          <DataTable.Col source="receivedOn" cellSx={nowrap} render={(r) => dateLabel(r.receivedOn)} />
          <DataTable.Col source="payerName" />
          <DataTable.Col
            source="invoiceNo"
            disableSort
            render={(r: Receipt) => <InvoiceLink receipt={r} />}
          />
          <DataTable.Col source="propertyName" disableSort />
          <DataTable.Col source="method" disableSort render={(r) => labels.method(r.method)} />
          <DataTable.Col source="amount" align="right" cellSx={nowrap} render={(r) => formatKwd(r.amount)} />
          <DataTable.Col
            label={translate('billing.receipts_table.pdf')}
            disableSort
            render={(r) => <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />}
          />
        </DataTable>
      )}
    </List>
  );
}
