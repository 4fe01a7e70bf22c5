import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { createElement } from 'react';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  contactMessageSchema,
  contactMessageSchemaAr,
  contactMessagesIn,
  contactWaitText,
  isHoneypotFilled,
} from '../../domain/contactMessages';
import { localPath, SITE_LOCALES } from '../../site/i18n/siteI18n';
import { renderSitePage } from '../../site/renderSitePage';
import { ContactSent } from '../../site/pages/ContactSent';
import { ContactUs } from '../../site/pages/ContactUs';
import type { ContactValues } from '../../site/ContactForm';
import type { AppContext } from '../context';
import { acceptContactMessage } from '../services/contactMessages';

/** A form post's fields: whatever arrives, as text (the schema judges them after). */
const formBody = z.record(z.string(), z.string());

/**
 * POST /contact-us and /ar/contact-us: the contact form posted by a browser without JavaScript
 * (application/x-www-form-urlencoded). Answers HTML: the thank-you page, or the form again with
 * the typed values and a message under each wrong field (422), or the whole form's message when
 * the address has sent too many (429). Same rules and the same service as the JSON API
 * (server/routes/contact-messages.ts); outside /api, so no token and no JSON.
 */
export const contactUsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The English page posts to /contact-us, the Arabic one to /ar/contact-us: answered in its language.
    for (const locale of SITE_LOCALES) {
      const messages = contactMessagesIn(locale);
      const schema = locale === 'ar' ? contactMessageSchemaAr : contactMessageSchema;
      app.post(
        localPath(locale, '/contact-us'),
        { config: { public: true }, schema: { body: formBody, hide: true } },
        async (request, reply) => {
          const page = (status: number, element: Parameters<typeof renderSitePage>[0]) =>
            reply
              .code(status)
              .type('text/html; charset=utf-8')
              .header('Cache-Control', 'no-store')
              .send(renderSitePage(element, ctx.config.publicUrl, locale));
          const body = request.body;
          if (isHoneypotFilled(body)) return page(200, createElement(ContactSent));
          const values: ContactValues = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, body[f] ?? '']));
          const parsed = z.safeParse(schema, body);
          if (!parsed.success)
            return page(422, createElement(ContactUs, { values, errors: contactFieldErrors(body, locale) }));
          const outcome = await acceptContactMessage(ctx, parsed.data, request.ip);
          if (outcome.kind === 'limited') {
            reply.header('Retry-After', String(outcome.retryAfterSeconds));
            const notice = messages.tooMany(contactWaitText(outcome.retryAfterSeconds, locale));
            return page(429, createElement(ContactUs, { values, notice }));
          }
          return page(200, createElement(ContactSent));
        },
      );
    }
  };
