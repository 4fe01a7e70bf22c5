import { SiteLayout } from '../SiteLayout';
import { LOGIN_PATH, REGISTER_PATH, SITE_NAME } from '../siteMeta';
import { CardGrid } from '../CardGrid';

const FEATURES = [
  {
    title: 'Rent invoices every month',
    text: 'Each approved contract is billed on its own: numbered invoices in KWD to the fils, overdue ones marked for you.',
  },
  {
    title: 'Receipts without typing',
    text: 'Every payment, online or recorded by hand with its transfer slip, issues a receipt PDF the tenant can download.',
  },
  {
    title: 'Online payment in Kuwait',
    text: 'Tenants pay with KNET or a card through MyFatoorah or Tap; the gateway confirms each payment before it counts.',
  },
  {
    title: 'Maintenance requests',
    text: 'Tenants report a leak or a broken AC with photos; you assign it, set a deadline and charge its cost if you choose.',
  },
  {
    title: 'A portal for tenants',
    text: 'Tenants see their contract, invoices, balance and receipts, pay online and follow their requests from a phone.',
  },
  {
    title: 'Managers and roles',
    text: 'Invite property managers, limit each to the buildings they run, and decide what every role may see and do.',
  },
];

const AUDIENCES = [
  {
    title: 'Landlords',
    text: 'Know what is due, what came in and who is late across all your buildings, without a spreadsheet.',
  },
  {
    title: 'Property managers',
    text: 'Issue invoices, record payments and work through maintenance requests for the properties you manage.',
  },
  {
    title: 'Tenants',
    text: 'Pay rent online, download receipts and report a problem in your flat, in one place.',
  },
];

/** The public home page: what the product does, for whom, and the way in. */
export function Home() {
  return (
    <SiteLayout
      title={`${SITE_NAME} · Rent collection and property management for Kuwait`}
      description="Rent invoices and receipts in KWD, online payment with KNET and cards, maintenance requests and a tenant portal for landlords, property managers and tenants in Kuwait."
      path="/"
    >
      <section className="hero">
        <div className="hero-inner">
          <div>
            <span className="eyebrow">Made for Kuwait</span>
            <h1>Smart property management and rentals</h1>
            <p className="lead">
              {SITE_NAME} keeps your buildings, tenants, contracts, rent invoices and collections in one
              place. Tenants pay online, managers handle the daily work, and you see every dinar at a glance.
            </p>
            <div className="actions">
              <a className="button" href={REGISTER_PATH}>
                Create a landlord account
              </a>
              <a className="button secondary" href={LOGIN_PATH}>
                Sign in
              </a>
            </div>
          </div>
          <figure className="invoice-card" aria-label="Example rent invoice">
            <div className="row">
              <strong>INV-2026-000123</strong>
              <span className="status">Paid</span>
            </div>
            <div className="row">
              <span>Salmiya Tower · Flat 12</span>
              <span>November 2026</span>
            </div>
            <div className="row">
              <span>Monthly rent</span>
              <span>350.000 KWD</span>
            </div>
            <div className="row">
              <span>AC repair charge</span>
              <span>25.000 KWD</span>
            </div>
            <div className="row total">
              <span>Total</span>
              <span>375.000 KWD</span>
            </div>
            <div className="row">
              <span>Paid by KNET</span>
              <span>01-11-2026</span>
            </div>
            <div className="row">
              <span>Receipt</span>
              <span>RCT-2026-000481</span>
            </div>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="what">
        <div className="wrap">
          <h2 id="what">Everything a rental business runs on</h2>
          <p className="section-intro">
            From the first contract to the last receipt, every step is recorded once and shared by the people
            who need it.
          </p>
          <CardGrid cards={FEATURES} />
          <p>
            <a href="/features">See all features</a>
          </p>
        </div>
      </section>

      <section className="section alt" aria-labelledby="who">
        <div className="wrap">
          <h2 id="who">One panel, three kinds of users</h2>
          <p className="section-intro">
            Each person signs in to the same panel and sees only what is theirs.
          </p>
          <CardGrid cards={AUDIENCES} />
        </div>
      </section>

      <section className="section" aria-labelledby="how">
        <div className="wrap">
          <h2 id="how">How to start</h2>
          <ol className="steps grid">
            <li className="card">
              <h3>Create your account</h3>
              <p>
                Sign up as a landlord with your name, email and Kuwaiti phone; the platform approves new
                accounts before the first sign-in.
              </p>
            </li>
            <li className="card">
              <h3>Add properties and tenants</h3>
              <p>Enter your buildings and units, invite tenants by email and approve their contracts.</p>
            </li>
            <li className="card">
              <h3>Collect rent</h3>
              <p>Invoices go out each month; payments and receipts follow, online or by hand.</p>
            </li>
          </ol>
          <div className="cta">
            <h2>Ready to stop chasing rent?</h2>
            <p>Compare the plans, or ask us anything before you start.</p>
            <div className="actions">
              <a className="button" href="/pricing">
                See pricing
              </a>
              <a className="button secondary" href="/contact-us">
                Contact us
              </a>
            </div>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
