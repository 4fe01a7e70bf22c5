import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { Pricing, PRICING_DESCRIPTION, PRICING_TITLE, pricingJsonLd } from '../../site/pages/Pricing';
import { SITE_NAME } from '../../site/SiteLayout';
import type { AppContext } from '../context';
import { plansOnSale, toPlanRecord } from '../services/planCatalogue';

const pricingQuery = z.object({ cycle: z.enum(['monthly', 'yearly']).catch('monthly').default('monthly') });

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside <script>: `<` escaped so no text in a plan can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * GET /pricing (issue 21 item 3): the public price list, rendered from the database at each
 * request with the site's own layout, so the super admin's change of a plan shows without a
 * rebuild. The canonical URL, Open Graph tags and JSON-LD go into the layout's <head> here: they
 * name PUBLIC_URL, which only the server knows.
 */
export const pricingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pricing',
      { config: { public: true }, schema: { querystring: pricingQuery, hide: true } },
      async (request, reply) => {
        const cycle = request.query.cycle;
        const plans = (await plansOnSale(ctx.db)).map((p) => toPlanRecord(p));
        const url = `${ctx.config.publicUrl}/pricing${cycle === 'yearly' ? '?cycle=yearly' : ''}`;
        const head = [
          `<link rel="canonical" href="${escapeAttr(url)}">`,
          `<meta property="og:type" content="website">`,
          `<meta property="og:site_name" content="${escapeAttr(SITE_NAME)}">`,
          `<meta property="og:title" content="${escapeAttr(PRICING_TITLE)}">`,
          `<meta property="og:description" content="${escapeAttr(PRICING_DESCRIPTION)}">`,
          `<meta property="og:url" content="${escapeAttr(url)}">`,
          `<script type="application/ld+json">${scriptJson(pricingJsonLd(plans, cycle, url))}</script>`,
        ].join('');
        const body = renderToStaticMarkup(createElement(Pricing, { plans, cycle }));
        const html = `<!doctype html>${body.replace('</head>', `${head}</head>`)}`;
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      },
    );
  };
