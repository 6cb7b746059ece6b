import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures, makeTestVideo } from '@fanout/core/testing';
import { setTikTokCreator } from '@fanout/sandbox/testing';
import {
  variantAccountLabel,
  type ContentItem,
  type Post,
  type PostDetail,
  type SocialAccount,
} from '@fanout/shared';
import type { HttpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { uploadFiles } from './upload-client';

/**
 * Each network's own options (network-options.ts), per variant: what reaches each network's API,
 * by the vendor's names and values (the sandbox keeps them on the post: SandboxPost.options), the
 * defaults when a variant names none, and the 400s that name the account.
 */
type Network = 'youtube' | 'pinterest' | 'tiktok' | 'instagram' | 'twitter' | 'linkedin';
const NETWORKS: Network[] = ['youtube', 'pinterest', 'tiktok', 'instagram', 'twitter', 'linkedin'];

let server: PublishingServer;
let alice: Awaited<ReturnType<typeof newCreator>>;
let accounts: Record<Network | 'bluesky', SocialAccount>;
let video: ContentItem;
let photo: ContentItem;

beforeAll(async () => {
  server = await startPublishingServer();
  alice = await newCreator(server);
  accounts = {} as typeof accounts;
  for (const network of [...NETWORKS, 'bluesky'] as const) {
    accounts[network] = await connectAccount(alice.client, alice.group, network);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fanout-options-'));
  const fixtures = await makeMediaFixtures(dir);
  await makeTestVideo(path.join(dir, 'lesson.mp4'));
  const upload = await uploadFiles(server.baseUrl, alice.client, [
    path.join(dir, 'lesson.mp4'),
    fixtures.imageJpeg,
  ]);
  [video, photo] = (upload.body as { items: ContentItem[] }).items as [ContentItem, ContentItem];
});
afterAll(async () => server.close());

const unique = () => Math.random().toString(36).slice(2);
const message = (body: unknown) => (body as { message: string }).message;
const label = (network: Network | 'bluesky') => variantAccountLabel(accounts[network]);
const ids = (networks: readonly (Network | 'bluesky')[]) => networks.map((n) => accounts[n].id);

/** What each network received of the post whose text holds `marker`: its options, by network. */
function received(marker: string): Partial<Record<Network, Record<string, unknown> | undefined>> {
  const posts = server.sandbox.publishing.posts().filter((post) => post.text.includes(marker));
  return Object.fromEntries(posts.map((post) => [post.platform, post.options]));
}

async function boardsOf(client: HttpClient, account: SocialAccount): Promise<string[]> {
  const input = encodeURIComponent(JSON.stringify({ id: account.id }));
  const answer = await client.get(`/trpc/socialAccount.pinterestBoards?input=${input}`);
  return (answer.body as { result: { data: Array<{ id: string }> } }).result.data.map((b) => b.id);
}

async function detail(id: string): Promise<PostDetail> {
  const answer = await alice.client.get(`/api/posts/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PostDetail;
}

describe('network options', () => {
  it("each network's options reach its API with the documented names and values", async () => {
    const [chosenBoard, otherBoard] = await boardsOf(alice.client, accounts.pinterest);
    expect(otherBoard).toBeDefined();
    const marker = unique();
    const post = await postNow(alice.client, ids(NETWORKS), {
      textContent: `Options ${marker}\nOne video, six networks`,
      attachments: [video.id],
      variants: {
        [accounts.youtube.id]: {
          options: {
            title: 'Lesson one',
            privacy: 'unlisted',
            madeForKids: true,
            tags: ['maths', 'long division'],
          },
        },
        [accounts.pinterest.id]: {
          options: {
            boardId: otherBoard,
            title: 'Pinned lesson',
            link: 'https://fanout.example/l1',
          },
        },
        [accounts.tiktok.id]: {
          options: {
            privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
            allowComments: false,
            allowDuet: false,
            allowStitch: true,
            brandOrganic: true,
            brandedContent: true,
          },
        },
        [accounts.instagram.id]: { options: { format: 'reel' } },
        [accounts.twitter.id]: { options: { replySettings: 'mentionedUsers' } },
        [accounts.linkedin.id]: { options: { visibility: 'CONNECTIONS' } },
      },
    });
    const targets = await settledTargets(server, post.id, 60_000);
    expect(targets.map((t) => [t.platform, t.state, t.errorMessage]).sort()).toEqual(
      [...NETWORKS].sort().map((network) => [network, 'published', null]),
    );
    expect(received(marker)).toEqual({
      youtube: {
        title: 'Lesson one',
        privacyStatus: 'unlisted',
        selfDeclaredMadeForKids: true,
        tags: ['maths', 'long division'],
      },
      pinterest: {
        board_id: otherBoard,
        title: 'Pinned lesson',
        link: 'https://fanout.example/l1',
      },
      tiktok: {
        privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
        disable_comment: true,
        disable_duet: true,
        disable_stitch: false,
        brand_content_toggle: true,
        brand_organic_toggle: true,
      },
      instagram: { media_type: 'REELS', share_to_feed: false },
      twitter: { reply_settings: 'mentionedUsers' },
      linkedin: { visibility: 'CONNECTIONS' },
    });
    expect(otherBoard).not.toBe(chosenBoard);

    // The post's page answers each variant's options as they went out, defaults filled in.
    const answer = await detail(post.id);
    expect(answer.variants[accounts.youtube.id]?.options).toEqual({
      title: 'Lesson one',
      privacy: 'unlisted',
      madeForKids: true,
      tags: ['maths', 'long division'],
    });
    expect(answer.variants[accounts.instagram.id]?.options).toEqual({ format: 'reel' });
  });

  it('a variant without options publishes as before: each network’s defaults', async () => {
    const [chosenBoard] = await boardsOf(alice.client, accounts.pinterest);
    const marker = unique();
    const post = await postNow(alice.client, ids(NETWORKS), {
      textContent: `Defaults ${marker}`,
      attachments: [video.id],
      // A variant of X's text only: X's options stay the defaults.
      variants: { [accounts.twitter.id]: { textContent: `Defaults ${marker} on X` } },
    });
    const targets = await settledTargets(server, post.id, 60_000);
    expect(targets.every((t) => t.state === 'published')).toBe(true);
    expect(received(marker)).toEqual({
      youtube: {
        title: `Defaults ${marker}`,
        privacyStatus: 'public',
        selfDeclaredMadeForKids: false,
      },
      pinterest: { board_id: chosenBoard, title: `Defaults ${marker}`, link: null },
      tiktok: {
        privacy_level: 'PUBLIC_TO_EVERYONE',
        disable_comment: false,
        disable_duet: false,
        disable_stitch: false,
        brand_content_toggle: false,
        brand_organic_toggle: false,
      },
      instagram: { media_type: 'REELS', share_to_feed: true },
      twitter: undefined,
      linkedin: { visibility: 'PUBLIC' },
    });
    expect((await detail(post.id)).variants[accounts.twitter.id]?.options).toEqual({
      replySettings: 'everyone',
    });
  });

  it('bad values are 400s that name the account and the field', async () => {
    const refusal = async (network: Network | 'bluesky', options: unknown, status = 'draft') => {
      const answer = await alice.client.post('/api/posts', {
        textContent: 'Shared',
        platforms: [accounts[network].id],
        status,
        ...(status === 'scheduled'
          ? { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }
          : {}),
        attachments: [photo.id],
        variants: { [accounts[network].id]: { options } },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return message(answer.body);
    };
    expect(await refusal('youtube', { privacy: 'friends' })).toBe(
      `${label('youtube')}: privacy must be one of public, unlisted, private`,
    );
    expect(await refusal('youtube', { title: 'a <b>' })).toBe(
      `${label('youtube')}: title cannot contain < or > (YouTube refuses them)`,
    );
    expect(await refusal('youtube', { tags: ['x'.repeat(501)] })).toBe(
      `${label('youtube')}: tags must be at most 500 characters in all as YouTube counts them (commas between tags, quotes around a tag with a space): these are 501`,
    );
    expect(await refusal('pinterest', { link: 'http://fanout.example/' })).toBe(
      `${label('pinterest')}: link must be an https URL`,
    );
    expect(await refusal('pinterest', { boardId: '9'.repeat(18) }, 'scheduled')).toBe(
      `${label('pinterest')}: boardId ${'9'.repeat(18)} is not one of this account's Pinterest boards`,
    );
    expect(await refusal('tiktok', { privacyLevel: 'SELF_ONLY', brandedContent: true })).toBe(
      `${label('tiktok')}: brandedContent cannot be posted with privacyLevel SELF_ONLY: TikTok does not let branded content be private`,
    );
    expect(await refusal('tiktok', { privacyLevel: 'FRIENDS' })).toBe(
      `${label('tiktok')}: privacyLevel must be one of PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR, SELF_ONLY`,
    );
    expect(await refusal('instagram', { format: 'reel' }, 'scheduled')).toBe(
      `${label('instagram')}: format reel needs exactly one video: a Reel is a single video`,
    );
    expect(await refusal('twitter', { replySettings: 'nobody' })).toBe(
      `${label('twitter')}: replySettings must be one of everyone, following, mentionedUsers, subscribers, verified`,
    );
    expect(await refusal('twitter', { reply_settings: 'following' })).toBe(
      `${label('twitter')}: reply_settings is not an option of X (its options: replySettings)`,
    );
    expect(await refusal('linkedin', { visibility: 'LOGGED_IN' })).toBe(
      `${label('linkedin')}: visibility must be one of PUBLIC, CONNECTIONS`,
    );
    expect(await refusal('bluesky', { visibility: 'PUBLIC' })).toBe(
      `${label('bluesky')}: Bluesky takes no options: remove them`,
    );
    expect(await refusal('twitter', 'mentionedUsers')).toMatch(/options must be an object/);
  });

  it("a TikTok privacy level the creator is not offered fails the target, naming it and the creator's", async () => {
    const bob = await newCreator(server, 'Unaudited');
    setTikTokCreator(server.sandbox, 'unaudited_creator', { privacyLevelOptions: ['SELF_ONLY'] });
    const url = await connectUrl(bob.client, 'tiktok', bob.group.id);
    await followCallback(bob.client, await submitConsent(url, { account: 'unaudited_creator' }));
    const tiktok = ((await bob.client.get('/api/social-accounts')).body as SocialAccount[]).find(
      (account) => account.platform === 'tiktok',
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fanout-options-')), 'clip.mp4');
    await makeTestVideo(file);
    const upload = await uploadFiles(server.baseUrl, bob.client, [file]);
    const [clip] = (upload.body as { items: ContentItem[] }).items;
    const post = await postNow(bob.client, [tiktok?.id ?? ''], {
      attachments: [clip?.id],
      variants: { [tiktok?.id ?? '']: { options: { privacyLevel: 'FOLLOWER_OF_CREATOR' } } },
    });
    const [target] = await settledTargets(server, post.id, 60_000);
    expect(target).toMatchObject({ state: 'failed', errorClass: 'invalid_content' });
    expect(target?.errorMessage).toContain(
      'TikTok does not offer this account the privacy level FOLLOWER_OF_CREATOR (its options: SELF_ONLY)',
    );
  });

  it('the answer is a payload again; the composition keeps, changes and drops options', async () => {
    const draft = (
      await alice.client.post('/api/posts', {
        textContent: 'Draft with options',
        platforms: ids(['youtube', 'linkedin', 'bluesky']),
        status: 'draft',
        variants: { [accounts.youtube.id]: { options: { privacy: 'private' } } },
      })
    ).body as Post;
    const before = await detail(draft.id);
    expect(before.variants[accounts.youtube.id]?.options).toEqual({
      title: null,
      privacy: 'private',
      madeForKids: false,
      tags: [],
    });
    const recompose = (variants: unknown) =>
      alice.client.request('PUT', `/api/posts/${draft.id}/composition`, {
        body: {
          textContent: 'Draft with options',
          platforms: ids(['youtube', 'linkedin', 'bluesky']),
          status: 'draft',
          variants,
        },
      });
    // The page's own answer sent back as it is: accepted and unchanged.
    const echoed = Object.fromEntries(
      Object.entries(before.variants).map(([id, variant]) => [id, { options: variant.options }]),
    );
    expect((await recompose(echoed)).status).toBe(200);
    expect((await detail(draft.id)).variants).toEqual(before.variants);

    const changed = await recompose({
      [accounts.linkedin.id]: { options: { visibility: 'CONNECTIONS' } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await detail(draft.id);
    expect(Object.keys(after.variants)).toEqual([accounts.linkedin.id]);
    expect(after.variants[accounts.linkedin.id]?.options).toEqual({ visibility: 'CONNECTIONS' });

    // Duplicate copies them.
    const copy = (await alice.client.post(`/api/posts/${draft.id}/duplicate`, {})).body as Post;
    expect((await detail(copy.id)).variants[accounts.linkedin.id]?.options).toEqual({
      visibility: 'CONNECTIONS',
    });
  });

  // Last: it expires every TikTok token of the sandbox.
  it("the composer's TikTok creator info: the owner's, asked of TikTok now; another user's 404, a non-TikTok account 400", async () => {
    const carol = await newCreator(server, 'Creator info');
    setTikTokCreator(server.sandbox, 'careful_creator', {
      // A level TikTok does not document (yet) is left out: no option could name it.
      privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY', 'CLOSE_FRIENDS'],
      commentDisabled: true,
      stitchDisabled: true,
    });
    const url = await connectUrl(carol.client, 'tiktok', carol.group.id);
    await followCallback(carol.client, await submitConsent(url, { account: 'careful_creator' }));
    const tiktok = ((await carol.client.get('/api/social-accounts')).body as SocialAccount[]).find(
      (account) => account.platform === 'tiktok',
    );
    const infoPath = (account: SocialAccount | undefined) =>
      `/api/social-accounts/${account?.id ?? ''}/tiktok-creator-info`;

    const answer = await carol.client.get(infoPath(tiktok));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      nickname: expect.any(String),
      username: tiktok?.platformUsername,
      privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      commentDisabled: true,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    });
    // The same over tRPC, which the composer calls.
    const input = encodeURIComponent(JSON.stringify({ id: tiktok?.id }));
    const viaTrpc = await carol.client.get(`/trpc/socialAccount.tiktokCreatorInfo?input=${input}`);
    expect((viaTrpc.body as { result: { data: unknown } }).result.data).toEqual(answer.body);

    // Another user's account is not found; an account of another network has no creator info.
    expect((await alice.client.get(infoPath(tiktok))).status).toBe(404);
    const other = await alice.client.get(infoPath(accounts.youtube));
    expect(other.status).toBe(400);
    expect(message(other.body)).toBe('Only TikTok accounts have creator info.');

    // TikTok refusing the token: a 400 with TikTok's own words.
    server.sandbox.expireAccessTokens('tiktok');
    const refused = await carol.client.get(infoPath(tiktok));
    expect(refused.status).toBe(400);
    expect(message(refused.body)).toMatch(/^TikTok returned an error: \S/);
  });
});
