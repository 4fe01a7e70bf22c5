/*
 * What the MyFatoorah and Tap adapters share: one JSON call to a gateway with the API key as a bearer
 * token, a timeout, and errors sorted into retryable (network, timeout, 408, 429, 5xx) or not (other
 * 4xx, an error envelope). No error message, log line or thrown value ever carries the API key or the
 * webhook secret: the gateway's own text is scrubbed of both before it is quoted.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { GatewayError, WebhookSignatureError, type WebhookInput } from './gateway';

export interface GatewayHttpConfig {
  /** For messages: "MyFatoorah", "Tap". */
  gatewayName: string;
  baseUrl: string;
  apiKey: string;
  /** Further secrets to scrub from any text quoted in an error. */
  secrets: readonly string[];
  timeoutMs: number;
}

export interface GatewayCall {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON text to send (see decimalJson). */
  body?: string;
}

/** Reads the gateway's own words out of an error answer (its envelope differs per gateway). */
export type ErrorTextReader = (json: unknown) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** `text` with every secret replaced, so a gateway echoing a key cannot leak it through us. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}

/**
 * JSON text in which amounts are JSON numbers written with exactly the currency's decimals
 * (`"InvoiceValue":12.500`), never a float's rounding: both APIs document the amount as a number.
 * Wrap each amount with `decimal("12.500")`; every other value is serialised as JSON.stringify would.
 */
export function decimalJson(build: (decimal: (text: string) => string) => unknown): string {
  const token = randomBytes(8).toString('hex');
  const decimal = (text: string): string => {
    if (!/^\d+\.\d+$/.test(text)) throw new RangeError(`Not a decimal amount: ${text}`);
    return `@${token}:${text}@`;
  };
  const json = JSON.stringify(build(decimal));
  return json.replace(new RegExp(`"@${token}:(\\d+\\.\\d+)@"`, 'g'), '$1');
}

/** One header's value whatever its case (Node lower-cases, tests and proxies may not). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first.trim() === '' ? null : first.trim();
  }
  return null;
}

/**
 * A webhook's signature header and its JSON body, or WebhookSignatureError when either is missing
 * or the body is not JSON: both gateways sign fields of the JSON body with a header beside it.
 */
export function signedJsonWebhook(
  input: WebhookInput,
  header: string,
): { received: string; body: Record<string, unknown> } {
  const received = headerValue(input.headers, header);
  if (!received) throw new WebhookSignatureError(`The ${header} header is missing.`);
  try {
    return { received, body: asRecord(JSON.parse(input.rawBody)) };
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON.');
  }
}

/** Constant-time equality of two signatures (equal lengths compared with crypto.timingSafeEqual). */
export function signaturesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(a, a); // the same work whatever the length, so the length is all a timing shows
    return false;
  }
  return timingSafeEqual(a, b);
}

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/** Calls the gateway and returns its parsed JSON answer; throws GatewayError otherwise. */
export async function callGateway(
  config: GatewayHttpConfig,
  call: GatewayCall,
  readErrorText: ErrorTextReader,
): Promise<unknown> {
  const name = config.gatewayName;
  const secrets = [config.apiKey, ...config.secrets];
  let response: Response;
  try {
    response = await fetch(new URL(call.path, config.baseUrl), {
      method: call.method,
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        Accept: 'application/json',
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new GatewayError(`${name} did not answer ${timedOut ? 'in time' : '(network error)'}.`, true);
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  let parsed = false;
  if (text !== '') {
    try {
      json = JSON.parse(text);
      parsed = true;
    } catch {
      // Not JSON (a proxy's HTML error page, say): treated below as an answer without words.
    }
  }
  if (response.ok) {
    if (!parsed) throw new GatewayError(`${name} answered HTTP ${response.status} without JSON.`, true);
    return json;
  }
  const retryable = response.status >= 500 || RETRYABLE_STATUSES.has(response.status);
  const said = parsed ? readErrorText(json) : null;
  const what =
    response.status === 401 || response.status === 403
      ? `${name} refused the API key (HTTP ${response.status})`
      : `${name} answered HTTP ${response.status}`;
  throw new GatewayError(scrub(said ? `${what}: ${said}` : `${what}.`, secrets), retryable);
}
