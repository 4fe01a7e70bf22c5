import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { formatKwd } from '../../domain/money';
import { fetchInvoicePage, generateInvoices, type InvoiceRecord } from './billingApi';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { invoiceCsvRow, statusChoices } from './invoiceModel';
import { periodLabel, dateLabel } from '../../src/format/dates';
import { DayInput } from '../../src/inputs/DayInput';
import { MonthInput } from '../../src/inputs/MonthInput';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { TenantBalanceSummary } from './TenantBalanceSummary';
import { useBillingUser } from './useBillingUser';
import { usePropertyChoices } from '../../src/inputs/usePropertyChoices';
import { listFirstPage, type FirstPage, type ListQuery } from '../../src/registry/firstPage';
import { PayOnlineButton } from '../online-payments/PayOnlineButton';
import { isPayableOnline } from '../online-payments/onlinePaymentRules';

const detailPath = (id: unknown) => `/admin-panel/invoices/detail/${String(id)}`;
const amountCell = { whiteSpace: 'nowrap' } as const;

const cancelledChoices = [{ id: 'true', name: 'billing.invoice_list.cancelled_left_out' }];

/** The filters; each label comes from resources.invoices.fields.<source>. */
function filtersFor(properties: { id: string; name: string }[] | null, translate: TranslateFunction) {
  const all = translate('billing.common.all');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('billing.invoice_list.search')} />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText={all} />,
    ...(properties
      ? [
          <SelectInput
            key="propertyId"
            source="propertyId"
            choices={properties}
            translateChoice={false}
            alwaysOn
            emptyText={all}
          />,
        ]
      : []),
    <MonthInput
      key="period"
      source="period"
      label={translate('resources.invoices.fields.period')}
      alwaysOn
    />,
    // Shown only while set: the dashboard's cards open this list with them in the URL
    // (domain/dashboardFigures.ts's figureLinks), and a person can see and remove them.
    <DayInput key="dueFrom" source="dueFrom" label={translate('resources.invoices.fields.dueFrom')} />,
    <DayInput key="dueTo" source="dueTo" label={translate('resources.invoices.fields.dueTo')} />,
    <SelectInput
      key="excludeCancelled"
      source="excludeCancelled"
      choices={cancelledChoices}
      emptyText={translate('billing.invoice_list.cancelled_included')}
    />,
  ];
}

/** Generate invoices (landlord or manager holding Create Invoice): the server's answer as a toast. */
function GenerateInvoicesButton() {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await generateInvoices();
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('billing.common.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('billing.invoice_list.generate')} onClick={() => void run()} disabled={busy}>
      <AutorenewIcon />
    </Button>
  );
}

function InvoiceListActions({ mayGenerate }: { mayGenerate: boolean }) {
  const { filterValues, sort, total } = useListContext<InvoiceRecord>();
  const rows = () =>
    fetchAllPages((q) => fetchInvoicePage(q), {
      ...filterValues,
      sort: sort.field,
      order: sort.order.toLowerCase(),
    }).then((items) => items.map(invoiceCsvRow));
  return (
    <TopToolbar>
      {mayGenerate ? <GenerateInvoicesButton /> : null}
      <CsvExportButton rows={rows} filename="invoices" disabled={!total} />
    </TopToolbar>
  );
}

/** A tenant's Pay button on a row that still owes money. */
function PayCell({ invoice }: { invoice: InvoiceRecord }) {
  return isPayableOnline(invoice) ? (
    <PayOnlineButton invoiceId={invoice.id} invoiceNo={invoice.invoiceNo} size="small" />
  ) : null;
}

function InvoiceTable({ isTenant }: { isTenant: boolean }) {
  const translate = useTranslate();
  return (
    <DataTable<InvoiceRecord> bulkActionButtons={false} rowClick={(id) => detailPath(id)}>
      <DataTable.Col source="invoiceNo" cellSx={() => amountCell} />
      {isTenant ? null : <DataTable.Col source="tenantName" />}
      <DataTable.Col source="propertyName" render={(r) => `${r.propertyName} · ${r.unitNo}`} />
      <DataTable.Col source="period" render={(r) => periodLabel(r.period)} />
      <DataTable.Col source="dueDate" render={(r) => dateLabel(r.dueDate)} cellSx={() => amountCell} />
      <DataTable.Col
        source="total"
        align="right"
        cellSx={() => amountCell}
        render={(r) => formatKwd(r.total)}
      />
      <DataTable.Col
        source="paidAmount"
        align="right"
        disableSort
        cellSx={() => amountCell}
        render={(r) => formatKwd(r.paidAmount)}
      />
      <DataTable.Col
        source="balance"
        align="right"
        cellSx={() => amountCell}
        render={(r) => formatKwd(r.balance)}
      />
      <DataTable.Col source="status" render={(r) => <InvoiceStatusChip status={r.status} />} />
      {isTenant ? (
        <DataTable.Col<InvoiceRecord>
          label={translate('billing.invoice_list.pay_online')}
          disableSort
          render={(r) => <PayCell invoice={r} />}
        />
      ) : null}
    </DataTable>
  );
}

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const invoiceList = (isTenant: boolean): ListQuery => ({
  resource: 'invoices',
  perPage: 10,
  sort: { field: 'period', order: 'DESC' },
  storeKey: isTenant ? 'invoices.tenant' : 'invoices.list',
});
export const firstPage: FirstPage = (context) =>
  listFirstPage(invoiceList(context.user?.role.key === 'user'))(context);

/**
 * invoices/list (INVOICES, landlord and manager) and tenant-rental/list (MY RENTAL INVOICES, the
 * tenant's own, with its balance): search, filters, sort, 10 a page, CSV export; a row opens the invoice.
 */
export default function InvoiceListPage() {
  const { isTenant, can, userId } = useBillingUser();
  const properties = usePropertyChoices();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <>
      {isTenant ? <TenantBalanceSummary userId={userId} /> : null}
      <List
        {...invoiceList(isTenant)}
        title={translate(isTenant ? 'billing.invoice_list.tenant_title' : 'billing.invoice_list.title')}
        filters={filtersFor(properties, translate)}
        actions={<InvoiceListActions mayGenerate={!isTenant && can('Create Invoice')} />}
        exporter={false}
        empty={false}
      >
        {isSmall ? (
          <SimpleList<InvoiceRecord>
            primaryText={(r) => (
              <>
                {r.invoiceNo} <InvoiceStatusChip status={r.status} />
              </>
            )}
            secondaryText={(r) =>
              `${isTenant ? '' : `${r.tenantName} · `}${r.propertyName} · ${r.unitNo} · ${periodLabel(r.period)}`
            }
            // No Pay button here: the row is a link, and a button inside a link is not reachable
            // by screen readers. On a phone the tenant pays from the invoice it opens (Pay now).
            tertiaryText={(r) => formatKwd(r.balance)}
            rowClick={(id) => detailPath(id)}
          />
        ) : (
          <InvoiceTable isTenant={isTenant} />
        )}
      </List>
    </>
  );
}
