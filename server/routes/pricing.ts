import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { Pricing } from '../../site/pages/Pricing';
import { localPath, SITE_LOCALES } from '../../site/i18n/siteI18n';
import { renderSitePage } from '../../site/renderSitePage';
import type { AppContext } from '../context';
import { plansOnSale, toPlanRecord } from '../services/planCatalogue';

const pricingQuery = z.object({ cycle: z.enum(['monthly', 'yearly']).catch('monthly').default('monthly') });

/**
 * GET /pricing (issue 21 item 3): the public price list, rendered from the database at each
 * request with the site's own layout, so the super admin's change of a plan shows without a
 * rebuild. Canonical URL, Open Graph and JSON-LD name PUBLIC_URL, which the server passes in.
 */
export const pricingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The same page in English at /pricing and in Arabic at /ar/pricing (issue 22 item 7).
    for (const locale of SITE_LOCALES) {
      app.get(
        localPath(locale, '/pricing'),
        { config: { public: true }, schema: { querystring: pricingQuery, hide: true } },
        async (request, reply) => {
          const plans = (await plansOnSale(ctx.db)).map((p) => toPlanRecord(p));
          const html = renderSitePage(
            createElement(Pricing, { plans, cycle: request.query.cycle }),
            ctx.config.publicUrl,
            locale,
          );
          return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
        },
      );
    }
  };
