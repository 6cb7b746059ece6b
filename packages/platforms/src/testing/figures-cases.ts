import { defaultNetworkOptions, type Platform } from '@fanout/shared';
import {
  OAUTH_FLOWS,
  connectedToken,
  instagramUserId,
  linkedInSub,
  sandboxPages,
  threadsUserId,
  tikTokOpenId,
  youTubeChannelId,
} from '@fanout/sandbox/testing';
import type { FiguresInput } from '../analytics/figures-reader';
import type { RateLimitState } from '../http/rate-limit';
import type { PublishAccount, PublishInput, PublishMediaFile } from '../publish/publisher';
import { mediaFile, mp4Bytes } from './media-fixtures';
import type { PublisherSandbox } from './publisher-sandbox';
import { followUpInput, publishInput } from './publisher-sandbox';

/** A post published through the network's real publisher, ready for its figures reader. */
export interface PublishedForFigures {
  input: FiguresInput & { observed: RateLimitState[] };
  /** The sandbox account name (its consent name; Bluesky: the handle): what refusals name. */
  account: string;
}

/**
 * One network's way to a published post: an account connected with the scopes the product asks
 * (the figures' ones included, or those `without` names left out), and what its publisher needs
 * to post; `options` are the post's network options.
 */
export interface FiguresCase {
  platform: Platform;
  /**
   * The scopes that let the network's figures be read: an account connected without all of them
   * is refused (the reader's own scopes, or YouTube's two read scopes, either of which reads).
   */
  readScopes: readonly string[];
  publish(
    sandbox: PublisherSandbox,
    options?: { without?: readonly string[]; options?: PublishInput['options'] },
  ): Promise<PublishedForFigures>;
}

/** An account of `platform` named `name`, its token issued with `scopes` (Page tokens too). */
type Connect = (
  sandbox: PublisherSandbox,
  scopes: (granted: readonly string[]) => string[],
) => Promise<{ account: PublishAccount; name: string }>;

function networkCase(
  platform: Platform,
  connect: Connect,
  post: (sandbox: PublisherSandbox) => { text: string; media: PublishMediaFile[] },
  readScopes: readonly string[] = [],
): FiguresCase {
  return {
    platform,
    readScopes,
    async publish(sandbox, options = {}) {
      const without = options.without ?? [];
      const { account, name } = await connect(sandbox, (granted) =>
        granted.filter((scope) => !without.includes(scope)),
      );
      const run = publishInput({ account, ...post(sandbox), options: options.options ?? null });
      const result = await sandbox.publishers()[platform].publish(run);
      const observed: RateLimitState[] = [];
      return {
        account: name,
        input: {
          platformPostId: result.platformPostId,
          handles: run.saved,
          publishedAt: new Date(),
          account,
          rateLimits: { observe: (state) => observed.push(state) },
          observed,
        },
      };
    },
  };
}

const text = () => ({ text: 'Figures, please', media: [] });
const image = (sandbox: PublisherSandbox) => ({ text: 'A picture', media: [sandbox.image()] });
const video = () => ({
  text: 'A video',
  media: [
    mediaFile(mp4Bytes(4096), {
      kind: 'video',
      mimeType: 'video/mp4',
      width: 1080,
      height: 1920,
      durationSeconds: 15,
    }),
  ],
});

/** Every network, each connected as the product connects it and posting what it takes. */
export const FIGURES_CASES: readonly FiguresCase[] = [
  networkCase(
    'twitter',
    async (sandbox, scopes) => {
      const flow = OAUTH_FLOWS.twitter({
        scope: scopes(['tweet.read', 'tweet.write', 'users.read', 'media.write']).join(' '),
      });
      const accessToken = await connectedToken(sandbox, flow, 'ada.lovelace');
      const me = await sandbox.app.inject({
        method: 'GET',
        url: '/sandbox/twitter/api/2/users/me',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { data } = me.json<{ data: { id: string; username: string } }>();
      const account = { externalId: data.id, username: data.username, details: {}, accessToken };
      return { account, name: 'ada.lovelace' };
    },
    text,
  ),
  networkCase(
    'linkedin',
    async (sandbox, scopes) => {
      const name = 'alan.turing';
      // r_member_social reads a first comment's figures (Social Actions).
      const granted = scopes([
        'openid',
        'profile',
        'w_member_social',
        'r_member_postAnalytics',
        'r_member_social',
      ]);
      const sub = linkedInSub(name);
      const account = {
        externalId: sub,
        username: name,
        details: { memberUrn: `urn:li:person:${sub}` },
        accessToken: sandbox.token('linkedin', name, granted),
      };
      return { account, name };
    },
    text,
    ['r_member_postAnalytics'],
  ),
  networkCase(
    'threads',
    async (sandbox, scopes) => {
      const granted = scopes([
        'threads_basic',
        'threads_content_publish',
        'threads_manage_replies',
        'threads_read_replies',
        'threads_manage_insights',
      ]);
      const account = {
        externalId: threadsUserId('ada'),
        username: 'ada',
        details: {},
        accessToken: sandbox.token('threads', 'ada', granted),
      };
      return { account, name: 'ada' };
    },
    text,
    ['threads_manage_insights'],
  ),
  networkCase(
    'bluesky',
    async (sandbox) => {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/sandbox/bluesky/pds/xrpc/com.atproto.server.createSession',
        payload: { identifier: 'alice.bsky.social', password: 'abcd-1234-efgh-5678' },
      });
      const session = response.json<{ did: string; handle: string; accessJwt: string }>();
      const account = {
        externalId: session.did,
        username: session.handle,
        details: {},
        accessToken: session.accessJwt,
      };
      return { account, name: session.handle };
    },
    text,
  ),
  networkCase(
    'youtube',
    async (sandbox, scopes) => {
      const granted = scopes([
        'https://www.googleapis.com/auth/youtube.upload',
        'https://www.googleapis.com/auth/youtube.readonly',
        'https://www.googleapis.com/auth/youtube.force-ssl',
      ]);
      const flow = OAUTH_FLOWS.youtube({ scope: granted.join(' ') });
      const account = {
        externalId: youTubeChannelId('video_maker'),
        username: 'video_maker',
        details: {},
        accessToken: await connectedToken(sandbox, flow, 'video_maker'),
      };
      return { account, name: 'video_maker' };
    },
    video,
    [
      'https://www.googleapis.com/auth/youtube.readonly',
      'https://www.googleapis.com/auth/youtube.force-ssl',
    ],
  ),
  networkCase(
    'instagram',
    async (sandbox, scopes) => {
      const granted = scopes([
        'instagram_basic',
        'instagram_content_publish',
        'pages_show_list',
        'pages_read_engagement',
        'instagram_manage_comments',
        'instagram_manage_insights',
      ]);
      const account = {
        externalId: instagramUserId('grace'),
        username: 'grace',
        details: { facebookPageId: sandboxPages('grace')[0]?.id ?? '' },
        accessToken: sandbox.token('instagram', 'grace', granted),
      };
      return { account, name: 'grace' };
    },
    image,
    ['instagram_manage_insights'],
  ),
  networkCase(
    'facebook',
    async (sandbox, scopes) => {
      const page = sandboxPages('linus')[0];
      const granted = scopes([
        'pages_show_list',
        'pages_read_engagement',
        'pages_manage_posts',
        'pages_manage_engagement',
        'read_insights',
      ]);
      const account = {
        externalId: page?.id ?? '',
        username: page?.name ?? '',
        details: { pageName: page?.name ?? '' },
        accessToken: sandbox.token('facebook', 'linus', granted, page?.id),
      };
      return { account, name: 'linus' };
    },
    text,
    ['read_insights'],
  ),
  networkCase(
    'pinterest',
    async (sandbox) => {
      const accessToken = await connectedToken(sandbox, OAUTH_FLOWS.pinterest(), 'grace.hopper');
      const boards = await sandbox.app.inject({
        method: 'GET',
        url: '/sandbox/pinterest/api/v5/boards?page_size=100',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const [board] = boards.json<{ items: { id: string; name: string }[] }>().items;
      const account = {
        externalId: 'grace_hopper',
        username: 'grace_hopper',
        details: { boardId: board?.id ?? '', boardName: board?.name ?? '' },
        accessToken,
      };
      return { account, name: 'grace.hopper' };
    },
    image,
  ),
  networkCase(
    'tiktok',
    async (sandbox, scopes) => {
      const granted = scopes(['user.info.basic', 'video.publish', 'video.upload', 'video.list']);
      const flow = OAUTH_FLOWS.tiktok({ scope: granted.join(',') });
      const account = {
        externalId: tikTokOpenId('dance_crew'),
        username: 'dance_crew',
        details: {},
        accessToken: await connectedToken(sandbox, flow, 'dance_crew'),
      };
      return { account, name: 'dance_crew' };
    },
    video,
    ['video.list'],
  ),
];

/**
 * A follow-up of the published post through the network's real follow-up publisher (a reply on X,
 * Threads and Bluesky, a first comment elsewhere), ready for the reader: its id as publishing
 * stores it, the post's account.
 */
export async function publishFollowUp(
  sandbox: PublisherSandbox,
  platform: Platform,
  published: PublishedForFigures,
  text = 'More below',
): Promise<PublishedForFigures> {
  const followUp = sandbox.publishers()[platform].followUp;
  if (!followUp) throw new Error(`${platform} publishes no follow-ups`);
  const { input } = published;
  const root = { platformPostId: input.platformPostId, handles: input.handles };
  const result = await followUp.publish(followUpInput({ account: input.account, text, root }));
  const observed: RateLimitState[] = [];
  return {
    account: published.account,
    input: {
      ...input,
      platformPostId: result.platformPostId,
      handles: result.handles,
      rateLimits: { observe: (state) => observed.push(state) },
      observed,
    },
  };
}

/** The case of `platform`. */
export function figuresCase(platform: Platform): FiguresCase {
  const found = FIGURES_CASES.find((entry) => entry.platform === platform);
  if (!found) throw new Error(`No figures case for ${platform}`);
  return found;
}

/** TikTok options posting privately (SELF_ONLY): TikTok names no public video for it. */
export const TIKTOK_PRIVATE = {
  platform: 'tiktok' as const,
  values: { ...defaultNetworkOptions('tiktok'), privacyLevel: 'SELF_ONLY' as const },
};
