import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sandboxSecretOf } from '../payments/gatewayFactory';
import { findSandboxPayment, sandboxPagePath } from '../payments/sandboxGateway';
import { decideSandboxPayment, sandboxWebhookFor, type SandboxDecision } from '../payments/sandboxOutcomes';
import { sandboxPaymentPage } from '../payments/sandboxPageHtml';

const referenceParams = z.object({ reference: z.string().regex(/^sbx_[0-9a-f]{24}$/) });
const decisionForm = z.object({
  action: z.enum(['pay', 'decline', 'cancel', 'leave']),
  method: z.enum(['knet', 'card']).default('knet'),
  card_number: z.string().max(32).default(''),
});

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unknown payment</title><p>Unknown payment.</p></html>';

/**
 * The sandbox gateway's hosted page (issue 20 item 2), served by this server outside /api and only
 * when PAYMENT_PROVIDER is sandbox. After the payer decides, the sandbox posts its signed webhook
 * to our webhook route and sends the browser back to the return URL, as a real gateway would.
 *
 * The webhook goes through this app's own router (inject) rather than over the network: the
 * sandbox lives in this process, so it reaches the real route (raw body, signature check, inbox)
 * without the server having to be listening or reachable at PUBLIC_URL (tests, a laptop behind a
 * proxy). It is awaited before the redirect, but its outcome does not matter to the payer: the
 * return route asks the gateway itself, and the reconciler would if both were lost.
 */
export const sandboxGatewayRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.payments.provider !== 'sandbox') return;
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/sandbox-gateway/pay/:reference',
      { config: { public: true }, schema: { params: referenceParams, hide: true } },
      async (request, reply) => {
        const row = await findSandboxPayment(ctx.db, request.params.reference);
        reply.type('text/html').header('cache-control', 'no-store');
        if (!row) return reply.code(404).send(NOT_FOUND_PAGE);
        return sandboxPaymentPage(row, sandboxPagePath(row.reference), ctx.now());
      },
    );

    app.post(
      '/sandbox-gateway/pay/:reference',
      { config: { public: true }, schema: { params: referenceParams, body: decisionForm, hide: true } },
      async (request, reply) => {
        const form = request.body;
        const decision: SandboxDecision =
          form.action === 'pay'
            ? { action: 'pay', method: form.method, cardNumber: form.card_number }
            : { action: form.action };
        const before = await findSandboxPayment(ctx.db, request.params.reference);
        const after = await decideSandboxPayment(ctx.db, request.params.reference, decision, ctx.now());
        if (!before || !after) return reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
        if (after.state !== before.state) {
          const webhook = sandboxWebhookFor(after, sandboxSecretOf(ctx.config), ctx.now());
          try {
            const delivered = await app.inject({
              method: 'POST',
              url: new URL(after.webhookUrl).pathname,
              headers: webhook.headers,
              payload: webhook.body,
            });
            if (delivered.statusCode >= 300)
              request.log.warn({ status: delivered.statusCode }, 'sandbox webhook refused');
          } catch (err) {
            request.log.warn({ err }, 'sandbox webhook not delivered');
          }
        }
        return reply.redirect(after.returnUrl, 303);
      },
    );
  };
