import type { FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, ResourceContract } from '../../domain/contracts/contract';
import type { AppContext } from '../context';
import type { ContractRouteModule, RouteModule } from '../routes';

type Parsed<S> = S extends z.core.$ZodType ? z.core.output<S> : unknown;

/** A handler's request, typed by its endpoint's params, query and body schemas. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler gives back: its endpoint's 200 answer (the serializer checks it), or a reply it sent. */
export type ContractAnswer<E extends Endpoint> =
  | (E['answers'] extends { 200: infer A }
      ? A extends z.core.$ZodType
        ? z.core.input<A>
        : unknown
      : unknown)
  | FastifyReply;

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ContractAnswer<E>>;

/**
 * A handler with a step before the request is validated (the contact form answers a bot's filled
 * honeypot as a success before its body is judged). Server behaviour, so it stays out of the contract.
 */
export interface HandlerWithPreValidation<E extends Endpoint> {
  preValidation: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  handler: ContractHandler<E>;
}

/** One handler per endpoint of the contract: a route file adds nothing else. */
export type ContractHandlers<C extends ResourceContract> = {
  [K in keyof C['endpoints']]:
    ContractHandler<C['endpoints'][K]> | HandlerWithPreValidation<C['endpoints'][K]>;
};

/** The plugin scope a route module registers in, typed by its zod schemas (fastify-type-provider-zod). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Fastify's schema of an endpoint: its request parts, its answers and its OpenAPI names. */
function schemaOf(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: endpoint.answers,
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.hidden ? { hide: true } : {}),
  };
}

/**
 * The route module of a resource, registered from its contract (domain/contracts/): each
 * endpoint's method, path, access config and schemas come from the contract, the handler from
 * `build`. `build` may prepare the plugin scope first (a multipart parser) and returns the
 * handlers. Each route's config names its endpoint (`properties.list`), so a test can tell a
 * route that came from a contract from one that did not.
 */
export function contractRoutes<C extends ResourceContract>(
  contract: C,
  build: (ctx: AppContext, app: ZodApp) => ContractHandlers<C> | Promise<ContractHandlers<C>>,
): ContractRouteModule {
  const routes: RouteModule = (ctx) => async (app) => {
    const handlers = await build(ctx, app);
    for (const [key, endpoint] of Object.entries(contract.endpoints)) {
      const served = handlers[key as keyof C['endpoints']];
      const { handler, preValidation } = typeof served === 'function' ? { handler: served } : served;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { ...endpoint.access, contract: `${contract.name}.${key}` },
        schema: schemaOf(endpoint),
        handler: handler as unknown as RouteHandlerMethod,
        ...(preValidation ? { preValidation } : {}),
      });
    }
  };
  // The contract rides on the module so the server can find a resource's handlers by its name.
  return Object.assign(routes, { contract });
}
