import { LOCALE_NAMES } from '../domain/displayLocale';
import { languageSwitchHref, localPath, otherLocale } from './i18n/siteI18n';
import { useSite } from './renderSitePage';
import { LEGAL_LINKS, LOGIN_PATH, NAV_LINKS, REGISTER_PATH, SITE_NAME } from './siteMeta';

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

/**
 * The other language's own name, leading to this page in it. Through /language/<locale>, which
 * remembers the choice in the rentals_locale cookie and redirects: a plain link, no script.
 */
function LanguageSwitch({ path }: { path: string }) {
  const { locale } = useSite();
  const other = otherLocale(locale);
  return (
    <a
      className="language-switch"
      href={languageSwitchHref(other, localPath(other, path))}
      lang={other}
      hrefLang={other}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}

/** Header: the brand, the site's pages (the current one marked), the language switch and the way into the panel. */
export function SiteHeader({ path, switchPath }: { path: string; switchPath: string }) {
  const { t, href } = useSite();
  return (
    <header className="site-header">
      <div className="header-inner">
        <a className="brand" href={href('/')}>
          <LogoMark />
          <span>{SITE_NAME}</span>
        </a>
        <nav className="site-nav" aria-label={t.chrome.mainNav}>
          {NAV_LINKS.map((link) => (
            <a key={link.path} href={href(link.path)} aria-current={link.path === path ? 'page' : undefined}>
              {t.nav[link.label]}
            </a>
          ))}
        </nav>
        <LanguageSwitch path={switchPath} />
        <div className="header-actions">
          <a className="signin" href={LOGIN_PATH}>
            {t.chrome.signIn}
          </a>
          <a className="button small" href={REGISTER_PATH}>
            {t.chrome.createAccount}
          </a>
        </div>
      </div>
    </header>
  );
}

/** Footer: every page, the panel's doors and the legal documents. */
export function SiteFooter() {
  const { t, href } = useSite();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <a className="brand" href={href('/')}>
            <LogoMark size={28} />
            <span>{SITE_NAME}</span>
          </a>
          <p>{t.meta.tagline}.</p>
        </div>
        <nav aria-label={t.chrome.productNav}>
          <h2>{t.chrome.productNav}</h2>
          <a href={href('/features')}>{t.nav.features}</a>
          <a href={href('/pricing')}>{t.nav.pricing}</a>
          <a href={LOGIN_PATH}>{t.chrome.signIn}</a>
          <a href={REGISTER_PATH}>{t.chrome.createLandlordAccount}</a>
        </nav>
        <nav aria-label={t.chrome.companyNav}>
          <h2>{t.chrome.companyNav}</h2>
          <a href={href('/about-us')}>{t.nav.aboutUs}</a>
          <a href={href('/contact-us')}>{t.nav.contactUs}</a>
        </nav>
        <nav aria-label={t.chrome.legalNav}>
          <h2>{t.chrome.legalNav}</h2>
          {LEGAL_LINKS.map((link) => (
            <a key={link.path} href={href(link.path)}>
              {t.nav[link.label]}
            </a>
          ))}
        </nav>
      </div>
      <p className="copyright">
        {`© ${new Date().getFullYear()} ${SITE_NAME}. `}
        {t.chrome.copyright}
      </p>
    </footer>
  );
}
