import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { ClientContext } from '../oauth/client-context';
import { PlatformError, type BlueskyClient } from '../platform-client';
import { blueskyProfileSchema, toBlueskyProfile } from './bluesky-profile';

const platform = 'bluesky';

/** `createSession` and `refreshSession` answer the same fields (both JWTs rotate on refresh). */
const sessionSchema = z.object({
  did: z.string().min(1),
  handle: z.string().min(1),
  accessJwt: z.string().min(1),
  refreshJwt: z.string().min(1),
  /** False for deactivated, suspended or taken-down accounts, which cannot post. */
  active: z.boolean().nullish(),
  status: z.string().nullish(),
});

/** Bluesky by app password against the PDS: no app credentials to configure. */
export function createBlueskyClient({
  hosts,
  http,
}: Pick<ClientContext, 'hosts' | 'http'>): BlueskyClient {
  const xrpc = (method: string) => `${hosts.bluesky.pds}/xrpc/${method}`;
  return {
    async createSession({ identifier, appPassword }) {
      const session = await http.fetchJson(
        {
          platform,
          operation: 'the sign-in',
          method: 'POST',
          url: xrpc('com.atproto.server.createSession'),
          json: { identifier, password: appPassword },
        },
        sessionSchema,
      );
      if (session.active === false) {
        const status = session.status ? ` (${session.status})` : '';
        throw new PlatformError(platform, 'auth', `This Bluesky account is not active${status}`);
      }
      return pickSession(session);
    },
    async refreshSession(refreshJwt) {
      const session = await http.fetchJson(
        {
          platform,
          operation: 'the session refresh',
          method: 'POST',
          url: xrpc('com.atproto.server.refreshSession'),
          auth: bearer(refreshJwt),
        },
        sessionSchema,
      );
      return pickSession(session);
    },
    async fetchProfile({ accessJwt, did }) {
      const profile = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: xrpc('app.bsky.actor.getProfile'),
          query: { actor: did },
          auth: bearer(accessJwt),
        },
        blueskyProfileSchema,
      );
      return toBlueskyProfile(profile);
    },
    async deleteSession(refreshJwt) {
      await http.send({
        platform,
        operation: 'the sign-out',
        method: 'POST',
        url: xrpc('com.atproto.server.deleteSession'),
        auth: bearer(refreshJwt),
      });
    },
  };
}

// Only the four fields: the answer also carries email and status we do not keep.
function pickSession({ did, handle, accessJwt, refreshJwt }: z.output<typeof sessionSchema>) {
  return { did, handle, accessJwt, refreshJwt };
}
