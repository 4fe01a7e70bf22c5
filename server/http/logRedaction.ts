import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that grant access: a signed file link's signature, an invitation token (older
 * links carried it in the query), codes and tokens a client might put in a URL. Their values are
 * cut from every logged URL; the rest of the URL stays, so a log line still says what was asked.
 */
const SECRET_PARAMS = [
  'sig',
  'signature',
  'token',
  'code',
  'otp',
  'access_token',
  'refresh_token',
  'password',
];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
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
