import { useSite } from '../renderSitePage';
import { SiteLayout } from '../SiteLayout';
import { NAV_LINKS } from '../siteMeta';

/**
 * The 404 page: served with status 404 for any unknown public path (not /api, not /admin-panel);
 * the Arabic one for unknown paths under /ar/.
 */
export function NotFound() {
  const { t, href } = useSite();
  const n = t.notFound;
  return (
    <SiteLayout title={n.title} description={n.description} path="/404" noindex>
      <section className="page-head">
        <div className="wrap">
          <h1>{n.heading}</h1>
          <p className="lead">{n.lead}</p>
          <div className="actions">
            <a className="button" href={href('/')}>
              {n.home}
            </a>
            {NAV_LINKS.map((link) => (
              <a key={link.path} className="button secondary" href={href(link.path)}>
                {t.nav[link.label]}
              </a>
            ))}
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
