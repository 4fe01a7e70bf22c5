import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { INVOICE_MESSAGES } from '../../domain/invoiceSchemas';
import { formatKwd } from '../../domain/money';
import { isApiError } from '../../src/api/ApiError';
import { assetUrl } from '../../src/api/assetUrl';
import { session } from '../../src/api/session';
import { displayName, type LoggedInUser } from '../../domain/user';
import { readShopTenant } from '../../src/auth/appState';
import { fetchInvoice, type InvoiceDetail } from './billingApi';
import { downloadInvoicePdf } from './downloadFile';
import { dateLabel, invoiceStatusLabel, periodLabel } from './invoiceModel';
import './print.css';

type State =
  { kind: 'loading' } | { kind: 'ready'; invoice: InvoiceDetail } | { kind: 'failed'; text: string };

/**
 * Whose invoice it is: the issuer the API names, else the panel's branding (the vendor name of the
 * App Setting), else a signed-in landlord's own name, as the PDF does.
 */
function vendorOf(invoice: InvoiceDetail) {
  const shop = readShopTenant();
  const shopName = typeof shop.name === 'string' ? shop.name.trim() : '';
  const user = session.getStoredUser<LoggedInUser>();
  const ownName = user?.role?.key === 'landlord' ? displayName(user) : '';
  return {
    name: invoice.issuer?.name || shopName || ownName,
    address: invoice.issuer?.address ?? null,
    logo: assetUrl(typeof shop.logo === 'string' ? shop.logo : null),
  };
}

function Sheet({ invoice }: { invoice: InvoiceDetail }) {
  const vendor = vendorOf(invoice);
  return (
    <article className="pinv-sheet" aria-label={`Invoice ${invoice.invoiceNo}`}>
      <header className="pinv-head">
        <div className="pinv-vendor">
          {vendor.logo ? <img src={vendor.logo} alt="" /> : null}
          <div>
            {vendor.name ? <div className="pinv-vendor-name">{vendor.name}</div> : null}
            {vendor.address ? <div className="pinv-vendor-address">{vendor.address}</div> : null}
          </div>
        </div>
        <div className="pinv-title">
          <h1>INVOICE</h1>
          <div className="pinv-no">{invoice.invoiceNo}</div>
          <span className="pinv-status">{invoiceStatusLabel(invoice.status)}</span>
        </div>
      </header>
      <section className="pinv-meta">
        <div>
          <span className="pinv-label">Bill to</span>
          {invoice.tenantName}
        </div>
        <div>
          <span className="pinv-label">Property / unit</span>
          {invoice.propertyName} · {invoice.unitNo}
        </div>
        <div>
          <span className="pinv-label">Period</span>
          {periodLabel(invoice.period)}
        </div>
        <div>
          <span className="pinv-label">Issue date</span>
          {dateLabel(invoice.issueDate)}
        </div>
        <div>
          <span className="pinv-label">Due date</span>
          {dateLabel(invoice.dueDate)}
        </div>
      </section>
      <table className="pinv-table">
        <thead>
          <tr>
            <th>Description</th>
            <th className="pinv-amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.id}>
              <td>{item.description}</td>
              <td className="pinv-amount">{formatKwd(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="pinv-totals">
        <tbody>
          <tr>
            <td>Total</td>
            <td data-testid="printable-total">{formatKwd(invoice.total)}</td>
          </tr>
          <tr>
            <td>Paid</td>
            <td>{formatKwd(invoice.paidAmount)}</td>
          </tr>
          {invoice.writeOff ? (
            <tr>
              <td>
                {WRITE_OFF_MESSAGES.label}: {invoice.writeOff.reason}
              </td>
              <td>{formatKwd(invoice.writeOff.amount)}</td>
            </tr>
          ) : null}
          <tr className="pinv-balance">
            <td>Balance due</td>
            <td>{formatKwd(invoice.balance)}</td>
          </tr>
        </tbody>
      </table>
      <p className="pinv-foot">Amounts in Kuwaiti dinars (KWD). Thank you for your payment.</p>
    </article>
  );
}

/**
 * /admin-panel/invoice/detail/{invoiceId}: the invoice as a clean A4 page outside the panel layout
 * (no react-admin), with Print and Download PDF. The API answers 404 to anyone not allowed to see it.
 */
export default function PrintableInvoicePage() {
  const { invoiceId = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchInvoice(invoiceId, controller.signal).then(
      (invoice) => setState({ kind: 'ready', invoice }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(err) && (err.status === 404 || err.status === 422);
        const text = notFound
          ? INVOICE_MESSAGES.notFound
          : err instanceof Error
            ? err.message
            : 'Something went wrong';
        setState({ kind: 'failed', text });
      },
    );
    return () => controller.abort();
  }, [invoiceId]);

  useEffect(() => {
    if (state.kind === 'ready') document.title = `Invoice ${state.invoice.invoiceNo}`;
  }, [state]);

  if (state.kind === 'loading') return <p className="pinv-message">Loading...</p>;
  if (state.kind === 'failed')
    return (
      <main className="pinv-page">
        <p className="pinv-message" role="alert">
          {state.text}
        </p>
      </main>
    );

  const pdf = async () => {
    setBusy(true);
    setPdfError(null);
    try {
      await downloadInvoicePdf(state.invoice);
    } catch (err) {
      setPdfError(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="pinv-page">
      <div className="pinv-toolbar">
        {pdfError ? (
          <span className="pinv-error" role="alert">
            {pdfError}
          </span>
        ) : null}
        <button type="button" className="pinv-primary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" onClick={() => void pdf()} disabled={busy}>
          Download PDF
        </button>
      </div>
      <Sheet invoice={state.invoice} />
    </main>
  );
}
