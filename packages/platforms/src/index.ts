/**
 * Platform clients: OAuth/account connection for the nine platforms (one folder each), the shared
 * HTTP layer and error classifier, and the sandbox simulator.
 */
export * from './platform-client';
export * from './platform-hosts';
export { createPlatformClients } from './create-platform-clients';
export { createPkcePair } from './pkce';
export { PLATFORM_LABELS } from './platform-labels';
export { CREDENTIAL_ENV_NAMES } from './oauth/require-credentials';
export * from './sandbox';
export * from './publish';
export { readRateLimit, type RateLimitSink, type RateLimitState } from './http/rate-limit';
