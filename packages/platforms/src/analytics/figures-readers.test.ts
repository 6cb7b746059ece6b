import {
  figuresNotReported,
  NETWORK_COMMENT_FIGURES,
  NETWORK_FIGURES,
  PLATFORM_FOLLOW_UPS,
  PLATFORMS,
  REFRESH_AFTER_MS,
  toFigureValues,
  type Platform,
} from '@fanout/shared';
import { sandboxCommentFigures, sandboxFigures } from '@fanout/sandbox/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIGURES_CASES,
  figuresCase,
  publishFollowUp,
  TIKTOK_PRIVATE,
} from '../testing/figures-cases';
import { officialSpecValidator } from '../testing/official-specs';
import { platformFailure, usePublisherSandbox } from '../testing/publisher-sandbox';
import { checkSandboxRequests, type SpecSandboxCheck } from '../testing/spec-checked-sandbox';
import { createFiguresReaders } from './create-figures-readers';
import { figuresContext } from './figures-context';

const HOUR = 60 * 60_000;
// The sandbox's clock stands still (figures are read later through `aheadMs`): each expected
// figure is the formula's at an exact age.
const START = Math.floor(Date.now() / 1000) * 1000;

// X's and Pinterest's requests are checked against their OpenAPI documents, YouTube's against its
// discovery document, as the publishers' are.
let checks: SpecSandboxCheck[] = [];
let violations: string[] = [];
beforeAll(async () => {
  checks = [
    {
      prefix: '/sandbox/twitter/api',
      validator: await officialSpecValidator('twitter'),
      skip: ['/2/oauth2/token'],
    },
    { prefix: '/sandbox/pinterest/api', validator: await officialSpecValidator('pinterest') },
    { prefix: '/sandbox/youtube/api', validator: await officialSpecValidator('youtube') },
  ];
});
const sandbox = usePublisherSandbox({
  now: () => START,
  hostRoutes(app) {
    violations = checkSandboxRequests(app, checks);
  },
});
afterEach(() => {
  expect(violations).toEqual([]);
});

const figures = () => sandbox.controller.figures;

/** The readers against the sandbox, their clock the figures' (`aheadMs` later). */
const readerOf = (platform: Platform) =>
  createFiguresReaders(
    figuresContext({
      hosts: sandbox.hosts,
      timeoutMs: 10_000,
      now: () => new Date(figures().clock()),
    }),
  )[platform];
const heldPost = (platform: Platform, id: string) => {
  const post = sandbox.controller.publishing.find(platform, id);
  if (!post) throw new Error(`The sandbox holds no ${platform} post ${id}`);
  return post;
};

describe.each(FIGURES_CASES.map((network) => [network.platform, network] as const))(
  '%s figures reader against the sandbox',
  (platform, network) => {
    const names = NETWORK_FIGURES[platform].map((entry) => entry.name);

    it("reads the sandbox's figures at every scheduled read, by its row's names only", async () => {
      const { input } = await network.publish(sandbox);
      const post = heldPost(platform, input.platformPostId);
      const totals: number[] = [];
      for (const after of REFRESH_AFTER_MS) {
        figures().aheadMs = after;
        const read = await readerOf(platform).read(input);
        const expected = sandboxFigures(platform, post.id, after);
        expect(read).toEqual(expected);
        expect(Object.keys(read).every((name) => names.includes(name))).toBe(true);
        expect(toFigureValues(platform, read)).toEqual(toFigureValues(platform, expected));
        totals.push(Object.values(read).reduce((sum, value) => sum + value, 0));
      }
      // The figures grew between the first read and the last.
      expect(totals.at(-1)).toBeGreaterThan(totals[0] ?? 0);
    });

    it('leaves out a figure the network did not answer for the post, and keeps an override', async () => {
      const { input } = await network.publish(sandbox);
      const post = heldPost(platform, input.platformPostId);
      const [missing, set] = NETWORK_FIGURES[platform]
        .filter((entry) => entry.figure !== 'views' && entry.name !== 'shares')
        .map((entry) => entry.name);
      figures().aheadMs = 24 * HOUR;
      figures().override(post, { [missing ?? '']: null, ...(set ? { [set]: 4321 } : {}) });
      const read = await readerOf(platform).read(input);
      expect(read).not.toHaveProperty(missing ?? '');
      if (set) expect(read[set]).toBe(4321);
      const { [missing ?? '']: _left, ...rest } = sandboxFigures(platform, post.id, 24 * HOUR);
      expect(read).toEqual({ ...rest, ...(set ? { [set]: 4321 } : {}) });
    });

    it('is refused with auth for an expired token or a missing scope, for one account or all', async () => {
      const { input, account } = await network.publish(sandbox);
      figures().refuse(platform, { kind: 'scope' }, 'someone.else');
      await expect(readerOf(platform).read(input)).resolves.toBeDefined();
      for (const kind of ['scope', 'expired'] as const) {
        figures().refuse(platform, { kind }, account);
        const error = await platformFailure(readerOf(platform).read(input));
        expect(error.errorClass, error.message).toBe('auth');
        figures().refuse(platform, null, account);
        figures().refuse(platform, { kind });
        expect((await platformFailure(readerOf(platform).read(input))).errorClass).toBe('auth');
        figures().refuse(platform, null);
      }
    });

    it('is rate_limited with the retry time the network gives', async () => {
      const { input } = await network.publish(sandbox);
      figures().refuse(platform, { kind: 'rate_limit', retryAfterSeconds: 120 });
      const asked = Date.now();
      const error = await platformFailure(readerOf(platform).read(input));
      expect(error.errorClass, error.message).toBe('rate_limited');
      if (platform === 'linkedin') {
        // LinkedIn documents no rate-limit headers: its 429 says nothing of when.
        expect(error.retryAt).toBeNull();
      } else {
        const wait = (error.retryAt?.getTime() ?? 0) - asked;
        expect(wait).toBeGreaterThan(100_000);
        expect(wait).toBeLessThanOrEqual(122_000);
      }
    });

    it('finds a post deleted on the network gone: invalid_content', async () => {
      const { input } = await network.publish(sandbox);
      expect(sandbox.controller.publishing.remove(platform, input.platformPostId)).toBe(true);
      const error = await platformFailure(readerOf(platform).read(input));
      expect(error.errorClass, error.message).toBe('invalid_content');
    });
  },
);

// Only the networks whose figures need scopes beyond publishing's (X, Bluesky and Pinterest need none).
describe.each(
  FIGURES_CASES.filter((network) => network.readScopes.length > 0).map(
    (network) => [network.platform, network] as const,
  ),
)('%s figures reader without its scopes', (_platform, network) => {
  it('is refused with auth for an account connected without the figures scopes', async () => {
    const { input } = await network.publish(sandbox, { without: network.readScopes });
    const error = await platformFailure(readerOf(network.platform).read(input));
    expect(error.errorClass, error.message).toBe('auth');
  });
});

describe('network specifics', () => {
  beforeEach(() => {
    figures().aheadMs = 3 * 24 * HOUR;
  });

  it('says Bluesky reports no views: none is read, never 0', async () => {
    const { input } = await figuresCase('bluesky').publish(sandbox);
    const values = toFigureValues('bluesky', await readerOf('bluesky').read(input));
    expect(values).not.toHaveProperty('views');
    expect(values.reactions).toBeGreaterThan(0);
    expect(figuresNotReported('bluesky')).toContain('views');
  });

  it("passes X's rate-limit headers on, as publishing does", async () => {
    const { input } = await figuresCase('twitter').publish(sandbox);
    await readerOf('twitter').read(input);
    expect(input.observed.at(-1)).toMatchObject({ remaining: 899 });
  });

  it('asks LinkedIn once per query type, the entity in Rest.li syntax', async () => {
    const { input } = await figuresCase('linkedin').publish(sandbox);
    await readerOf('linkedin').read(input);
    expect(sandbox.count('linkedin', '/rest/memberCreatorPostAnalytics', 'GET')).toBe(4);
  });

  it('reads a TikTok post whose public id came after publishing, through its publish id', async () => {
    const { input } = await figuresCase('tiktok').publish(sandbox);
    const publishId = input.handles.publishId ?? '';
    const read = await readerOf('tiktok').read({ ...input, platformPostId: publishId });
    expect(read).toEqual(sandboxFigures('tiktok', input.platformPostId, 3 * 24 * HOUR));
  });

  it('finds no figures of a private TikTok post (TikTok names no public video)', async () => {
    const { input } = await figuresCase('tiktok').publish(sandbox, { options: TIKTOK_PRIVATE });
    expect(input.platformPostId).toBe(input.handles.publishId);
    const error = await platformFailure(readerOf('tiktok').read(input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toMatch(/no public video/);
  });
});

// A thread's reply is a post on its network: the post reader reads it by the id publishing stored.
describe.each(PLATFORMS.filter((platform) => PLATFORM_FOLLOW_UPS[platform] === 'thread'))(
  "%s figures reader on a thread's reply",
  (platform) => {
    it("reads the reply's own figures, not its post's", async () => {
      const published = await figuresCase(platform).publish(sandbox);
      const reply = await publishFollowUp(sandbox, platform, published);
      expect(heldPost(platform, reply.input.platformPostId).replyTo).toBeDefined();
      figures().aheadMs = 24 * HOUR;
      const read = await readerOf(platform).read(reply.input);
      expect(read).toEqual(sandboxFigures(platform, reply.input.platformPostId, 24 * HOUR));
      expect(read).not.toEqual(sandboxFigures(platform, published.input.platformPostId, 24 * HOUR));
    });
  },
);

// A first comment is read by the network's readComment, its names those of the comment row.
describe.each(PLATFORMS.filter((platform) => PLATFORM_FOLLOW_UPS[platform] === 'first_comment'))(
  '%s figures reader on a first comment',
  (platform) => {
    const names = (NETWORK_COMMENT_FIGURES[platform] ?? []).map((entry) => entry.name);
    const commented = async () => {
      const published = await figuresCase(platform).publish(sandbox);
      const comment = await publishFollowUp(sandbox, platform, published);
      const held = heldPost(platform, comment.input.platformPostId);
      expect(held.comment).toBe(true);
      return { ...comment, held };
    };
    const readComment = (
      input: Parameters<NonNullable<ReturnType<typeof readerOf>['readComment']>>[0],
    ) => {
      const reader = readerOf(platform).readComment;
      if (!reader) throw new Error(`${platform} reads no comment's figures`);
      return reader(input);
    };

    it("reads the comment's own curve at every scheduled read, by the comment row's names", async () => {
      const { input, held } = await commented();
      expect(names.length).toBeGreaterThan(0);
      for (const after of REFRESH_AFTER_MS) {
        figures().aheadMs = after;
        const read = await readComment(input);
        expect(read).toEqual(sandboxCommentFigures(platform, held.id, after));
        expect(Object.keys(read).sort()).toEqual([...names].sort());
      }
      // A comment reports neither views nor saves; Instagram's no replies either.
      const values = toFigureValues(platform, await readComment(input), 'comment');
      for (const figure of figuresNotReported(platform, 'comment')) {
        expect(values).not.toHaveProperty(figure);
      }
      expect(values.reactions).toBeGreaterThan(0);
    });

    it('keeps an override of the comment and leaves out a name it removes', async () => {
      const { input, held } = await commented();
      const [first, second] = names;
      figures().aheadMs = 24 * HOUR;
      figures().override(held, { [first ?? '']: 77, ...(second ? { [second]: null } : {}) });
      const read = await readComment(input);
      expect(read[first ?? '']).toBe(77);
      if (second) expect(read).not.toHaveProperty(second);
    });

    it('is rate_limited as the post reads are, and auth for an expired token', async () => {
      const { input, account } = await commented();
      figures().refuse(platform, { kind: 'rate_limit', retryAfterSeconds: 120 }, account);
      const limited = await platformFailure(readComment(input));
      expect(limited.errorClass, limited.message).toBe('rate_limited');
      figures().refuse(platform, { kind: 'expired' }, account);
      const expired = await platformFailure(readComment(input));
      expect(expired.errorClass, expired.message).toBe('auth');
      figures().refuse(platform, null, account);
    });

    it("is refused for the comment alone (the control API's refusal by id): its post still reads", async () => {
      const { input, held } = await commented();
      figures().refusePost(platform, held.id, { kind: 'rate_limit', retryAfterSeconds: 60 });
      try {
        const limited = await platformFailure(readComment(input));
        expect(limited.errorClass, limited.message).toBe('rate_limited');
        const post = { ...input, platformPostId: held.replyTo ?? '' };
        await expect(readerOf(platform).read(post)).resolves.toBeDefined();
      } finally {
        figures().refusePost(platform, held.id, null);
      }
      await expect(readComment(input)).resolves.toBeDefined();
    });

    it('finds a comment deleted on the network gone: invalid_content', async () => {
      const { input } = await commented();
      expect(sandbox.controller.publishing.remove(platform, input.platformPostId)).toBe(true);
      const error = await platformFailure(readComment(input));
      expect(error.errorClass, error.message).toBe('invalid_content');
      expect(error.message).toMatch(/no longer has this comment/);
    });
  },
);
