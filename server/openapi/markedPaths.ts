import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The API's own sub-resource paths (not in the spec) that read ambiguously beside the spec's
 * `…/get/:id`: `/api/maintenance-requests/get/status` would match both `get/:id` and `:id/status`
 * (Redocly's no-ambiguous-paths). Each is also served at a marked path that puts its action
 * before the id, as the spec's own calls do (`update/:id`, `delete/:id`, `cancel/:id`), so the
 * two can never collide. The document lists only the marked path; the original stays served
 * (the panel and existing callers use it) and is hidden from the document. When a resource's
 * contract declares its paths (issue 32 item 1), it declares the marked one.
 */
export const MARKED_PATHS: Readonly<Record<string, string>> = {
  '/api/maintenance-requests/:id/status': '/api/maintenance-requests/status/:id',
  '/api/maintenance-requests/:id/comments': '/api/maintenance-requests/comments/:id',
  '/api/maintenance-requests/:id/rating': '/api/maintenance-requests/rating/:id',
  '/api/maintenance-requests/:id/charge': '/api/maintenance-requests/charge/:id',
  '/api/support-tickets/:id/comments': '/api/support-tickets/comments/:id',
  '/api/super/support-tickets/:id/status': '/api/super/support-tickets/status/:id',
  '/api/super/support-tickets/:id/comments': '/api/super/support-tickets/comments/:id',
  '/api/super/plan-flexibility/:id/answer': '/api/super/plan-flexibility/answer/:id',
  '/api/super/plan-flexibility/:id/move': '/api/super/plan-flexibility/move/:id',
  '/api/cheques/:id/status': '/api/cheques/status/:id',
  // Issue 34 item 3 names the deposit's moves `POST /api/deposits/{id}/receive|deduct|refund`.
  '/api/deposits/:id/receive': '/api/deposits/receive/:id',
  '/api/deposits/:id/deduct': '/api/deposits/deduct/:id',
  '/api/deposits/:id/refund': '/api/deposits/refund/:id',
  // Issue 35 names the manual reminder `POST /api/invoices/{id}/send-reminder`.
  '/api/invoices/:id/send-reminder': '/api/invoices/send-reminder/:id',
};

/** Whether a route is one whose marked twin stands for it in the document. */
export const isUnmarkedOriginal = (url: string) => Object.hasOwn(MARKED_PATHS, url);

/**
 * Serves every route of MARKED_PATHS at its marked path too: the same options (handler, schema,
 * access config, body limit) in the same plugin scope, so the guard, the subscription gate and
 * the multipart parser treat both alike. Add before the routes are registered.
 */
export function serveMarkedPaths(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    // Fastify adds the HEAD twin of each GET itself, for the marked GET as well.
    if (!isUnmarkedOriginal(route.url) || route.method === 'HEAD') return;
    const marked = MARKED_PATHS[route.url]!;
    if (!marked.startsWith(this.prefix)) throw new Error(`${marked} lies outside the prefix ${this.prefix}`);
    const {
      path: _path,
      routePath: _routePath,
      prefix: _prefix,
      ...options
    } = route as RouteOptions & {
      path?: string;
      routePath?: string;
      prefix?: string;
    };
    this.route({ ...options, url: marked.slice(this.prefix.length) });
  });
}
