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
