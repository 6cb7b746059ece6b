import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { oauthStates } from '@fanout/db/schema';
import { createPkcePair, type OAuthPlatform } from '@fanout/platforms';
import { AppError, type Platform } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { groupForConnection } from './groups';

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export function callbackUrl(deps: CoreDeps, platform: Platform): string {
  return `${deps.config.publicUrl}/api/oauth/callback/${platform}`;
}

/**
 * Begins an OAuth connection: a random state (only its hash stored), a PKCE verifier where the
 * platform uses one (stored encrypted), both bound to this user and session for a few minutes.
 */
export async function startConnect(
  deps: CoreDeps,
  {
    actor,
    input,
  }: ServiceOptions<{ sessionId: string; platform: Platform; groupId?: string | undefined }>,
): Promise<{ authUrl: string }> {
  if (input.platform === 'bluesky') {
    throw new AppError(
      'BAD_REQUEST',
      'Bluesky connects with a handle and an app password, not a redirect.',
    );
  }
  const platform: OAuthPlatform = input.platform;
  const client = deps.platforms.oauth[platform];
  const group = await groupForConnection(deps, actor, input.groupId);
  const state = randomBytes(32).toString('base64url');
  const pkce = client.usesPkce ? createPkcePair() : null;
  const id = randomUUID();
  const redirectUri = callbackUrl(deps, platform);
  await deps.db.insert(oauthStates).values({
    id,
    stateHash: hashState(state),
    ownerId: actor.userId,
    sessionId: input.sessionId,
    platform,
    groupId: group.id,
    codeVerifierEnc: pkce ? deps.vault.encrypt(pkce.verifier, tokenContext.codeVerifier(id)) : null,
    redirectUri,
    expiresAt: new Date(nowOf(deps).getTime() + deps.config.oauth.stateTtlMs),
  });
  const authUrl = client.authorizeUrl({
    state,
    redirectUri,
    ...(pkce ? { codeChallenge: pkce.challenge } : {}),
  });
  return { authUrl };
}
