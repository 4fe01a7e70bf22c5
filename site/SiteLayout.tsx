import type { ReactNode } from 'react';

export const SITE_NAME = 'Rentals';

/** The frame of every public page: header with the Sign in link, content, footer. */
export function SiteLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/site.css" />
      </head>
      <body>
        <header className="site-header">
          <a className="brand" href="/">
            {SITE_NAME}
          </a>
          <nav aria-label="Main">
            <a className="button" href="/admin-panel/auth/login">
              Sign in
            </a>
          </nav>
        </header>
        <main>{children}</main>
        <footer className="site-footer">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. Property management for Kuwait.
          </p>
        </footer>
      </body>
    </html>
  );
}
