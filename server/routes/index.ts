import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceContract } from '../../domain/contracts/contract';
import { API_RESOURCES, type ApiResource } from '../../domain/contracts';
import type { AppContext } from '../context';
import { contactUsRoutes } from './contact-us';
import { pricingRoutes } from './pricing';
import { sandboxGatewayRoutes } from './sandbox-gateway';

/**
 * A route module: one API resource's routes, each stating in its `config` what a caller must
 * hold (server/auth/guard.ts reads it; no handler decides a permission itself).
 */
export type RouteModule = (ctx: AppContext) => FastifyPluginAsyncZod;

/** A route module made from a contract (server/http/contractRoutes.ts), which it names. */
export type ContractRouteModule = RouteModule & { contract: ResourceContract };

/**
 * The site's own pages outside /api (the contact form's page, the pricing page, the sandbox
 * gateway's payment page): not resources of the API, so not in its registry.
 */
export const SITE_ROUTE_MODULES: readonly RouteModule[] = [
  contactUsRoutes,
  pricingRoutes,
  sandboxGatewayRoutes,
];

const servesContract = (value: unknown, name: string): value is ContractRouteModule =>
  typeof value === 'function' && (value as Partial<ContractRouteModule>).contract?.name === name;

/**
 * The handlers of a registry line, from `server/routes/<name>.ts` (the export made from the
 * contract of that name). Found by name so that a new resource is one line in the registry
 * (domain/contracts/index.ts) and no second list here.
 */
export async function loadRouteModule(name: string): Promise<ContractRouteModule> {
  const module = (await import(/* @vite-ignore */ `./${name}.ts`)) as Record<string, unknown>;
  const routes = Object.values(module).find((value) => servesContract(value, name));
  if (!routes)
    throw new Error(`server/routes/${name}.ts exports no contractRoutes(...) of the '${name}' contract.`);
  return routes;
}

/** Every route module: one per registry line, then the site's pages. */
export async function loadRouteModules(
  resources: readonly ApiResource[] = API_RESOURCES,
): Promise<RouteModule[]> {
  const apiModules = await Promise.all(resources.map((resource) => loadRouteModule(resource.name)));
  return [...apiModules, ...SITE_ROUTE_MODULES];
}
