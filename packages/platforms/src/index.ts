/**
 * Platform clients: OAuth/account connection for the nine platforms (one folder each), the shared
 * HTTP layer and error classifier. The simulator they talk to in sandbox mode is @fanout/sandbox.
 */
export * from './platform-client';
export * from './platform-hosts';
export { createPlatformClients } from './create-platform-clients';
export { createPkcePair } from './pkce';
export * from './publish';
export * from './analytics';
export { readRateLimit, type RateLimitSink, type RateLimitState } from './http/rate-limit';
