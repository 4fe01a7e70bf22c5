import { ContactForm, type ContactErrors, type ContactValues } from '../ContactForm';
import { useSite } from '../renderSitePage';
import { RichText } from '../RichText';
import { SiteLayout } from '../SiteLayout';

/** The script that sends the form without a reload (site/script/contactForm.ts, built to /contact.js). */
export const CONTACT_SCRIPT = '/contact.js';

/** /contact-us: the page and, when the server answers a form post, the form with its messages. */
export function ContactUs(props: { values?: ContactValues; errors?: ContactErrors; notice?: string }) {
  const { t, text } = useSite();
  const c = t.contact;
  return (
    <SiteLayout
      title={c.title}
      description={text(c.description)}
      path="/contact-us"
      scripts={[CONTACT_SCRIPT]}
    >
      <section className="page-head">
        <div className="wrap">
          <h1>{c.heading}</h1>
          <p className="lead">{text(c.lead)}</p>
        </div>
      </section>
      <section className="section">
        <div className="wrap contact-layout">
          <ContactForm {...props} />
          <aside className="card" aria-labelledby="before-title">
            <h2 id="before-title" style={{ fontSize: '1.2rem', marginTop: 0 }}>
              {c.beforeTitle}
            </h2>
            <ul>
              {c.before.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </SiteLayout>
  );
}
