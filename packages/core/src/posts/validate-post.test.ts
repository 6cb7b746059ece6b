import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  createPostInput,
  type ContentItem,
  type CreatePostPayload,
  type Platform,
} from '@fanout/shared';
import { makeContentItem } from './make-content-item';
import { assertValidPost, validatePost, type PostAccount } from './validate-post';

const NOW = new Date('2026-05-01T09:00:00.000Z');
const ONE_MINUTE_LATER = '2026-05-01T09:01:00.000Z';

function account(platform: Platform, facebookPageId: string | null = null): PostAccount {
  return {
    id: randomUUID(),
    platform,
    platformUsername: `${platform}_user`,
    facebookPageId: platform === 'facebook' ? (facebookPageId ?? 'page-1') : null,
  };
}

const x = account('twitter');
const linkedin = account('linkedin');
const instagram = account('instagram');
const bluesky = account('bluesky');
const facebook = account('facebook');
const facebookWithoutPage: PostAccount = { ...account('facebook'), facebookPageId: null };
const photo = makeContentItem('image', { title: 'photo' });
const clip = makeContentItem('video', { title: 'clip' });

interface Case {
  payload?: Partial<CreatePostPayload>;
  accounts?: PostAccount[];
  attachments?: ContentItem[];
}

/** Validates a publish-now post to X by default; each case overrides what it tests. */
function problemsOf({
  payload = {},
  accounts = [x],
  attachments = [],
  variantMedia = [],
}: Case & { variantMedia?: ContentItem[] } = {}) {
  const post = createPostInput.parse({
    textContent: 'Hello world',
    platforms: accounts.map((a) => a.id),
    status: 'published',
    attachments: attachments.map((item) => item.id),
    ...payload,
  });
  return validatePost({ post, accounts, attachments, variantMedia, now: NOW });
}

function messagesOf(input: Case & { variantMedia?: ContentItem[] } = {}) {
  return problemsOf(input).map((problem) => problem.message);
}

describe('validatePost', () => {
  it('accepts a valid post, draft, schedule and style emulation', () => {
    expect(problemsOf()).toEqual([]);
    expect(problemsOf({ payload: { status: 'draft' } })).toEqual([]);
    expect(problemsOf({ payload: { status: 'scheduled', scheduledAt: ONE_MINUTE_LATER } })).toEqual(
      [],
    );
    expect(
      problemsOf({
        payload: { generationMode: 'ai_style_emulation', referencePostIds: [randomUUID()] },
      }),
    ).toEqual([]);
  });

  describe('content', () => {
    it('refuses blank content, whitespace-only included, for drafts too', () => {
      for (const textContent of ['', '   \n\t', undefined]) {
        for (const status of ['published', 'scheduled', 'draft'] as const) {
          expect(
            problemsOf({ payload: { textContent, status, scheduledAt: ONE_MINUTE_LATER } }),
          ).toEqual([{ field: 'textContent', message: 'Please enter post content' }]);
        }
      }
    });
  });

  describe('platforms', () => {
    it('needs at least one platform to publish or schedule', () => {
      expect(problemsOf({ accounts: [] })).toEqual([
        { field: 'platforms', message: 'Please select at least one platform' },
      ]);
      expect(
        messagesOf({
          accounts: [],
          payload: { status: 'scheduled', scheduledAt: ONE_MINUTE_LATER },
        }),
      ).toEqual(['Please select at least one platform']);
    });

    it('lets a draft have no platform, but still needs its content', () => {
      expect(problemsOf({ accounts: [], payload: { status: 'draft' } })).toEqual([]);
      expect(messagesOf({ accounts: [], payload: { status: 'draft', textContent: ' ' } })).toEqual([
        'Please enter post content',
      ]);
    });

    it('names an account that is not the caller’s', () => {
      const stranger = randomUUID();
      const post = createPostInput.parse({
        textContent: 'Hi',
        platforms: [x.id, stranger],
        status: 'draft',
      });
      expect(validatePost({ post, accounts: [x], attachments: [], now: NOW })).toEqual([
        {
          field: 'platforms',
          message: `Account ${stranger} is not one of your connected accounts: reload the page and select your accounts again`,
        },
      ]);
    });
  });

  describe('length', () => {
    it('accepts exactly the smallest limit and refuses one character more', () => {
      expect(problemsOf({ payload: { textContent: 'a'.repeat(280) } })).toEqual([]);
      expect(problemsOf({ payload: { textContent: 'a'.repeat(281) } })).toEqual([
        {
          field: 'textContent',
          message: 'Post content exceeds 280 character limit for selected platforms',
        },
      ]);
      const withPhoto = { accounts: [linkedin, instagram], attachments: [photo] };
      expect(messagesOf({ ...withPhoto, payload: { textContent: 'a'.repeat(2200) } })).toEqual([]);
      expect(messagesOf({ ...withPhoto, payload: { textContent: 'a'.repeat(2201) } })).toEqual([
        'Post content exceeds 2200 character limit for selected platforms',
      ]);
    });

    it('counts as X does when X binds: 277 characters with a link weigh 281', () => {
      const textContent = `${'a'.repeat(257)} https://example.com`;
      expect(messagesOf({ accounts: [linkedin], payload: { textContent } })).toEqual([]);
      expect(messagesOf({ accounts: [linkedin, x], payload: { textContent } })).toEqual([
        'Post content exceeds 280 character limit for selected platforms',
      ]);
    });

    it('counts Bluesky graphemes: 300 family emoji fit, where code points would not', () => {
      const textContent = '👨‍👩‍👧'.repeat(300);
      expect(messagesOf({ accounts: [bluesky], payload: { textContent } })).toEqual([]);
      expect(
        messagesOf({ accounts: [bluesky], payload: { textContent: `${textContent}!` } }),
      ).toEqual(['Post content exceeds 300 character limit for selected platforms']);
    });

    it('holds a draft without platforms to the default 280', () => {
      expect(
        messagesOf({ accounts: [], payload: { status: 'draft', textContent: 'a'.repeat(281) } }),
      ).toEqual(['Post content exceeds 280 character limit for selected platforms']);
    });
  });

  describe('schedule', () => {
    it('needs a date and time to schedule', () => {
      expect(problemsOf({ payload: { status: 'scheduled' } })).toEqual([
        { field: 'scheduledAt', message: 'Please select both date and time for scheduling' },
      ]);
      expect(messagesOf({ payload: { status: 'scheduled', scheduledAt: '' } })).toEqual([
        'Please select both date and time for scheduling',
      ]);
    });

    it('refuses a time at now, accepts one minute later', () => {
      expect(
        problemsOf({ payload: { status: 'scheduled', scheduledAt: NOW.toISOString() } }),
      ).toEqual([{ field: 'scheduledAt', message: 'Scheduled time must be in the future' }]);
      expect(
        messagesOf({ payload: { status: 'scheduled', scheduledAt: '2026-05-01T10:59:00+02:00' } }),
      ).toEqual(['Scheduled time must be in the future']);
      expect(
        messagesOf({ payload: { status: 'scheduled', scheduledAt: ONE_MINUTE_LATER } }),
      ).toEqual([]);
    });

    it('ignores scheduledAt when publishing now or saving a draft', () => {
      const past = '2020-01-01T00:00:00Z';
      expect(messagesOf({ payload: { status: 'published', scheduledAt: past } })).toEqual([]);
      expect(messagesOf({ payload: { status: 'draft', scheduledAt: past } })).toEqual([]);
    });
  });

  describe('Facebook', () => {
    it('posts to the Page feed by default', () => {
      expect(messagesOf({ accounts: [facebook] })).toEqual([]);
    });

    it('needs at least one posting option', () => {
      expect(
        problemsOf({
          accounts: [facebook],
          payload: { facebookOptions: { [facebook.id]: { pagePost: false, pageReels: false } } },
        }),
      ).toEqual([
        {
          field: `facebookOptions.${facebook.id}`,
          message: 'Please select at least one posting option',
        },
      ]);
    });

    it('needs a Page before posting', () => {
      expect(problemsOf({ accounts: [facebookWithoutPage] })).toEqual([
        {
          field: `facebookOptions.${facebookWithoutPage.id}`,
          message:
            'Please select a Facebook page first in Account Management to enable posting options.',
        },
      ]);
    });

    it('needs a video for Reels', () => {
      const reelsOnly = {
        facebookOptions: { [facebook.id]: { pagePost: false, pageReels: true } },
      };
      expect(messagesOf({ accounts: [facebook], payload: reelsOnly })).toEqual([
        'Facebook Reels needs a video: attach one or untick Page Reels.',
      ]);
      expect(messagesOf({ accounts: [facebook], payload: reelsOnly, attachments: [clip] })).toEqual(
        [],
      );
      const both = { facebookOptions: { [facebook.id]: { pageReels: true } } };
      expect(
        messagesOf({ accounts: [facebook], payload: both, attachments: [photo, clip] }),
      ).toEqual([
        'Facebook cannot combine images and videos in one post; remove the image or the video.',
        'Facebook Reels publishes exactly one video; remove the image.',
      ]);
    });

    it('lets a draft wait for its Page and options', () => {
      expect(messagesOf({ accounts: [facebookWithoutPage], payload: { status: 'draft' } })).toEqual(
        [],
      );
    });
  });

  describe('reference posts', () => {
    const style = { generationMode: 'ai_style_emulation' as const };

    it('needs 1 to 3 reference posts for style emulation', () => {
      expect(problemsOf({ payload: style })).toEqual([
        { field: 'referencePostIds', message: 'Select Reference Posts' },
      ]);
      const three = [randomUUID(), randomUUID(), randomUUID()];
      expect(messagesOf({ payload: { ...style, referencePostIds: three } })).toEqual([]);
      expect(
        messagesOf({ payload: { ...style, referencePostIds: [...three, randomUUID()] } }),
      ).toEqual(['Choose at most 3 reference posts for style emulation']);
    });

    it('does not look at them in the other modes', () => {
      expect(messagesOf({ payload: { generationMode: 'ai_topic' } })).toEqual([]);
    });
  });

  describe('attachments', () => {
    it('names an attachment that is not in the caller’s library', () => {
      const missing = randomUUID();
      const post = createPostInput.parse({
        textContent: 'Hi',
        platforms: [x.id],
        status: 'draft',
        attachments: [photo.id, missing],
      });
      expect(validatePost({ post, accounts: [x], attachments: [photo], now: NOW })).toEqual([
        {
          field: 'attachments',
          message: `Attachment ${missing} was not found in your content library`,
        },
      ]);
    });

    it('checks the media against every selected platform, naming each', () => {
      expect(problemsOf({ accounts: [x, instagram] })).toEqual([
        {
          field: 'attachments',
          message: 'Instagram needs at least one image or video: it cannot publish text alone.',
        },
      ]);
      expect(messagesOf({ accounts: [x, instagram], attachments: [photo] })).toEqual([]);
      expect(messagesOf({ accounts: [instagram, x], attachments: [photo, clip] })).toEqual([
        'X cannot combine images and videos in one post; remove the image or the video.',
      ]);
    });

    it('says a problem once for two accounts of one platform', () => {
      const secondInstagram = account('instagram');
      expect(messagesOf({ accounts: [instagram, secondInstagram] })).toEqual([
        'Instagram needs at least one image or video: it cannot publish text alone.',
      ]);
    });

    it('lets a draft keep media a platform cannot take yet', () => {
      expect(messagesOf({ accounts: [instagram], payload: { status: 'draft' } })).toEqual([]);
    });
  });

  it('lists every problem in the spec’s order', () => {
    const post = createPostInput.parse({
      textContent: ' ',
      platforms: [facebookWithoutPage.id, randomUUID()],
      status: 'scheduled',
      generationMode: 'ai_style_emulation',
      attachments: [randomUUID()],
    });
    const fields = validatePost({
      post,
      accounts: [facebookWithoutPage, instagram],
      attachments: [],
      now: NOW,
    }).map((problem) => problem.field);
    expect(fields).toEqual([
      'textContent',
      'platforms',
      'scheduledAt',
      `facebookOptions.${facebookWithoutPage.id}`,
      'referencePostIds',
      'attachments',
    ]);
  });
});

describe('validatePost with variants (ADR 0083)', () => {
  const longText = 'a'.repeat(300);

  it('holds the shared text only to the accounts that use it', () => {
    // 300 characters are too many for X, but X has its own text.
    expect(
      messagesOf({
        accounts: [x, linkedin],
        payload: { textContent: longText, variants: { [x.id]: { textContent: 'Short for X' } } },
      }),
    ).toEqual([]);
    expect(messagesOf({ accounts: [x, linkedin], payload: { textContent: longText } })).toEqual([
      'Post content exceeds 280 character limit for selected platforms',
    ]);
  });

  it("checks a variant's text against its own network, naming the account", () => {
    expect(
      problemsOf({
        accounts: [x, linkedin],
        payload: { variants: { [x.id]: { textContent: 'b'.repeat(312) } } },
      }),
    ).toEqual([{ field: `variants.${x.id}`, message: 'X (@twitter_user): 312 / 280 characters' }]);
    expect(
      messagesOf({
        accounts: [x, bluesky],
        payload: { variants: { [bluesky.id]: { textContent: '   ' } } },
      }),
    ).toEqual([
      'Bluesky (@bluesky_user): the customised text is empty; write it or go back to the shared text',
    ]);
  });

  it('refuses a variant for an account that is not selected', () => {
    expect(
      messagesOf({
        accounts: [x],
        payload: { variants: { [linkedin.id]: { textContent: 'Hi' } } },
      }),
    ).toEqual([`variants names account ${linkedin.id}, which is not among the selected platforms`]);
  });

  it("checks a variant's media against its network and the shared media against the others", () => {
    // Instagram gets its own photo; X keeps the shared text alone.
    expect(
      messagesOf({
        accounts: [x, instagram],
        variantMedia: [photo],
        payload: { variants: { [instagram.id]: { attachments: [photo.id] } } },
      }),
    ).toEqual([]);
    // Instagram's own media left empty: a post Instagram cannot take, named by its account.
    expect(
      messagesOf({
        accounts: [x, instagram],
        attachments: [photo],
        payload: { variants: { [instagram.id]: { attachments: [] } } },
      }),
    ).toEqual([
      'Instagram (@instagram_user): Instagram needs at least one image or video: it cannot publish text alone.',
    ]);
  });

  it("names a variant's attachment that is not in the caller's library", () => {
    const missing = randomUUID();
    expect(
      messagesOf({
        accounts: [x],
        payload: { status: 'draft', variants: { [x.id]: { attachments: [missing] } } },
      }),
    ).toEqual([`X (@twitter_user): Attachment ${missing} was not found in your content library`]);
  });
});

describe('validatePost with threads and first comments (ADR 0084)', () => {
  const tiktok = account('tiktok');

  it('takes a thread where the network has threads and a first comment where it has comments', () => {
    expect(
      messagesOf({
        accounts: [x, linkedin],
        payload: {
          variants: {
            [x.id]: { thread: [{ textContent: '2/3' }, { textContent: '3/3' }] },
            [linkedin.id]: { firstComment: 'Link in the first comment' },
          },
        },
      }),
    ).toEqual([]);
  });

  it('refuses the other kind, saying what the network has instead or why it has none', () => {
    expect(
      messagesOf({
        accounts: [x, linkedin, tiktok],
        variantMedia: [clip],
        attachments: [clip],
        payload: {
          variants: {
            [linkedin.id]: { thread: [{ textContent: 'Two' }] },
            [x.id]: { firstComment: 'A comment' },
            [tiktok.id]: { firstComment: 'A comment' },
          },
        },
      }),
    ).toEqual([
      'LinkedIn (@linkedin_user): LinkedIn has no threads; add a first comment instead',
      'X (@twitter_user): X has no first comment; add the text as a thread reply instead',
      "TikTok (@tiktok_user): TikTok has no first comment; TikTok's API publishes videos and photos only: it takes no replies or comments from apps.",
    ]);
  });

  it("holds each reply to the network's limit and a first comment to the network's comment limit", () => {
    expect(
      messagesOf({
        accounts: [x, linkedin],
        payload: {
          variants: {
            [x.id]: { thread: [{ textContent: 'fine' }, { textContent: 'y'.repeat(281) }] },
            [linkedin.id]: { firstComment: 'z'.repeat(1251) },
          },
        },
      }),
    ).toEqual([
      'X (@twitter_user), item 3: 281 / 280 characters',
      'LinkedIn (@linkedin_user), first comment: 1251 / 1250 characters',
    ]);
    expect(
      messagesOf({
        accounts: [x],
        payload: { variants: { [x.id]: { thread: [{ textContent: ' ' }] } } },
      }),
    ).toEqual(['X (@twitter_user), item 2: the text is empty; write it or remove it']);
  });
});

describe('assertValidPost', () => {
  it('throws BAD_REQUEST with the first problem’s message', () => {
    const post = createPostInput.parse({ textContent: '', platforms: [], status: 'published' });
    try {
      assertValidPost({ post, accounts: [], attachments: [], now: NOW });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_REQUEST');
      expect((error as AppError).message).toBe('Please enter post content');
    }
  });

  it('returns quietly for a valid post', () => {
    const post = createPostInput.parse({
      textContent: 'Hi',
      platforms: [x.id],
      status: 'published',
    });
    expect(() => assertValidPost({ post, accounts: [x], attachments: [], now: NOW })).not.toThrow();
  });
});

describe('validatePost with network options', () => {
  const youtube = account('youtube');

  it("checks each variant's options against its account's network, naming the account", () => {
    expect(
      problemsOf({
        accounts: [x, youtube],
        attachments: [clip],
        payload: {
          variants: {
            [youtube.id]: { options: { privacy: 'friends', madeForKids: true } },
            [x.id]: { options: { replySettings: 'following' } },
          },
        },
      }),
    ).toEqual([
      {
        field: `variants.${youtube.id}`,
        message: 'YouTube (@youtube_user): privacy must be one of public, unlisted, private',
      },
    ]);
  });

  it('checks the options of drafts too: what is stored must be a value the network takes', () => {
    expect(
      messagesOf({
        accounts: [linkedin],
        payload: {
          status: 'draft',
          variants: { [linkedin.id]: { options: { visibility: 'ME' } } },
        },
      }),
    ).toEqual(['LinkedIn (@linkedin_user): visibility must be one of PUBLIC, CONNECTIONS']);
  });

  it('refuses options on a network without any, and a network’s options on another', () => {
    expect(
      messagesOf({
        accounts: [x, bluesky, facebook],
        payload: {
          variants: {
            [bluesky.id]: { options: { replySettings: 'following' } },
            [facebook.id]: { options: { pageReels: true } },
            [x.id]: { options: { privacy: 'unlisted' } },
          },
        },
      }),
    ).toEqual([
      'Bluesky (@bluesky_user): Bluesky takes no options: remove them',
      'Facebook (@facebook_user): Facebook takes no options in a variant: its Page post and Reels choices are facebookOptions',
      'X (@twitter_user): privacy is not an option of X (its options: replySettings)',
    ]);
  });

  it('takes an Instagram Reel of one video only, from the variant’s media or the shared ones', () => {
    const reel = { options: { format: 'reel' } };
    expect(
      messagesOf({
        accounts: [instagram],
        attachments: [clip],
        payload: { variants: { [instagram.id]: reel } },
      }),
    ).toEqual([]);
    expect(
      messagesOf({
        accounts: [instagram],
        attachments: [photo],
        payload: { variants: { [instagram.id]: reel } },
      }),
    ).toEqual([
      'Instagram (@instagram_user): format reel needs exactly one video: a Reel is a single video',
    ]);
    expect(
      messagesOf({
        accounts: [instagram],
        attachments: [clip],
        variantMedia: [photo],
        payload: { variants: { [instagram.id]: { ...reel, attachments: [photo.id] } } },
      }),
    ).toEqual([
      'Instagram (@instagram_user): format reel needs exactly one video: a Reel is a single video',
    ]);
    // A draft may still be missing its video.
    expect(
      messagesOf({
        accounts: [instagram],
        attachments: [photo],
        payload: { status: 'draft', variants: { [instagram.id]: reel } },
      }),
    ).toEqual([]);
  });
});
