import { SITE_NAME, SiteLayout } from '../SiteLayout';

const FEATURES = [
  {
    title: 'Properties and units',
    text: 'Buildings, villas and apartments with every unit, its rent in KWD and whether it is let.',
  },
  {
    title: 'Tenants and contracts',
    text: 'Tenants with their Civil ID, contracts with dates, rent and deposit, requests you approve.',
  },
  {
    title: 'Invoices and payments',
    text: 'Monthly rent invoices, payments recorded with their documents, receipts and collection reports.',
  },
];

/** The public home page: what the product is and the way into the panel. */
export function Home() {
  return (
    <SiteLayout
      title={`${SITE_NAME} · Smart property management and rentals`}
      description="Smart property management and rentals for landlords, property managers and tenants in Kuwait."
    >
      <section className="hero">
        <h1>Smart property management and rentals</h1>
        <p>
          {SITE_NAME} keeps a landlord's buildings, tenants, contracts, invoices and collections in one place,
          with managers and tenants working in the same panel.
        </p>
        <p className="actions">
          <a className="button" href="/admin-panel/auth/login">
            Sign in
          </a>
          <a className="button secondary" href="/admin-panel/auth/register">
            Create a landlord account
          </a>
        </p>
      </section>
      <section className="features" aria-label="Features">
        {FEATURES.map((f) => (
          <article key={f.title}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </article>
        ))}
      </section>
    </SiteLayout>
  );
}
