import type { ContentItem, PostDetail } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { buildCreatePayload } from './build-create-payload';
import { composerStateOfPost, creditsHeldByPost } from './composer-state-of-post';

const target = (id: string, account: string | null, state: 'draft' | 'scheduled') => ({
  id,
  platform: 'twitter' as const,
  socialAccountId: account,
  state,
  dueAt: null,
  platformPostUrl: null,
  errorMessage: null,
  errorClass: null,
  nextTryAt: null,
  waitReason: null,
});

const post = {
  id: 'p1',
  title: null,
  textContent: 'Hello',
  content: 'Hello',
  status: 'scheduled',
  scheduledAt: '2026-03-29T07:00:00.000Z',
  timeZone: 'Europe/Berlin',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  platform: 'twitter',
  platforms: [target('t1', 'a1', 'scheduled'), target('t2', null, 'scheduled')],
  attachments: [],
  generationMode: 'predefined',
  generationPrompt: null,
  referencePostIds: [],
  aiProvider: null,
  generatedAt: null,
  media: [],
  accountNames: {},
  facebookOptions: { a1: { pagePost: true, pageReels: true } },
  variants: {},
} satisfies PostDetail;

describe('composerStateOfPost', () => {
  it('reads the time on the user’s wall clock and keeps only accounts still there', () => {
    const state = composerStateOfPost(post, 'Europe/Berlin');
    expect(state).toMatchObject({
      title: '',
      textContent: 'Hello',
      accountIds: ['a1'],
      date: '2026-03-29',
      time: '09:00',
      facebookOptions: { a1: { pagePost: true, pageReels: true } },
      aiProvider: 'openai',
    });
    expect(composerStateOfPost({ ...post, scheduledAt: null }, 'UTC')).toMatchObject({
      date: '',
      time: '',
    });
  });

  it('loads the variants of the accounts it targets, so saving sends them back', () => {
    const photo = { id: 'c1', title: 'Photo' } as ContentItem;
    const withVariants = {
      ...post,
      variants: {
        a1: {
          targetId: 't1',
          textContent: 'Short for X',
          attachments: ['c1'],
          media: [photo],
          thread: [],
          firstComment: null,
        },
        // The target of an account removed since: nothing to load.
        gone: {
          targetId: 't9',
          textContent: 'Orphan',
          attachments: null,
          media: null,
          thread: [],
          firstComment: null,
        },
      },
    };
    const state = composerStateOfPost(withVariants, 'UTC');
    expect(state.variants).toEqual({ a1: { textContent: 'Short for X', media: [photo] } });
    expect(state.chosenAccountId).toBeNull();
    const payload = buildCreatePayload(state, 'scheduled', {
      accounts: [{ id: 'a1', platform: 'twitter' }],
      timeZone: 'UTC',
    });
    expect(payload.variants).toEqual({ a1: { textContent: 'Short for X', attachments: ['c1'] } });
  });

  it('a variant of text alone keeps following the shared media', () => {
    const textOnly = {
      ...post,
      variants: {
        a1: {
          targetId: 't1',
          textContent: 'Own',
          attachments: null,
          media: null,
          thread: [],
          firstComment: null,
        },
      },
    };
    expect(composerStateOfPost(textOnly, 'UTC').variants).toEqual({
      a1: { textContent: 'Own', media: null },
    });
  });

  it('loads each thread and first comment, so saving the post sends them back', () => {
    const followUp = (textContent: string) => ({
      textContent,
      state: 'pending' as const,
      platformPostId: null,
      url: null,
      errorMessage: null,
    });
    const withFollowUps = {
      ...post,
      platforms: [...post.platforms, target('t3', 'a2', 'scheduled')],
      variants: {
        // A thread alone: the account keeps following the shared text.
        a1: {
          targetId: 't1',
          textContent: null,
          attachments: null,
          media: null,
          thread: [followUp('Item 2'), followUp('Item 3')],
          firstComment: null,
        },
        a2: {
          targetId: 't3',
          textContent: 'Own',
          attachments: null,
          media: null,
          thread: [],
          firstComment: followUp('First!'),
        },
      },
    };
    const state = composerStateOfPost(withFollowUps, 'UTC');
    expect(state.variants).toEqual({ a2: { textContent: 'Own', media: null } });
    expect(state.followUps).toEqual({
      a1: {
        thread: [
          { key: 0, textContent: 'Item 2' },
          { key: 1, textContent: 'Item 3' },
        ],
        firstComment: null,
      },
      a2: { thread: [], firstComment: 'First!' },
    });
    const payload = buildCreatePayload(state, 'scheduled', {
      accounts: [
        { id: 'a1', platform: 'bluesky' },
        { id: 'a2', platform: 'linkedin' },
      ],
      timeZone: 'UTC',
    });
    expect(payload.variants).toEqual({
      a1: { thread: [{ textContent: 'Item 2' }, { textContent: 'Item 3' }] },
      a2: { textContent: 'Own', firstComment: 'First!' },
    });
  });

  it('counts what the post holds: 3 per waiting target', () => {
    expect(creditsHeldByPost(post)).toBe(6);
    expect(creditsHeldByPost({ platforms: [target('t3', 'a1', 'draft')] })).toBe(0);
  });
});
