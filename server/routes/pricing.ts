import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { Pricing } from '../../site/pages/Pricing';
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
    app.get(
      '/pricing',
      { config: { public: true }, schema: { querystring: pricingQuery, hide: true } },
      async (request, reply) => {
        const plans = (await plansOnSale(ctx.db)).map((p) => toPlanRecord(p));
        const html = renderSitePage(
          createElement(Pricing, { plans, cycle: request.query.cycle }),
          ctx.config.publicUrl,
        );
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      },
    );
  };
