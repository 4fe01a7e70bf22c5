import type { FastifyRequest } from 'fastify';
import { localeFromLanguages, type Locale } from '../../domain/displayLocale';

/**
 * The reader's language for an API answer (issue 22 item 5): the request's Accept-Language, which
 * the panel's http client always sends ('ar' or 'en'). Lists and details of bilingual records
 * (properties, tenants, and the names copied onto invoices and receipts) pick each name in it.
 */
export function readerLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeFromLanguages(request.headers['accept-language']);
}
