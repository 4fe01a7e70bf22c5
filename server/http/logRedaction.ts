import type { FastifyRequest } from 'fastify';

/**
 * The query parameters a logged URL keeps, by name (any case): paging, sorting, search and list
 * filters, record ids, dates, language and plan choices. Every other parameter's value is cut,
 * so a signed or secret one (a file link's `sig`, a payment link's `link`, any `token` or
 * `code`, or one added later) is redacted without being named here (issue 30 item 10).
 */
const HARMLESS_PARAMS = new Set(
  [
    // Paging, sorting, search (the API's lists and react-admin's list pages).
    ...['page', 'perPage', 'pageSize', 'limit', 'constantPage', 'sort', 'order', 'q', 'filter'],
    ...['displayedFilters', 'range'],
    // List filters.
    ...['status', 'state', 'type', 'category', 'priority', 'method', 'role', 'period', 'month'],
    ...['year', 'day', 'occupancy', 'overdue', 'result', 'excludeCancelled', 'name'],
    // Record ids (every read checks the caller's token; an id grants nothing).
    ...['id', 'ids', 'tenantId', 'propertyId', 'property_id', 'unitId', 'landlordId', 'landlord_id'],
    ...['user_id', 'actor_id', 'admin_user_id', 'assigneeId', 'planId', 'attempt', 'request'],
    // Dates of a list's range; a signed link's expiry (its signature is what grants).
    ...['dateFrom', 'dateTo', 'dueFrom', 'dueTo', 'endFrom', 'endTo', 'from', 'to', 'expires'],
    // The site's and the panel's choices.
    ...['lang', 'locale', 'plan', 'cycle', 'section', 'payment'],
  ].map((name) => name.toLowerCase()),
);

/** Parameters whose value is itself an address (after sign-in, the page to open): its own query is cut by the same rule. */
const ADDRESS_PARAMS = new Set(['next']);

const REDACTED = '[redacted]';

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

function redactParam(pair: string): string {
  const at = pair.indexOf('=');
  const rawName = at < 0 ? pair : pair.slice(0, at);
  const name = decoded(rawName)?.toLowerCase();
  if (name === undefined) return REDACTED;
  if (HARMLESS_PARAMS.has(name)) return pair;
  if (at < 0) return pair === '' ? pair : REDACTED;
  if (ADDRESS_PARAMS.has(name)) {
    const value = decoded(pair.slice(at + 1));
    if (value === undefined) return `${rawName}=${REDACTED}`;
    const cut = redactUrl(value);
    return cut === value ? pair : `${rawName}=${encodeURIComponent(cut).replace(/%2F/g, '/')}`;
  }
  return `${rawName}=${REDACTED}`;
}

/**
 * A URL as a log may keep it: the path, and the query with every parameter's value cut but the
 * harmless ones'. A fragment (never sent to a server, but an error text may quote a whole link)
 * is cut whole.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : `#${REDACTED}`;
  const at = beforeHash.indexOf('?');
  if (at < 0) return `${beforeHash}${fragment}`;
  const query = beforeHash
    .slice(at + 1)
    .split('&')
    .map(redactParam)
    .join('&');
  return `${beforeHash.slice(0, at + 1)}${query}${fragment}`;
}

/** The request as pino logs it (Fastify's default fields), with secrets cut from the URL. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
