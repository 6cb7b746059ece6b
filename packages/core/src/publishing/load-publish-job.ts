import type { SocialAccountRow } from '@fanout/db/schema';
import { PLATFORM_LABELS, parseNetworkOptions, type NetworkOptions } from '@fanout/shared';
import {
  type PlatformPublisher,
  type PublishAccount,
  type PublishMediaFile,
} from '@fanout/platforms';
import { getFreshAccessToken, tokenContext } from '../accounts';
import type { CoreDeps } from '../deps';
import { publishBatches } from './publish-batches';
import { toPublishMedia } from './publish-media';
import type { Failure } from './run';
import type { RunSource } from './run-version';

/**
 * What a run publishes: the post's content (or the target's variant's), its media adapted to the
 * platform, the network's options, and the account.
 */
export interface PublishJob {
  text: string;
  title: string | null;
  media: PublishMediaFile[];
  account: PublishAccount;
  accountRow: SocialAccountRow;
  /** Replies or a first comment follow the post (ADR 0084): their job starts once it is out. */
  followUps: boolean;
  /** The variant's network options with every default filled in; null on a network without. */
  options: NetworkOptions | null;
}

/** A reason the target cannot be published at all, before any platform call. */
export class NotPublishable extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'NotPublishable';
  }
}

/**
 * Loads everything one target needs. Refuses (NotPublishable) when the account is gone or needs
 * reconnecting, or a Facebook page / Pinterest board was never chosen: the user can fix these, and
 * no retry would help.
 */
export async function loadPublishJob(
  deps: CoreDeps,
  target: RunSource,
  publisher: PlatformPublisher,
): Promise<PublishJob> {
  const label = PLATFORM_LABELS[target.platform];
  const batches = publishBatches(deps);
  // The four reads go out together (each batched with other runs').
  const [post, row, sharedAttachments, variant] = await Promise.all([
    batches.post.load(target.postId),
    target.socialAccountId ? batches.account.load(target.socialAccountId) : null,
    batches.attachments.load(target.postId),
    batches.variant.load(target.id),
  ]);
  // The target's own text and media where its variant has them (ADR 0083).
  const attachments = variant?.media ?? sharedAttachments;
  if (!post) throw new NotPublishable({ errorClass: 'unknown', message: 'The post was deleted.' });
  if (!target.socialAccountId) {
    throw new NotPublishable({
      errorClass: 'auth',
      message: `The ${label} account was disconnected. Reconnect it and post again.`,
    });
  }
  if (!row || row.ownerId !== target.ownerId) {
    throw new NotPublishable({
      errorClass: 'auth',
      message: `The ${label} account was disconnected. Reconnect it and post again.`,
    });
  }
  if (row.status === 'needs_attention') {
    throw new NotPublishable({
      errorClass: 'auth',
      message: row.statusMessage ?? `Reconnect your ${label} account: its access stopped working.`,
    });
  }

  // The stored options were checked when saved; a rule that refuses them now is said, not skipped.
  const options = parseNetworkOptions(target.platform, variant?.options ?? null);
  if (!options.ok) {
    throw new NotPublishable({
      errorClass: 'invalid_content',
      message: `${label} options: ${options.problems.join('; ')}. Edit the post's options and post again.`,
    });
  }

  const media: PublishMediaFile[] = [];
  for (const item of attachments) {
    if (item.ownerId !== target.ownerId) continue; // never publish someone else's file
    if (item.type !== 'image' && item.type !== 'video') continue;
    media.push(await toPublishMedia(deps, item, publisher.mediaRule));
  }

  return {
    text: variant?.textContent ?? post.textContent,
    title: post.title,
    media,
    account: await publishAccount(deps, row, label),
    accountRow: row,
    followUps: (variant?.followUps ?? 0) > 0,
    options: options.options,
  };
}

export async function publishAccount(
  deps: CoreDeps,
  row: SocialAccountRow,
  label: string,
): Promise<PublishAccount> {
  const base = { externalId: row.externalAccountId, username: row.platformUsername };
  if (row.platform === 'facebook') {
    // The account publishes as its chosen Page, with the Page's own token.
    if (!row.facebookPageId || !row.facebookPageTokenEnc) {
      throw new NotPublishable({
        errorClass: 'invalid_content',
        message: 'Choose the Facebook Page to post to on the Connected Accounts page.',
      });
    }
    await getFreshAccessToken(deps, row.id, row); // keeps the user token (and so the page token) alive
    return {
      externalId: row.facebookPageId,
      username: row.facebookPageName ?? row.platformUsername,
      details: { ...row.details, pageName: row.facebookPageName ?? '' },
      accessToken: deps.vault.decrypt(row.facebookPageTokenEnc, tokenContext.facebookPage(row.id)),
    };
  }
  if (row.platform === 'pinterest' && !row.pinterestBoardId) {
    throw new NotPublishable({
      errorClass: 'invalid_content',
      message: `Choose the ${label} board to pin to on the Connected Accounts page.`,
    });
  }
  const details =
    row.platform === 'pinterest'
      ? {
          ...row.details,
          boardId: row.pinterestBoardId ?? '',
          boardName: row.pinterestBoardName ?? '',
        }
      : row.details;
  return { ...base, details, accessToken: await getFreshAccessToken(deps, row.id, row) };
}
