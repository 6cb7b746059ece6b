import { FIRST_COMMENT_LIMITS, THREAD_REPLIES_MAX } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  addFirstComment,
  addThreadReply,
  followUpLimit,
  followUpSummary,
  followUpsOf,
  NO_FOLLOW_UPS,
  removeFirstComment,
  removeThreadReply,
  setFirstComment,
  setThreadReply,
} from './composer-follow-ups';
import { INITIAL_COMPOSER_STATE, toggleAccount, type ComposerState } from './composer-state';
import {
  backToShared,
  customiseAccount,
  editorTarget,
  isCustomised,
  setEditorText,
  usesSharedText,
} from './composer-variants';

const bsky = { id: 'bsky', platform: 'bluesky' } as const;
const li = { id: 'li', platform: 'linkedin' } as const;
const tiktok = { id: 'tt', platform: 'tiktok' } as const;

const base: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'Shared words',
  accountIds: ['bsky', 'li', 'tt'],
};
const texts = (state: ComposerState, accountId: string) =>
  followUpsOf(state, accountId).thread.map((reply) => reply.textContent);

describe('a thread', () => {
  it('adds empty replies in order and writes each by its key', () => {
    let state = addThreadReply(addThreadReply(base, bsky), bsky);
    expect(texts(state, 'bsky')).toEqual(['', '']);
    const [second, third] = followUpsOf(state, 'bsky').thread;
    state = setThreadReply(state, 'bsky', third?.key ?? -1, 'Item 3');
    state = setThreadReply(state, 'bsky', second?.key ?? -1, 'Item 2');
    expect(texts(state, 'bsky')).toEqual(['Item 2', 'Item 3']);
    // The other accounts have none.
    expect(followUpsOf(state, 'li')).toBe(NO_FOLLOW_UPS);
  });

  it('removes one reply, the next moving up, and a new reply gets a key no other has', () => {
    let state = base;
    for (let n = 0; n < 3; n += 1) state = addThreadReply(state, bsky);
    const keys = followUpsOf(state, 'bsky').thread.map((reply) => reply.key);
    keys.forEach((key, index) => {
      state = setThreadReply(state, 'bsky', key, `Item ${index + 2}`);
    });
    state = removeThreadReply(state, 'bsky', keys[1] ?? -1);
    expect(texts(state, 'bsky')).toEqual(['Item 2', 'Item 4']);
    state = addThreadReply(state, bsky);
    const after = followUpsOf(state, 'bsky').thread.map((reply) => reply.key);
    expect(new Set(after).size).toBe(3);
    // The last reply removed leaves no thread at all.
    for (const key of after) state = removeThreadReply(state, 'bsky', key);
    expect(state.followUps).toEqual({});
  });

  it(`holds at most ${THREAD_REPLIES_MAX} replies`, () => {
    let state = base;
    for (let n = 0; n < THREAD_REPLIES_MAX + 2; n += 1) state = addThreadReply(state, bsky);
    expect(followUpsOf(state, 'bsky').thread).toHaveLength(THREAD_REPLIES_MAX);
    expect(addThreadReply(state, bsky)).toBe(state);
  });

  it('only on a selected account whose network has threads', () => {
    expect(addThreadReply(base, li)).toBe(base);
    expect(addThreadReply(base, tiktok)).toBe(base);
    expect(addThreadReply(base, { id: 'x', platform: 'twitter' })).toBe(base);
    // An unknown key changes nothing.
    const state = addThreadReply(base, bsky);
    expect(setThreadReply(state, 'bsky', 99, 'lost')).toBe(state);
    expect(removeThreadReply(state, 'bsky', 99)).toBe(state);
  });
});

describe('a first comment', () => {
  it('opens empty, is written, and removed', () => {
    let state = addFirstComment(base, li);
    expect(followUpsOf(state, 'li').firstComment).toBe('');
    state = setFirstComment(state, 'li', 'Link in the comments');
    expect(addFirstComment(state, li)).toBe(state);
    expect(followUpsOf(state, 'li').firstComment).toBe('Link in the comments');
    state = removeFirstComment(state, 'li');
    expect(state.followUps).toEqual({});
    // Nothing to write or remove once it is gone.
    expect(setFirstComment(state, 'li', 'typed late')).toBe(state);
    expect(removeFirstComment(state, 'li')).toBe(state);
  });

  it('only on a selected account whose network has first comments', () => {
    expect(addFirstComment(base, bsky)).toBe(base);
    expect(addFirstComment(base, tiktok)).toBe(base);
    expect(addFirstComment(base, { id: 'fb', platform: 'facebook' })).toBe(base);
  });

  it('is held to the network’s comment limit; a reply to its post limit', () => {
    expect(followUpLimit('linkedin', 'first_comment')).toBe(FIRST_COMMENT_LIMITS.linkedin);
    expect(followUpLimit('bluesky', 'thread')).toBe(300);
    expect(followUpLimit('twitter', 'thread')).toBe(280);
  });
});

describe('follow-ups and the account’s text', () => {
  it('a thread on an account following the shared text keeps it following', () => {
    const state = setThreadReply(
      addThreadReply({ ...base, chosenAccountId: 'bsky' }, bsky),
      'bsky',
      0,
      'More',
    );
    expect(state.variants).toEqual({});
    expect(editorTarget(state)).toEqual({ kind: 'follows-shared', accountId: 'bsky' });
    expect(isCustomised(state, 'bsky')).toBe(false);
    expect(usesSharedText(state, 'bsky')).toBe(true);
  });

  it('"Back to the shared text" drops the own text but keeps the thread', () => {
    let state = setEditorText(customiseAccount(base, 'bsky'), 'Own words');
    state = setThreadReply(addThreadReply(state, bsky), 'bsky', 0, 'Item 2');
    state = backToShared(state, 'bsky');
    expect(state.variants).toEqual({});
    expect(texts(state, 'bsky')).toEqual(['Item 2']);
  });

  it('unchecking the account drops its thread and comment; checked again it has none', () => {
    let state = addFirstComment(addThreadReply(base, bsky), li);
    state = toggleAccount(toggleAccount(state, bsky), li);
    expect(state.followUps).toEqual({});
    state = toggleAccount(state, bsky);
    expect(followUpsOf(state, 'bsky')).toBe(NO_FOLLOW_UPS);
  });
});

describe('followUpSummary', () => {
  it('counts the post among the thread’s items', () => {
    expect(followUpSummary(NO_FOLLOW_UPS)).toBeNull();
    const thread = followUpsOf(addThreadReply(addThreadReply(base, bsky), bsky), 'bsky');
    expect(followUpSummary(thread)).toBe('Thread of 3');
    expect(followUpSummary(followUpsOf(addFirstComment(base, li), 'li'))).toBe('First comment');
  });
});
