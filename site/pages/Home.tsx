import { ARABIC, ENGLISH, displayMonth } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { CardGrid } from '../CardGrid';
import { useSite } from '../renderSitePage';
import { SiteLayout } from '../SiteLayout';
import { LOGIN_PATH, REGISTER_PATH } from '../siteMeta';

/** The example invoice's figures: amounts and month come from the formatters, in the page's language. */
const EXAMPLE = {
  invoiceNo: 'INV-2026-000123',
  receiptNo: 'RCT-2026-000481',
  month: '2026-11',
  rent: '350.000',
  charge: '25.000',
  total: '375.000',
  paidOn: '01-11-2026',
};

/** The public home page: what the product does, for whom, and the way in. */
export function Home() {
  const { t, href, text, locale } = useSite();
  const h = t.home;
  const display = locale === 'ar' ? ARABIC : ENGLISH;
  return (
    <SiteLayout title={text(h.title)} description={h.description} path="/">
      <section className="hero">
        <div className="hero-inner">
          <div>
            <span className="eyebrow">{h.eyebrow}</span>
            <h1>{h.heading}</h1>
            <p className="lead">{text(h.lead)}</p>
            <div className="actions">
              <a className="button" href={REGISTER_PATH}>
                {h.createAccount}
              </a>
              <a className="button secondary" href={LOGIN_PATH}>
                {h.signIn}
              </a>
            </div>
          </div>
          <figure className="invoice-card" aria-label={h.invoice.label}>
            <div className="row">
              <strong>{EXAMPLE.invoiceNo}</strong>
              <span className="status">{h.invoice.paid}</span>
            </div>
            <div className="row">
              <span>{h.invoice.unit}</span>
              <span>{displayMonth(EXAMPLE.month, display)}</span>
            </div>
            <div className="row">
              <span>{h.invoice.monthlyRent}</span>
              <span>{formatKwd(EXAMPLE.rent, display)}</span>
            </div>
            <div className="row">
              <span>{h.invoice.repairCharge}</span>
              <span>{formatKwd(EXAMPLE.charge, display)}</span>
            </div>
            <div className="row total">
              <span>{h.invoice.total}</span>
              <span>{formatKwd(EXAMPLE.total, display)}</span>
            </div>
            <div className="row">
              <span>{h.invoice.paidBy}</span>
              <span>{EXAMPLE.paidOn}</span>
            </div>
            <div className="row">
              <span>{h.invoice.receipt}</span>
              <span>{EXAMPLE.receiptNo}</span>
            </div>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="what">
        <div className="wrap">
          <h2 id="what">{h.whatTitle}</h2>
          <p className="section-intro">{h.whatIntro}</p>
          <CardGrid cards={h.features} />
          <p>
            <a href={href('/features')}>{h.allFeatures}</a>
          </p>
        </div>
      </section>

      <section className="section alt" aria-labelledby="who">
        <div className="wrap">
          <h2 id="who">{h.whoTitle}</h2>
          <p className="section-intro">{h.whoIntro}</p>
          <CardGrid cards={h.audiences} />
        </div>
      </section>

      <section className="section" aria-labelledby="how">
        <div className="wrap">
          <h2 id="how">{h.howTitle}</h2>
          <ol className="steps grid">
            {h.steps.map((step) => (
              <li className="card" key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="cta">
            <h2>{h.ctaTitle}</h2>
            <p>{h.ctaText}</p>
            <div className="actions">
              <a className="button" href={href('/pricing')}>
                {h.seePricing}
              </a>
              <a className="button secondary" href={href('/contact-us')}>
                {h.contactUs}
              </a>
            </div>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
