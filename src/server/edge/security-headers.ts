import type { ServerResponse } from 'node:http';

/**
 * The headers of every answer the edge sends (pages, files and the API); pages also carry
 * Astro's CSP meta and page-headers.ts's CSP header. HSTS only where the site is served over
 * HTTPS, that is in production.
 */
export function securityHeaders({ production }: { production: boolean }) {
  return (res: ServerResponse): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (production) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
