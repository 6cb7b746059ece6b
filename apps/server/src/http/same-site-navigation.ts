import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@fanout/runtime';

function sameOrigin(value: string | undefined, config: AppConfig, host: string | undefined) {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.origin === new URL(config.publicUrl).origin || url.host === host;
  } catch {
    return false;
  }
}

/**
 * Whether a GET navigation started on this site (ADR 0028): a link elsewhere must not trigger a
 * state change such as signing out. Browsers say so in Sec-Fetch-Site ("same-origin", or "none" when
 * the user typed the address); older ones leave an Origin or Referer of this site. Without any of
 * them the request is treated as cross-site.
 */
export function isSameSiteNavigation(request: FastifyRequest, config: AppConfig): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const { host } = request.headers;
  return (
    sameOrigin(request.headers.origin, config, host) ||
    sameOrigin(request.headers.referer, config, host)
  );
}
