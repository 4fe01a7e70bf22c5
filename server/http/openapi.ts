import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import type { AppConfig } from '../config';
import { isUnmarkedOriginal, MARKED_PATHS } from '../openapi/markedPaths';
import { nameOperations } from '../openapi/operationNames';
import { refusalsOf } from '../openapi/refusals';
import { tidyDocument } from '../openapi/schemaTidy';

type RequestInterceptor = NonNullable<NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor']>;

export const OPENAPI_JSON_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The routes that serve the document and its reader; they describe the API, they are not part of it. */
export const isDocsRoute = (url: string) =>
  url === OPENAPI_JSON_URL || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/**
 * Swagger UI sends the panel's access token with every request it makes (the document itself and
 * "Try it out"), so a super admin signed in to the panel in the same browser can read the
 * production document. Built with `new Function` because @fastify/swagger-ui writes it into its
 * script as source text; the storage key comes from the panel's own constant.
 */
const withPanelToken = new Function(
  'request',
  `const token = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)});
  if (token) request.headers.Authorization = 'Bearer ' + token;
  return request;`,
) as RequestInterceptor;

/**
 * The OpenAPI 3.1 document of the whole API, generated from the routes' zod schemas, at
 * /api/openapi.json, and Swagger UI over it at /api/docs (its assets are served from the
 * package, no CDN). In development and tests both are public; in production the document needs
 * the super admin's token (the UI page itself holds no data and stays reachable: it fetches the
 * document with the token the panel keeps in localStorage). Register before the routes: the
 * document is collected from every route registered after it.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  const documentAccess: FastifyContextConfig =
    config.env === 'production' ? { roles: ['super_admin'] } : { public: true };
  // Whether each route's plugin scope reads multipart bodies: the transform below sees only the route.
  const multipartRoutes = new Set<string>();
  app.addHook('onRoute', function (route) {
    if (!this.hasContentTypeParser('multipart/form-data')) return;
    for (const method of [route.method].flat()) multipartRoutes.add(`${method} ${route.url}`);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rentals API',
        version: process.env.npm_package_version ?? '0.1.0',
        description:
          'Property-rental management API. Every call carries `Authorization: Bearer <access token>` ' +
          'except the public ones (sign-in, sign-up, password recovery, refresh, health). ' +
          'Errors answer `{ success: false, message, detail }`; validation errors are HTTP 422.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (document) => {
      const url = document.url;
      // Only the API is described: not the /api/* catch-all (it only answers 404 for unknown
      // paths), not the panel's or the site's pages, not a path whose marked twin stands for it.
      if (url === '/api/*' || !url.startsWith('/api/') || isUnmarkedOriginal(url))
        return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      if (transformed.schema?.hide) return transformed;
      // Grouped by resource in the reader: /api/invoices/… → invoices, /api/super/roles/… → super/roles.
      const [first, second] = url.split('/').slice(2);
      const tags = [first === 'super' && second ? `super/${second}` : (first ?? 'api')];
      const routeConfig = (document.route.config ?? {}) as FastifyContextConfig;
      const { body, querystring, params, headers } = document.schema ?? {};
      const refusals = Object.assign(
        {},
        ...[document.route.method].flat().map((method) =>
          refusalsOf({
            method,
            url,
            config: routeConfig,
            validates: [body, querystring, params, headers].some((part) => part !== undefined),
            multipart: multipartRoutes.has(`${method} ${url}`),
          }),
        ),
      ) as Record<string, string>;
      const response: Record<string, unknown> = { ...(transformed.schema?.response as object) };
      // A status the route describes itself keeps its own answer.
      for (const [status, description] of Object.entries(refusals))
        response[status] ??= { description, content: { 'application/json': { schema: ERROR_ANSWER_REF } } };
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          tags,
          response,
          // Stated on every operation: none for the public ones, the bearer token for the others.
          security: routeConfig.public ? [] : [{ bearerAuth: [] }],
        },
      };
    },
    transformObject: (input) => tidyDocument(nameOperations(jsonSchemaTransformObject(input))),
  });

  app.get(OPENAPI_JSON_URL, { config: documentAccess, schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    // Swagger UI's own routes carry no config: mark them for the auth guard here.
    docs.addHook('onRoute', (route) => {
      const isDocument = route.url.endsWith('/json') || route.url.endsWith('/yaml');
      route.config = { ...route.config, ...(isDocument ? documentAccess : { public: true }) };
    });
    await docs.register(fastifySwaggerUi, {
      // The UI reads the document from its own /api/docs/json, which has the same access rule.
      uiConfig: {
        deepLinking: true,
        persistAuthorization: false,
        requestInterceptor: withPanelToken,
      },
      routePrefix: DOCS_PREFIX,
      validatorUrl: false,
      theme: { title: 'Rentals API reference' },
    });
  });
}

/** The project's error envelope (domain/answerSchemas.ts `errorAnswer`), as the document names it. */
const ERROR_ANSWER_REF = { $ref: '#/components/schemas/ErrorAnswer' };

interface OperationObject {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type PathsObject = Record<string, Record<string, OperationObject | undefined> | undefined>;

/** `/api/x/get/:id` as OpenAPI writes it: `/api/x/get/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The API's routes the document misses or leaves without a response schema for their success
 * answer, as "METHOD url: problem" lines; empty when every route is described. HEAD (Fastify's
 * twin of each GET), the /api/* catch-all and the docs routes are not part of the API; a path
 * with a marked twin is described by the twin.
 */
export function routesWithoutResponseSchema(
  routes: { method: string; url: string }[],
  document: { paths?: object },
): string[] {
  const paths = (document.paths ?? {}) as PathsObject;
  const problems: string[] = [];
  for (const { method, url } of routes) {
    if (!url.startsWith('/api/') || url === '/api/*' || isDocsRoute(url) || method === 'HEAD') continue;
    // A path with a marked twin is described under the twin's path (server/openapi/markedPaths.ts).
    const documentedUrl = isUnmarkedOriginal(url) ? MARKED_PATHS[url]! : url;
    const operation = paths[openApiPath(documentedUrl)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${method} ${url}: not in the document`);
      continue;
    }
    const success =
      operation.responses?.['200'] ?? operation.responses?.['201'] ?? operation.responses?.['204'];
    const described = Object.values(success?.content ?? {}).some((media) => media.schema !== undefined);
    if (!described) problems.push(`${method} ${url}: no response schema for its success answer`);
  }
  return problems;
}
