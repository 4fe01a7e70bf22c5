import { CONTACT_MESSAGES } from '../../domain/contactMessages';
import { SiteLayout } from '../SiteLayout';

/** The answer to a contact form posted without JavaScript and accepted. */
export function ContactSent() {
  return (
    <SiteLayout
      title="Message sent"
      description="Your message has been sent. We will answer you by email or phone."
      path="/contact-us"
      noindex
    >
      <section className="page-head">
        <div className="wrap">
          <h1>Thank you</h1>
          <p className="lead" role="status">
            {CONTACT_MESSAGES.sent}
          </p>
          <div className="actions">
            <a className="button" href="/">
              Back to the home page
            </a>
            <a className="button secondary" href="/features">
              See the features
            </a>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
