import { ContactForm, type ContactErrors, type ContactValues } from '../ContactForm';
import { SiteLayout } from '../SiteLayout';
import { LOGIN_PATH, SITE_NAME } from '../siteMeta';

/** The script that sends the form without a reload (site/script/contactForm.ts, built to /contact.js). */
export const CONTACT_SCRIPT = '/contact.js';

/** /contact-us: the page and, when the server answers a form post, the form with its messages. */
export function ContactUs(props: { values?: ContactValues; errors?: ContactErrors; notice?: string }) {
  return (
    <SiteLayout
      title="Contact us"
      description={`Ask about ${SITE_NAME}: a demo for your buildings, plans and prices, or help with your account. We answer by email or phone.`}
      path="/contact-us"
      scripts={[CONTACT_SCRIPT]}
    >
      <section className="page-head">
        <div className="wrap">
          <h1>Contact us</h1>
          <p className="lead">
            Questions about {SITE_NAME}, a demo with your own buildings, or help choosing a plan: write to us
            and we will answer by email or phone.
          </p>
        </div>
      </section>
      <section className="section">
        <div className="wrap contact-layout">
          <ContactForm {...props} />
          <aside className="card" aria-labelledby="before-title">
            <h2 id="before-title" style={{ fontSize: '1.2rem', marginTop: 0 }}>
              Before you write
            </h2>
            <ul>
              <li>
                Already a customer? <a href={LOGIN_PATH}>Sign in</a> and raise a support ticket from the
                panel: it reaches the same team with your account attached.
              </li>
              <li>Tenants with a problem in their flat: report it as a maintenance request in the panel.</li>
              <li>Tell us how many properties and units you manage, so we can answer with the right plan.</li>
            </ul>
          </aside>
        </div>
      </section>
    </SiteLayout>
  );
}
