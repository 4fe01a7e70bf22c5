import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built panel and site run under. Scripts only from our own
 * origin; inline styles are allowed because MUI (emotion) injects <style> elements at run time.
 * `upgrade-insecure-requests` is left out so a plain-HTTP install on a LAN still loads its assets.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Powerful browser features no page of ours uses, turned off for our pages and anything they
 * embed (issue 30 item 13). Paying online is a redirect to the gateway's own page (or the
 * sandbox's plain form), never the Payment Request API, so `payment` is off too. Only features
 * browsers know are listed: an unknown one is a console error in Chrome.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's response headers for that policy, worked out once. They do not depend on the request,
 * and @fastify/helmet built helmet's middleware anew for every response (the policy parsed each
 * time: 6% of the API's CPU under load in the list benchmark), so helmet runs here once against a
 * recorder and app.ts sets the recorded headers on every reply.
 */
export function securityHeaders(imageOrigins: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  // A photo's signed link may redirect to the bucket (STORAGE=s3): its origin may show images too.
  const directives = { ...contentSecurityPolicy, imgSrc: [...contentSecurityPolicy.imgSrc, ...imageOrigins] };
  helmet({ contentSecurityPolicy: { directives } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  // Helmet leaves this header out.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
