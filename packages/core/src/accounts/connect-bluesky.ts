import { PlatformError } from '@fanout/platforms';
import {
  AppError,
  BLUESKY_APP_PASSWORD_HINT,
  type ConnectBlueskyInput,
  type SocialAccount,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { groupForConnection } from './groups';
import { storeConnectedAccount } from './store-connected-account';
import { toSocialAccount } from './to-social-account';

/** Bluesky by app password: a session from the PDS; the app password itself is never stored. */
export async function connectBluesky(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<ConnectBlueskyInput>,
): Promise<SocialAccount> {
  const group = await groupForConnection(deps, actor, input.groupId);
  const now = nowOf(deps).getTime();
  try {
    const session = await deps.platforms.bluesky.createSession({
      identifier: input.handle,
      appPassword: input.appPassword,
    });
    const profile = await deps.platforms.bluesky.fetchProfile({
      accessJwt: session.accessJwt,
      did: session.did,
    });
    const row = await storeConnectedAccount(deps, actor, {
      platform: 'bluesky',
      groupId: group.id,
      profile,
      tokens: {
        accessToken: session.accessJwt,
        refreshToken: session.refreshJwt,
        // Access JWTs live two hours (reference §4); refresh JWTs 90 days.
        expiresAt: new Date(now + 2 * 3_600_000),
        refreshTokenExpiresAt: new Date(now + 90 * 86_400_000),
        scopes: ['app-password'],
      },
    });
    return toSocialAccount(row);
  } catch (error) {
    if (error instanceof PlatformError) {
      // The client's message already names Bluesky and the call ("Bluesky refused the sign-in: …").
      const hint =
        error.errorClass === 'auth'
          ? ` Check the handle, and use an app password, not your account password. ${BLUESKY_APP_PASSWORD_HINT}`
          : '';
      throw new AppError('BAD_REQUEST', `${asSentence(error.message)}${hint}`);
    }
    throw error;
  }
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
