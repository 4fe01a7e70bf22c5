import type { z } from 'zod';
import type { BinaryAnswer, Endpoint } from '../../domain/contracts/contract';
import { apiClient, type QueryValue } from './httpClient';

/**
 * What JSON carries of a value the server's schema describes: a Date the server holds arrives as
 * its ISO 8601 string; everything else as it is.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends Blob
      ? T
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

type Output<S> = S extends z.core.$ZodType ? z.core.output<S> : never;
type Input<S> = S extends z.core.$ZodType ? z.core.input<S> : never;

/**
 * An endpoint's success answer as the panel receives it, inferred from the contract's schema: the
 * JSON envelope, or a Blob where the endpoint answers bytes (a PDF, a CSV).
 */
export type AnswerOf<E extends Endpoint> = E['answers'] extends { 200: infer A }
  ? A extends BinaryAnswer
    ? Blob
    : Wire<Output<A>>
  : never;

/** The `data` of an endpoint's `{ success, message, data }` answer. */
export type DataOf<E extends Endpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/** One row of an endpoint's list answer (`{ items, total, … }`). */
export type ItemOf<E extends Endpoint> = AnswerOf<E> extends { items: readonly (infer I)[] } ? I : never;

/** What a call states: the path's parameters, the query and the body its contract declares. */
export interface CallArgs<E extends Endpoint> {
  params?: E['params'] extends z.core.$ZodType ? Record<keyof Input<E['params']>, string | number> : never;
  /** Query values as the URL carries them (the schema coerces and checks them on the server). */
  query?: E['query'] extends z.core.$ZodType
    ? { [K in keyof Input<E['query']>]?: QueryValue }
    : Record<string, QueryValue>;
  /** The JSON body its contract declares, or a multipart form (src/api/payloadForm.ts) where it reads one. */
  body?: (E['body'] extends z.core.$ZodType ? Input<E['body']> : Record<string, unknown>) | FormData;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/** `/api/invoices/cancel/:id` with `{ id }` → `/invoices/cancel/<id>` (the client's base is `/api`). */
export function endpointUrl(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/^\/api(?=\/)/, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint of a contract (domain/contracts/) through the shared client (token, refresh,
 * errors as ApiError): its method and path come from the contract, its answer's type is the
 * contract's schema. The dataProvider's `call` (src/providers/dataProvider.ts).
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, args: CallArgs<E> = {}): Promise<AnswerOf<E>> {
  return apiClient.request<AnswerOf<E>>(endpointUrl(endpoint.path, args.params), {
    method: endpoint.method,
    ...(args.body !== undefined ? { body: args.body } : {}),
    ...(args.query ? { query: args.query as Record<string, QueryValue> } : {}),
    ...(args.headers ? { headers: args.headers } : {}),
    ...(args.signal ? { signal: args.signal } : {}),
  });
}
