import { useSite } from '../renderSitePage';
import { SiteLayout } from '../SiteLayout';
import { REGISTER_PATH } from '../siteMeta';

/** The features in their order on the page; each block's texts are the catalogue's `features.blocks.<id>`. */
const BLOCK_IDS = [
  'invoices',
  'payments',
  'collections',
  'maintenance',
  'tenants',
  'roles',
  'portfolio',
] as const;

/** /features: what the product does, in the words of the people who use it. */
export function Features() {
  const { t, href } = useSite();
  const f = t.features;
  const blocks = BLOCK_IDS.map((id) => ({ id, ...f.blocks[id] }));
  return (
    <SiteLayout title={f.title} description={f.description} path="/features">
      <section className="page-head">
        <div className="wrap">
          <h1>{f.heading}</h1>
          <p className="lead">{f.lead}</p>
          <nav aria-label={f.onThisPage} className="actions">
            {blocks.map((b) => (
              <a key={b.id} href={`#${b.id}`}>
                {b.title}
              </a>
            ))}
          </nav>
        </div>
      </section>
      <div className="wrap">
        {blocks.map((b) => (
          <section className="feature-block" id={b.id} key={b.id} aria-labelledby={`${b.id}-title`}>
            <div>
              <h2 id={`${b.id}-title`}>{b.title}</h2>
              <p>{b.summary}</p>
            </div>
            <ul>
              {b.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
        <div className="cta">
          <h2>{f.ctaTitle}</h2>
          <p>{f.ctaText}</p>
          <div className="actions">
            <a className="button" href={REGISTER_PATH}>
              {f.createAccount}
            </a>
            <a className="button secondary" href={href('/pricing')}>
              {f.seePricing}
            </a>
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
