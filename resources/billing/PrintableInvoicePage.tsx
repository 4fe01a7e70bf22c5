import { I18nContext, useTranslate, type I18nProvider } from 'ra-core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatKwd } from '../../domain/money';
import { isApiError } from '../../src/api/ApiError';
import { assetUrl } from '../../src/api/assetUrl';
import { session } from '../../src/api/session';
import { displayName, type LoggedInUser } from '../../domain/user';
import { readShopTenant } from '../../src/auth/appState';
import { BOOT_DIRECTION } from '../../src/i18n/bootLocale';
import { panelI18nProvider, preloadPanelCatalogue, whenCatalogueWhole } from '../../src/i18n/panelI18n';
import { fetchInvoice, type InvoiceDetail } from './billingApi';
import { downloadInvoicePdf } from './pdfDownloads';
import { dateLabel, periodLabel } from '../../src/format/dates';
import { useBillingLabels } from './useBillingLabels';
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
  const translate = useTranslate();
  const labels = useBillingLabels();
  const t = (key: string) => translate(`billing.printable.${key}`);
  return (
    <article
      className="pinv-sheet"
      aria-label={translate('billing.printable.label', { invoiceNo: invoice.invoiceNo })}
    >
      <header className="pinv-head">
        <div className="pinv-vendor">
          {vendor.logo ? <img src={vendor.logo} alt="" /> : null}
          <div>
            {vendor.name ? <div className="pinv-vendor-name">{vendor.name}</div> : null}
            {vendor.address ? <div className="pinv-vendor-address">{vendor.address}</div> : null}
          </div>
        </div>
        <div className="pinv-title">
          <h1>{t('heading')}</h1>
          <div className="pinv-no">{invoice.invoiceNo}</div>
          <span className="pinv-status">{labels.status(invoice.status)}</span>
        </div>
      </header>
      <section className="pinv-meta">
        <div>
          <span className="pinv-label">{t('bill_to')}</span>
          {invoice.tenantName}
        </div>
        <div>
          <span className="pinv-label">{t('property_unit')}</span>
          {invoice.propertyName} · {invoice.unitNo}
        </div>
        <div>
          <span className="pinv-label">{t('period')}</span>
          {periodLabel(invoice.period)}
        </div>
        <div>
          <span className="pinv-label">{t('issue_date')}</span>
          {dateLabel(invoice.issueDate)}
        </div>
        <div>
          <span className="pinv-label">{t('due_date')}</span>
          {dateLabel(invoice.dueDate)}
        </div>
      </section>
      <table className="pinv-table">
        <thead>
          <tr>
            <th>{t('description')}</th>
            <th className="pinv-amount">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.id}>
              <td>{labels.item(item.description)}</td>
              <td className="pinv-amount">{formatKwd(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="pinv-totals">
        <tbody>
          <tr>
            <td>{t('total')}</td>
            <td data-testid="printable-total">{formatKwd(invoice.total)}</td>
          </tr>
          <tr>
            <td>{t('paid')}</td>
            <td>{formatKwd(invoice.paidAmount)}</td>
          </tr>
          {invoice.writeOff ? (
            <tr>
              <td>
                {translate('writeOff.label')}: {invoice.writeOff.reason}
              </td>
              <td>{formatKwd(invoice.writeOff.amount)}</td>
            </tr>
          ) : null}
          <tr className="pinv-balance">
            <td>{t('balance_due')}</td>
            <td>{formatKwd(invoice.balance)}</td>
          </tr>
        </tbody>
      </table>
      <p className="pinv-foot">{t('foot')}</p>
    </article>
  );
}

/** The invoice, its toolbar and its messages, in the reader's language (the panel's catalogue). */
function PrintableInvoice() {
  const { invoiceId = '' } = useParams();
  const translate = useTranslate();
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
          ? translate('invoices.notFound')
          : err instanceof Error
            ? err.message
            : translate('billing.common.error');
        setState({ kind: 'failed', text });
      },
    );
    return () => controller.abort();
  }, [invoiceId, translate]);

  useEffect(() => {
    if (state.kind === 'ready') {
      document.title = translate('billing.printable.label', { invoiceNo: state.invoice.invoiceNo });
    }
  }, [state, translate]);

  if (state.kind === 'loading') return <p className="pinv-message">{translate('billing.common.loading')}</p>;
  if (state.kind === 'failed')
    return (
      <main className="pinv-page" dir={BOOT_DIRECTION}>
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
      setPdfError(err instanceof Error ? err.message : translate('billing.common.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="pinv-page" dir={BOOT_DIRECTION}>
      <div className="pinv-toolbar">
        {pdfError ? (
          <span className="pinv-error" role="alert">
            {pdfError}
          </span>
        ) : null}
        <button type="button" className="pinv-primary" onClick={() => window.print()}>
          {translate('billing.common.print')}
        </button>
        <button type="button" onClick={() => void pdf()} disabled={busy}>
          {translate('billing.common.download_pdf')}
        </button>
      </div>
      <Sheet invoice={state.invoice} />
    </main>
  );
}

/**
 * /admin-panel/invoice/detail/{invoiceId}: the invoice as a clean A4 page outside the panel layout
 * (no react-admin layout), with Print and Download PDF. The API answers 404 to anyone not allowed
 * to see it. It stands outside <Admin>, so it provides the panel's i18nProvider itself, once the
 * reader's catalogue is here (Arabic is fetched lazily), and reads in the visit's direction.
 */
export default function PrintableInvoicePage() {
  const [i18n, setI18n] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let live = true;
    void preloadPanelCatalogue()
      .then(() => whenCatalogueWhole())
      .then(() => live && setI18n(panelI18nProvider()));
    return () => {
      live = false;
    };
  }, []);
  if (!i18n) return null;
  return (
    <I18nContext.Provider value={i18n}>
      <PrintableInvoice />
    </I18nContext.Provider>
  );
}
