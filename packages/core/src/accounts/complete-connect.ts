import { and, eq, isNull } from 'drizzle-orm';
import { oauthStates, type OAuthStateRow } from '@fanout/db/schema';
import {
  isOAuthPlatform,
  PlatformError,
  type OAuthPlatform,
  type PlatformProfile,
  type PlatformTokens,
} from '@fanout/platforms';
import { isAppError, PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { hashState } from './start-connect';
import { storeConnectedAccount, type ConnectedAccountInput } from './store-connected-account';

export type ConnectErrorCode =
  'access_denied' | 'state_expired' | 'state_invalid' | 'platform_error' | 'already_connected';

/** Why a connection did not complete; the message is shown to the user as it is. */
export class ConnectError extends Error {
  constructor(
    readonly code: ConnectErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

export interface ConnectOutcome {
  platform: Platform;
  groupId: string;
  accountId: string;
}

/**
 * Finishes an OAuth connection at the callback. The state must be one this very user and session
 * started, unused and unexpired; it is claimed (made single-use) before the code is exchanged.
 * Nothing is stored unless the exchange and the profile lookup both succeed.
 */
export async function completeConnect(
  deps: CoreDeps,
  auth: { userId: string; sessionId: string } | null,
  input: { platform: string; query: Record<string, string | undefined> },
): Promise<ConnectOutcome> {
  const { query } = input;
  if (!isOAuthPlatform(input.platform))
    throw new ConnectError('state_invalid', 'Unknown platform in the connection callback.');
  const platform = input.platform;
  const name = PLATFORM_LABELS[platform];
  if (!auth)
    throw new ConnectError(
      'state_invalid',
      'You were signed out during the connection. Sign in and connect again.',
    );
  if (!query.state)
    throw new ConnectError(
      'state_invalid',
      `${name} did not return the connection request. Please try again.`,
    );

  const state = await claimState(deps, auth, platform, query.state);

  if (query.error) {
    const reason =
      query.error === 'access_denied' ? '' : ` (${query.error_description ?? query.error})`;
    throw new ConnectError('access_denied', `You declined the authorization on ${name}${reason}.`);
  }
  if (!query.code)
    throw new ConnectError('platform_error', `${name} returned no authorization code.`);

  let connection: ConnectedAccountInput;
  try {
    connection = await fetchConnection(deps, platform, state, query.code);
  } catch (error) {
    if (error instanceof PlatformError) {
      deps.logger.warn(
        { platform, errorClass: error.errorClass, status: error.status },
        'connection failed at the platform',
      );
      throw new ConnectError('platform_error', `${name} returned an error: ${error.message}`);
    }
    throw error;
  }

  try {
    const row = await storeConnectedAccount(
      deps,
      { userId: auth.userId, isAdmin: false, permissions: [] },
      connection,
    );
    return { platform, groupId: row.groupId, accountId: row.id };
  } catch (error) {
    if (isAppError(error) && error.code === 'CONFLICT')
      throw new ConnectError('already_connected', error.message);
    throw error;
  }
}

/**
 * Claims the state (single use) when this very user and session started it, unused; then checks it
 * is unexpired and for this platform.
 */
async function claimState(
  deps: CoreDeps,
  auth: { userId: string; sessionId: string },
  platform: OAuthPlatform,
  stateParam: string,
): Promise<OAuthStateRow> {
  const now = nowOf(deps);
  const [state] = await deps.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, hashState(stateParam)),
        isNull(oauthStates.usedAt),
        eq(oauthStates.ownerId, auth.userId),
        eq(oauthStates.sessionId, auth.sessionId),
      ),
    )
    .returning();
  if (!state) {
    throw new ConnectError(
      'state_invalid',
      'This connection request is not valid (already used, or started by another session). Please connect again.',
    );
  }
  if (state.expiresAt <= now)
    throw new ConnectError('state_expired', 'The connection request expired. Please try again.');
  if (state.platform !== platform)
    throw new ConnectError('state_invalid', 'The connection request belongs to another platform.');
  return state;
}

/** Exchanges the code and reads the profile, plus what TikTok and Pinterest accounts need. */
async function fetchConnection(
  deps: CoreDeps,
  platform: OAuthPlatform,
  state: OAuthStateRow,
  code: string,
): Promise<ConnectedAccountInput> {
  const client = deps.platforms.oauth[platform];
  const codeVerifier = state.codeVerifierEnc
    ? deps.vault.decrypt(state.codeVerifierEnc, tokenContext.codeVerifier(state.id))
    : undefined;
  const tokens: PlatformTokens = await client.exchangeCode({
    code,
    redirectUri: state.redirectUri,
    ...(codeVerifier ? { codeVerifier } : {}),
  });
  const profile: PlatformProfile = await client.fetchProfile(tokens.accessToken);
  const connection: ConnectedAccountInput = { platform, groupId: state.groupId, tokens, profile };
  if (platform === 'tiktok') {
    // Direct Post needs the creator's current posting options; reading them also proves the scope works.
    const creator = await deps.platforms.tiktokCreatorInfo(tokens.accessToken);
    connection.profile = {
      ...profile,
      details: {
        ...profile.details,
        creatorUsername: creator.creatorUsername,
        creatorNickname: creator.creatorNickname,
        maxVideoPostDurationSec: String(creator.maxVideoPostDurationSec),
      },
    };
  }
  if (platform === 'pinterest') {
    // The account must pick a default board; with a single board there is nothing to pick.
    const boards = await deps.platforms.pinterestBoards(tokens.accessToken);
    const [only] = boards;
    if (boards.length === 1 && only)
      connection.extra = { pinterestBoardId: only.id, pinterestBoardName: only.name };
  }
  return connection;
}
