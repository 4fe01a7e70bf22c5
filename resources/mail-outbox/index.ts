import { lazy } from 'react';

/**
 * The super admin's Mail outbox (issue 16 item 8), self-contained: its path, its API path and
 * its lazily loaded screen. The menu row is in domain/menu.ts with the others.
 */
export const MAIL_OUTBOX_PATH = '/mail-outbox/list';
export const MAIL_OUTBOX_RESOURCE = 'mail-outbox';
/** Where the API serves it (the super admin's scope), relative to the client's /api base. */
export const MAIL_OUTBOX_API_PATH = '/super/mail-outbox';

export const MailOutboxPage = lazy(() => import('./MailOutboxPage'));
