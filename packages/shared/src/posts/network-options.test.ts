import { describe, expect, it } from 'vitest';
import { networkOptionsDetailSchema } from '../schemas/network-options-detail';
import {
  NETWORK_OPTIONS_INPUTS,
  defaultNetworkOptions,
  defaultTikTokPrivacy,
  hasNetworkOptions,
  instagramFormatProblem,
  parseNetworkOptions,
  postVariantsInput,
  youtubeTagsLength,
  type OptionsPlatform,
} from './index';
import { PLATFORMS } from '../platforms';

const problems = (platform: Parameters<typeof parseNetworkOptions>[0], raw: unknown) => {
  const parsed = parseNetworkOptions(platform, raw);
  return parsed.ok ? [] : parsed.problems;
};
const values = (platform: Parameters<typeof parseNetworkOptions>[0], raw: unknown) => {
  const parsed = parseNetworkOptions(platform, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.options?.values ?? null;
};

describe('network options: the defaults are what was published before options existed', () => {
  it('fills every default when none is given', () => {
    expect(defaultNetworkOptions('youtube')).toEqual({
      title: null,
      privacy: 'public',
      madeForKids: false,
      tags: [],
    });
    expect(defaultNetworkOptions('pinterest')).toEqual({ boardId: null, title: null, link: null });
    expect(defaultNetworkOptions('tiktok')).toEqual({
      privacyLevel: null,
      allowComments: true,
      allowDuet: true,
      allowStitch: true,
      brandOrganic: false,
      brandedContent: false,
    });
    expect(defaultNetworkOptions('instagram')).toEqual({ format: 'feed' });
    expect(defaultNetworkOptions('twitter')).toEqual({ replySettings: 'everyone' });
    expect(defaultNetworkOptions('linkedin')).toEqual({ visibility: 'PUBLIC' });
  });

  it('treats null and blank as the default, and keeps what is given', () => {
    expect(values('youtube', { title: '  ', privacy: null, tags: null })).toEqual(
      defaultNetworkOptions('youtube'),
    );
    expect(
      values('youtube', {
        title: ' Launch ',
        privacy: 'unlisted',
        madeForKids: true,
        tags: [' a b '],
      }),
    ).toEqual({ title: 'Launch', privacy: 'unlisted', madeForKids: true, tags: ['a b'] });
    expect(parseNetworkOptions('youtube', undefined)).toEqual({
      ok: true,
      options: { platform: 'youtube', values: defaultNetworkOptions('youtube') },
    });
  });

  it('has no options for Threads, Bluesky and Facebook, and refuses them there', () => {
    expect(PLATFORMS.filter((platform) => !hasNetworkOptions(platform))).toEqual([
      'threads',
      'bluesky',
      'facebook',
    ]);
    expect(parseNetworkOptions('threads', null)).toEqual({ ok: true, options: null });
    expect(problems('bluesky', { visibility: 'PUBLIC' })).toEqual([
      'Bluesky takes no options: remove them',
    ]);
    expect(problems('facebook', { pagePost: true })).toEqual([
      'Facebook takes no options in a variant: its Page post and Reels choices are facebookOptions',
    ]);
  });

  it('answers every network’s parsed options as a detail that is a valid payload again', () => {
    for (const platform of Object.keys(NETWORK_OPTIONS_INPUTS) as OptionsPlatform[]) {
      const detail = networkOptionsDetailSchema.parse(defaultNetworkOptions(platform));
      expect(values(platform, detail)).toEqual(defaultNetworkOptions(platform));
    }
  });
});

describe('network options: documented values only, each problem naming its field', () => {
  it('YouTube: privacy, madeForKids, a title of up to 100 characters without < or >', () => {
    expect(problems('youtube', { privacy: 'friends' })).toEqual([
      'privacy must be one of public, unlisted, private',
    ]);
    expect(problems('youtube', { madeForKids: 'no' })).toEqual([
      'madeForKids must be true or false',
    ]);
    expect(problems('youtube', { title: 'é'.repeat(100) })).toEqual([]);
    expect(problems('youtube', { title: 'é'.repeat(101) })).toEqual([
      'title must be at most 100 characters',
    ]);
    expect(problems('youtube', { title: 'a <b>' })).toEqual([
      'title cannot contain < or > (YouTube refuses them)',
    ]);
    expect(problems('youtube', { title: 'a\u0000' })).toEqual([
      'title contains a control character (U+0000), which is not allowed',
    ]);
  });

  it('YouTube: tags count as YouTube counts them, 500 characters in all', () => {
    expect(youtubeTagsLength(['Foo-Baz'])).toBe(7);
    expect(youtubeTagsLength(['Foo Baz'])).toBe(9);
    expect(youtubeTagsLength(['a', 'b c'])).toBe(1 + 1 + 5);
    expect(youtubeTagsLength([])).toBe(0);
    // 50 tags of 9 characters and 49 commas: 499.
    const fits = Array.from({ length: 50 }, (_, i) => `tag${String(i).padStart(6, '0')}`);
    expect(youtubeTagsLength(fits)).toBe(499);
    expect(problems('youtube', { tags: fits })).toEqual([]);
    expect(problems('youtube', { tags: [...fits.slice(1), 'a b c d e'] })).toEqual([
      'tags must be at most 500 characters in all as YouTube counts them (commas between tags, quotes around a tag with a space): these are 501',
    ]);
    expect(problems('youtube', { tags: ['ok', ' '] })).toEqual(['tags[1] cannot be empty']);
    expect(problems('youtube', { tags: 'a,b' })).toEqual(['tags must be a list of texts']);
  });

  it('Pinterest: a board id, a title of up to 100 characters, an https link of up to 2048', () => {
    expect(
      values('pinterest', { boardId: '549755885175', title: 'Pin', link: 'https://a.example/x' }),
    ).toEqual({
      boardId: '549755885175',
      title: 'Pin',
      link: 'https://a.example/x',
    });
    expect(problems('pinterest', { boardId: 'my-board' })).toEqual([
      'boardId must be a Pinterest board id (digits)',
    ]);
    expect(problems('pinterest', { title: 'x'.repeat(101) })).toEqual([
      'title must be at most 100 characters',
    ]);
    expect(problems('pinterest', { link: 'http://a.example/' })).toEqual([
      'link must be an https URL',
    ]);
    expect(problems('pinterest', { link: 'javascript:alert(1)' })).toEqual([
      'link must be an https URL',
    ]);
    const long = `https://a.example/${'x'.repeat(2048 - 18)}`;
    expect(problems('pinterest', { link: long })).toEqual([]);
    expect(problems('pinterest', { link: `${long}x` })).toEqual([
      'link must be at most 2048 characters',
    ]);
  });

  it('TikTok: the documented privacy levels, the toggles, and no private branded content', () => {
    expect(
      values('tiktok', {
        privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
        allowComments: false,
        allowDuet: false,
        allowStitch: true,
        brandOrganic: true,
        brandedContent: true,
      }),
    ).toMatchObject({ privacyLevel: 'MUTUAL_FOLLOW_FRIENDS', allowComments: false });
    expect(problems('tiktok', { privacyLevel: 'PUBLIC' })).toEqual([
      'privacyLevel must be one of PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR, SELF_ONLY',
    ]);
    expect(problems('tiktok', { privacyLevel: 'SELF_ONLY', brandedContent: true })).toEqual([
      'brandedContent cannot be posted with privacyLevel SELF_ONLY: TikTok does not let branded content be private',
    ]);
    expect(problems('tiktok', { privacyLevel: 'SELF_ONLY', brandOrganic: true })).toEqual([]);
  });

  it("TikTok's privacy when none is chosen: Everyone where offered, else Only me", () => {
    expect(defaultTikTokPrivacy(['SELF_ONLY', 'PUBLIC_TO_EVERYONE'])).toBe('PUBLIC_TO_EVERYONE');
    expect(defaultTikTokPrivacy(['FOLLOWER_OF_CREATOR', 'SELF_ONLY'])).toBe('SELF_ONLY');
    expect(defaultTikTokPrivacy(['FOLLOWER_OF_CREATOR'])).toBeUndefined();
  });

  it('an Instagram Reel is exactly one video; a feed post takes any media', () => {
    const video = { type: 'video' };
    const image = { type: 'image' };
    expect(instagramFormatProblem('reel', [video])).toBeNull();
    for (const media of [[], [image], [video, video], [video, image]]) {
      expect(instagramFormatProblem('reel', media)).toBe(
        'format reel needs exactly one video: a Reel is a single video',
      );
      expect(instagramFormatProblem('feed', media)).toBeNull();
    }
  });

  it('Instagram, X and LinkedIn: their one choice each', () => {
    expect(values('instagram', { format: 'reel' })).toEqual({ format: 'reel' });
    expect(problems('instagram', { format: 'story' })).toEqual([
      'format must be one of feed, reel',
    ]);
    expect(values('twitter', { replySettings: 'mentionedUsers' })).toEqual({
      replySettings: 'mentionedUsers',
    });
    expect(problems('twitter', { replySettings: 'nobody' })).toEqual([
      'replySettings must be one of everyone, following, mentionedUsers, subscribers, verified',
    ]);
    expect(values('linkedin', { visibility: 'CONNECTIONS' })).toEqual({
      visibility: 'CONNECTIONS',
    });
    expect(problems('linkedin', { visibility: 'LOGGED_IN' })).toEqual([
      'visibility must be one of PUBLIC, CONNECTIONS',
    ]);
  });

  it('names an option the network does not have, and lists the ones it has', () => {
    expect(problems('youtube', { privacyStatus: 'public' })).toEqual([
      'privacyStatus is not an option of YouTube (its options: title, privacy, madeForKids, tags)',
    ]);
    expect(problems('twitter', { a: 1, b: 2 })).toEqual([
      'a, b are not options of X (its options: replySettings)',
    ]);
  });
});

describe('a variant with options', () => {
  const ACCOUNT = '6fa2533c-b11b-425d-af2e-6a78472de295';

  it('is a variant even when it overrides nothing else; empty options are none', () => {
    expect(postVariantsInput.parse({ [ACCOUNT]: { options: { privacy: 'unlisted' } } })).toEqual({
      [ACCOUNT]: expect.objectContaining({ options: { privacy: 'unlisted' } }),
    });
    expect(postVariantsInput.parse({ [ACCOUNT]: { options: {} } })).toEqual({});
    expect(postVariantsInput.parse({ [ACCOUNT]: { options: null } })).toEqual({});
  });

  it('takes only an object as options', () => {
    for (const options of ['public', ['public'], 3]) {
      const parsed = postVariantsInput.safeParse({ [ACCOUNT]: { options } });
      expect(parsed.error?.issues[0]?.message).toBe('options must be an object');
    }
  });
});
