/**
 * The origin a browser tab of each running test server sends on mutations: its PUBLIC_URL's, by
 * base URL. The CSRF guard accepts that origin only (ADR 0066), so a server whose PUBLIC_URL names
 * another address (a proxy's) is reached as a browser on that address would reach it.
 */
const origins = new Map<string, string>();

export function registerSiteOrigin(baseUrl: string, publicUrl: string): void {
  origins.set(baseUrl, new URL(publicUrl).origin);
}

export function forgetSiteOrigin(baseUrl: string): void {
  origins.delete(baseUrl);
}

/** The registered origin, or the base URL itself for servers started elsewhere. */
export function siteOriginOf(baseUrl: string): string {
  return origins.get(baseUrl) ?? baseUrl;
}
