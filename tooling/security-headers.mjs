/** Sent only on responses to HTTPS requests (see serve.mjs): one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

// Headers every front-end server sends. Scripts only from our own origins; no inline scripts.
export function securityHeaders(config) {
  const origins = new Set();
  for (const url of Object.values(config.remotes)) origins.add(new URL(url).origin);
  // a developer's override may load an area from these (off unless REMOTE_OVERRIDES lists them)
  for (const origin of config.overrides?.allow ?? []) origins.add(origin);
  const api = new URL(config.apiUrl).origin;
  const scriptSrc = ["'self'", ...origins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      // styled-components injects <style> tags at run time.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${api}`,
      `connect-src 'self' ${api} ${[...origins].join(' ')}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
