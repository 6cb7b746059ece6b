import type { z } from 'zod';
import type { PlatformAuth } from '../http/platform-request';
import type { PlatformProfile } from '../platform-client';
import type { OAuthPlatform } from '../platform-hosts';
import type { ClientContext } from './client-context';
import { requireCredentials } from './require-credentials';

/**
 * `fetchProfile` for platforms whose profile is one GET: checked against the platform's `schema`
 * and mapped by its `toProfile`. Credentials are checked even though the call does not send them,
 * so an unconfigured platform fails the same way on every method.
 */
export async function requestProfile<S extends z.ZodType>(
  { credentials, http }: ClientContext,
  request: {
    platform: OAuthPlatform;
    url: string;
    query?: Record<string, string>;
    auth?: PlatformAuth;
  },
  schema: S,
  toProfile: (answer: z.output<S>) => PlatformProfile,
): Promise<PlatformProfile> {
  requireCredentials(request.platform, credentials);
  const answer = await http.fetchJson(
    { ...request, operation: 'the profile request', method: 'GET' },
    schema,
  );
  return toProfile(answer);
}
