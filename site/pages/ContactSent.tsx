import { contactMessagesIn } from '../../domain/contactMessages';
import { useSite } from '../renderSitePage';
import { SiteLayout } from '../SiteLayout';

/** The answer to a contact form posted without JavaScript and accepted. */
export function ContactSent() {
  const { t, href, locale } = useSite();
  const c = t.contact;
  return (
    <SiteLayout title={c.sentTitle} description={c.sentDescription} path="/contact-us" noindex>
      <section className="page-head">
        <div className="wrap">
          <h1>{c.sentHeading}</h1>
          <p className="lead" role="status">
            {contactMessagesIn(locale).sent}
          </p>
          <div className="actions">
            <a className="button" href={href('/')}>
              {c.backHome}
            </a>
            <a className="button secondary" href={href('/features')}>
              {c.seeFeatures}
            </a>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
