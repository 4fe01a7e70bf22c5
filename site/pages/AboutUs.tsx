import { CardGrid } from '../CardGrid';
import { useSite } from '../renderSitePage';
import { SiteLayout } from '../SiteLayout';

/** /about-us: why the product exists and what it holds itself to. */
export function AboutUs() {
  const { t, href, text } = useSite();
  const a = t.about;
  return (
    <SiteLayout title={a.title} description={text(a.description)} path="/about-us">
      <section className="page-head">
        <div className="wrap">
          <h1>{text(a.heading)}</h1>
          <p className="lead">{a.lead}</p>
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <div className="prose">
            <h2>{a.whyTitle}</h2>
            <p>{text(a.why)}</p>
            <h2>{a.whoTitle}</h2>
            <p>{a.who}</p>
          </div>
        </div>
      </section>
      <section className="section alt" aria-labelledby="principles">
        <div className="wrap">
          <h2 id="principles">{a.principlesTitle}</h2>
          <CardGrid cards={a.principles} />
        </div>
      </section>
      <section className="section">
        <div className="wrap">
          <div className="cta">
            <h2>{a.ctaTitle}</h2>
            <p>{text(a.ctaText)}</p>
            <div className="actions">
              <a className="button" href={href('/contact-us')}>
                {a.contactUs}
              </a>
              <a className="button secondary" href={href('/features')}>
                {a.seeFeatures}
              </a>
            </div>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
