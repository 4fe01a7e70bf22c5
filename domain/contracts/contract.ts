import type { z } from 'zod';
import type { AccessRule } from '../access';
import type { RoleKey } from '../roles';

/**
 * Who may call an endpoint, as the server's guard (server/auth/guard.ts) and subscription gate
 * read it. Permission names are plain strings here because the permission catalogue is itself
 * derived from the contracts (domain/permissions.ts); tests/unit/contracts.test.ts checks that every
 * name an endpoint states is in that catalogue.
 */
export interface EndpointAccess {
  /** Answers without a signed-in user (sign-in, refresh, health, the public site's calls). */
  public?: boolean;
  /** What the caller's role must hold (domain/access.ts). */
  permission?: AccessRule<string>;
  /** The 403 message when the permission is missing, where the endpoint's messages name it. */
  forbidden?: string;
  /**
   * An endpoint about one user (`:id`): the caller's own record, or anyone's with this permission.
   * Others' ids answer 404 with the message, as if they did not exist.
   */
  ownRecordOr?: { param: string; permission: AccessRule<string>; notFound: string };
  /** Spec section 6's role restrictions ("Landlord only"): the caller's role must be one of these. */
  roles?: readonly RoleKey[];
  /** Any signed-in user may call it (their own profile, logout). */
  anyUser?: boolean;
  /**
   * It adds to a landlord's data, so a landlord whose subscription stops creating is answered 402:
   * `true` for every call (the gate refuses before the handler runs), `'when-adding'` where the
   * handler decides (server/auth/subscriptionGate.ts).
   */
  creates?: true | 'when-adding';
}

/** A zod schema of any shape (a request part or an answer), from zod or zod/mini (the site's forms). */
export type Schema = z.core.$ZodType;

/** Bytes, not JSON (a PDF, a CSV, a stored file): OpenAPI's media types with their binary schema. */
export interface BinaryAnswer {
  description: string;
  content: Record<string, { schema: Schema }>;
}

/** One API endpoint: everything about it except the handler that serves it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form: `/api/properties/get/:id`. */
  path: string;
  access: EndpointAccess;
  /** OpenAPI's name of the operation, unique in the API; stable while the path is. */
  operationId: string;
  /** One short sentence for the API reader. */
  summary: string;
  params?: Schema;
  query?: Schema;
  /** A JSON body; a multipart form (a payload field and files) is read by the handler, not listed here. */
  body?: Schema;
  /** Each status the endpoint answers with its schema (`4xx`/`5xx` for the error envelope). */
  answers: Readonly<Record<string | number, Schema | BinaryAnswer>>;
  /** Hidden from the OpenAPI document (a path served for old callers, a gateway's own page). */
  hidden?: boolean;
}

/** A resource's permissions in the catalogue (spec section 6): who holds what by default. */
export interface PermissionBlock<Resource extends string = string, Action extends string = string> {
  /** The catalogue's resource name: `Property` gives `View Property`, `Create Property`, … */
  resource: Resource;
  /**
   * Its row in spec section 6's permission table: the catalogue, the role matrix and the seeded
   * roles list the blocks by this number (a new block takes a number between its neighbours').
   */
  row: number;
  actions: readonly Action[];
  /** The actions each seeded role starts with (super admin and admin hold every one). */
  roleDefaults: Partial<Record<RoleKey, readonly Action[]>>;
  /** The role matrix's row label, in both languages. */
  matrixLabel: { en: string; ar: string };
}

/**
 * One API resource: its name, where it is served, the permission resource it owns (if any) and
 * every endpoint. The server registers its routes from it (server/http/contractRoutes.ts: a route
 * file adds only the handlers); OpenAPI and the route × role test read it through those routes.
 */
export interface ResourceContract<Endpoints extends Record<string, Endpoint> = Record<string, Endpoint>> {
  /** The resource's name (its route file's and its folder's): `properties`. */
  name: string;
  /** Its API path prefix: `/api/properties`. */
  path: string;
  /** The catalogue resources it owns (`Property`), the same blocks as its registry line (./index.ts). */
  permissions?: readonly PermissionBlock[];
  endpoints: Endpoints;
}

/** Declares a resource's contract; checks each endpoint sits under the resource's path. */
export function defineContract<const Endpoints extends Record<string, Endpoint>>(
  contract: ResourceContract<Endpoints>,
): ResourceContract<Endpoints> {
  for (const [key, declared] of Object.entries(contract.endpoints)) {
    if (declared.path !== contract.path && !declared.path.startsWith(`${contract.path}/`))
      throw new Error(`${contract.name}.${key}: ${declared.path} is not under ${contract.path}`);
  }
  return contract;
}

/** Declares a permission block; the identity, kept for its literal resource and action names. */
export const permissionBlock = <const R extends string, const A extends string>(
  block: PermissionBlock<R, A>,
): PermissionBlock<R, A> => block;
