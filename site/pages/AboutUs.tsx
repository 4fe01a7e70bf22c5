import { SiteLayout } from '../SiteLayout';
import { SITE_NAME } from '../siteMeta';
import { CardGrid } from '../CardGrid';

const PRINCIPLES = [
  {
    title: 'Money is exact',
    text: 'Amounts are kept in Kuwaiti dinars to the fils, never rounded on the way. Every screen and report reads the same figures, so the dashboard, the invoice list and the receipts report always agree.',
  },
  {
    title: 'Each person sees what is theirs',
    text: 'A landlord sees only its own buildings, a manager only what its landlord allows, a tenant only its own contract and invoices. The server checks it on every request.',
  },
  {
    title: 'Built for how Kuwait rents',
    text: 'Civil ID numbers, 8-digit Kuwaiti phone numbers, KNET, dates written day first and business days counted in Kuwait time.',
  },
  {
    title: 'A record of every change',
    text: 'Payments, write-offs and refunds keep who did what and when, so a question from a tenant or an accountant has an answer.',
  },
];

/** /about-us: why the product exists and what it holds itself to. */
export function AboutUs() {
  return (
    <SiteLayout
      title="About us"
      description={`Why ${SITE_NAME} exists: rent collection and property management software made for landlords, property managers and tenants in Kuwait.`}
      path="/about-us"
    >
      <section className="page-head">
        <div className="wrap">
          <h1>About {SITE_NAME}</h1>
          <p className="lead">
            We build rental software for Kuwait: for the landlord with one building in Hawalli and for the
            company managing hundreds of flats across Salmiya, Jabriya and Mangaf.
          </p>
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <div className="prose">
            <h2>Why we started</h2>
            <p>
              Most landlords we met kept their tenants in one spreadsheet, their payments in another and their
              receipts in a drawer. Rent was collected by phone calls and bank transfer screenshots, and
              nobody could say at once who owed what. {SITE_NAME} puts contracts, invoices, payments, receipts
              and maintenance in one place, and lets tenants pay online with the cards and KNET they already
              use.
            </p>
            <h2>Who it is for</h2>
            <p>
              Landlords who let flats, villas, shops or offices; property managers who run buildings for their
              owners; and the tenants who live and work in them. Each has an account of their own in the same
              panel.
            </p>
          </div>
        </div>
      </section>
      <section className="section alt" aria-labelledby="principles">
        <div className="wrap">
          <h2 id="principles">What we hold ourselves to</h2>
          <CardGrid cards={PRINCIPLES} />
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <div className="cta">
            <h2>Talk to us</h2>
            <p>Tell us about your buildings and we will show you how {SITE_NAME} fits them.</p>
            <div className="actions">
              <a className="button" href="/contact-us">
                Contact us
              </a>
              <a className="button secondary" href="/features">
                See the features
              </a>
            </div>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
