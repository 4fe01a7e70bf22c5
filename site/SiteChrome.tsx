import { LEGAL_LINKS, LOGIN_PATH, NAV_LINKS, REGISTER_PATH, SITE_NAME, SITE_TAGLINE } from './siteMeta';

/** The mark: a house with a key-hole, drawn inline so it costs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M7 15.5 16 8l9 7.5V25a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="16" cy="17.5" r="2.4" fill="#0f766e" />
      <path d="M15 19h2v4h-2z" fill="#0f766e" />
    </svg>
  );
}

/** Header: the brand, the site's pages (the current one marked) and the way into the panel. */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <a className="brand" href="/">
          <LogoMark />
          <span>{SITE_NAME}</span>
        </a>
        <nav className="site-nav" aria-label="Main">
          {NAV_LINKS.map((link) => (
            <a key={link.path} href={link.path} aria-current={link.path === path ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="header-actions">
          <a className="signin" href={LOGIN_PATH}>
            Sign in
          </a>
          <a className="button small" href={REGISTER_PATH}>
            Create account
          </a>
        </div>
      </div>
    </header>
  );
}

/** Footer: every page, the panel's doors and the legal documents. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <a className="brand" href="/">
            <LogoMark size={28} />
            <span>{SITE_NAME}</span>
          </a>
          <p>{SITE_TAGLINE}.</p>
        </div>
        <nav aria-label="Product">
          <h2>Product</h2>
          <a href="/features">Features</a>
          <a href="/pricing">Pricing</a>
          <a href={LOGIN_PATH}>Sign in</a>
          <a href={REGISTER_PATH}>Create a landlord account</a>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <a href="/about-us">About us</a>
          <a href="/contact-us">Contact us</a>
        </nav>
        <nav aria-label="Legal">
          <h2>Legal</h2>
          {LEGAL_LINKS.map((link) => (
            <a key={link.path} href={link.path}>
              {link.label}
            </a>
          ))}
        </nav>
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {SITE_NAME}. Amounts in Kuwaiti dinars (KWD), times in Kuwait time.
      </p>
    </footer>
  );
}
