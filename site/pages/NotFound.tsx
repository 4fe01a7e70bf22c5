import { SiteLayout } from '../SiteLayout';
import { NAV_LINKS } from '../siteMeta';

/** The 404 page: served with status 404 for any unknown public path (not /api, not /admin-panel). */
export function NotFound() {
  return (
    <SiteLayout
      title="Page not found"
      description="The page you asked for does not exist. Find your way from the home page."
      path="/404"
      noindex
    >
      <section className="page-head">
        <div className="wrap">
          <h1>Page not found</h1>
          <p className="lead">
            The page you asked for does not exist or has moved. Check the address, or go on from one of these
            pages.
          </p>
          <div className="actions">
            <a className="button" href="/">
              Go to the home page
            </a>
            {NAV_LINKS.map((link) => (
              <a key={link.path} className="button secondary" href={link.path}>
                {link.label}
              </a>
            ))}
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
