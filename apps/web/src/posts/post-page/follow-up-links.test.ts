import type { FollowUpDetail, PostDetail } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { followUpLines } from './follow-up-links';

const target = (id: string, account: string) => ({
  id,
  platform: 'bluesky' as const,
  socialAccountId: account,
  state: 'published' as const,
  dueAt: null,
  platformPostUrl: `https://bsky.example/${id}`,
  errorMessage: null,
  errorClass: null,
  nextTryAt: null,
  waitReason: null,
});

const item = (overrides: Partial<FollowUpDetail>): FollowUpDetail => ({
  textContent: 'text',
  state: 'published',
  platformPostId: 'id',
  url: null,
  errorMessage: null,
  ...overrides,
});

const variant = (
  targetId: string,
  thread: FollowUpDetail[],
  firstComment: FollowUpDetail | null,
) => ({
  targetId,
  textContent: null,
  attachments: null,
  media: null,
  thread,
  firstComment,
});

const post = {
  id: 'p1',
  title: null,
  textContent: 'Hello',
  content: 'Hello',
  status: 'published',
  scheduledAt: null,
  timeZone: 'UTC',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  platform: 'bluesky',
  platforms: [target('t1', 'a1'), target('t2', 'a2'), target('t3', 'a3')],
  attachments: [],
  generationMode: 'predefined',
  generationPrompt: null,
  referencePostIds: [],
  aiProvider: null,
  generatedAt: null,
  media: [],
  accountNames: {},
  facebookOptions: {},
  variants: {
    a1: variant(
      't1',
      [
        item({ url: 'https://bsky.example/r2' }),
        item({ state: 'failed', errorMessage: 'Bluesky refused it' }),
        item({ state: 'pending', platformPostId: null }),
      ],
      null,
    ),
    a2: variant('t2', [], item({ state: 'failed', errorMessage: 'Comments are turned off' })),
    a3: { ...variant('t3', [], null), textContent: 'Own text' },
  },
} satisfies PostDetail;

describe('followUpLines', () => {
  it('lists the thread from the post, each item with its state, link or reason', () => {
    expect(followUpLines(post, 't1')).toEqual([
      { name: 'Item 1', status: 'Published', failed: false, url: 'https://bsky.example/t1' },
      { name: 'Item 2', status: 'Published', failed: false, url: 'https://bsky.example/r2' },
      { name: 'Item 3', status: 'Item 3 failed: Bluesky refused it', failed: true, url: null },
      { name: 'Item 4', status: 'Waiting for the post', failed: false, url: null },
    ]);
  });

  it('says why a first comment failed', () => {
    expect(followUpLines(post, 't2')).toEqual([
      {
        name: 'First comment',
        status: 'First comment failed: Comments are turned off',
        failed: true,
        url: null,
      },
    ]);
  });

  it('has nothing for a target without a thread or a first comment', () => {
    expect(followUpLines(post, 't3')).toEqual([]);
    expect(followUpLines(post, 'unknown')).toEqual([]);
  });
});
