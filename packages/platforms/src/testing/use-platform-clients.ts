import { createPlatformClients } from '../create-platform-clients';
import type { OAuthClient, PlatformClients, PlatformCredentials } from '../platform-client';
import { LIVE_HOSTS, type OAuthPlatform } from '../platform-hosts';
import { useFakePlatforms, type FakePlatform, type FakeRoute } from './fake-platform-server';

interface StartedClients {
  fake: FakePlatform;
  clients: PlatformClients;
}

/**
 * The platform clients with `credentials`, for tests: `live()` against the vendors' hosts (for
 * what sends nothing, like authorize URLs), `start(routes)` against a fake answering only `routes`
 * (closed, and checked for unexpected requests, after the test).
 */
export function usePlatformClients(credentials: PlatformCredentials) {
  const fakes = useFakePlatforms();
  return {
    live: (): PlatformClients => createPlatformClients({ hosts: LIVE_HOSTS, credentials }),
    async start(routes: FakeRoute[]): Promise<StartedClients> {
      const fake = await fakes.start(routes);
      return { fake, clients: createPlatformClients({ hosts: fake.hosts, credentials }) };
    },
  };
}

/** `usePlatformClients` for one OAuth platform's tests, with its app and callback URL. */
export function useOAuthClient(
  platform: OAuthPlatform,
  app: { clientId: string; clientSecret: string },
) {
  const platforms = usePlatformClients({ [platform]: app });
  return {
    redirectUri: `https://fanout.test/api/oauth/callback/${platform}`,
    live: (): OAuthClient => platforms.live().oauth[platform],
    async start(routes: FakeRoute[]): Promise<StartedClients & { client: OAuthClient }> {
      const started = await platforms.start(routes);
      return { ...started, client: started.clients.oauth[platform] };
    },
  };
}
