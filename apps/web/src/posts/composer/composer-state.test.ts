import type { ContentItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  appendMedia,
  facebookOptionsOf,
  INITIAL_COMPOSER_STATE,
  setFacebookOption,
  toggleAccount,
  toggleReferencePost,
} from './composer-state';

const item = (id: string) => ({ id }) as ContentItem;

describe('toggleAccount', () => {
  it('checks and unchecks, keeping the order of checking', () => {
    let state = toggleAccount(INITIAL_COMPOSER_STATE, { id: 'b', platform: 'twitter' });
    state = toggleAccount(state, { id: 'a', platform: 'threads' });
    expect(state.accountIds).toEqual(['b', 'a']);
    expect(toggleAccount(state, { id: 'b', platform: 'twitter' }).accountIds).toEqual(['a']);
  });

  it('starts a checked Facebook account with Page Post on and Page Reels off', () => {
    let state = toggleAccount(INITIAL_COMPOSER_STATE, { id: 'fb', platform: 'facebook' });
    expect(facebookOptionsOf(state, 'fb')).toEqual({ pagePost: true, pageReels: false });
    state = setFacebookOption(state, 'fb', 'pageReels', true);
    state = setFacebookOption(state, 'fb', 'pagePost', false);
    expect(facebookOptionsOf(state, 'fb')).toEqual({ pagePost: false, pageReels: true });
    // Checked again later: back to the defaults.
    state = toggleAccount(toggleAccount(state, { id: 'fb', platform: 'facebook' }), {
      id: 'fb',
      platform: 'facebook',
    });
    expect(facebookOptionsOf(state, 'fb')).toEqual({ pagePost: true, pageReels: false });
  });
});

describe('toggleReferencePost', () => {
  it('refuses a fourth reference post', () => {
    let state = INITIAL_COMPOSER_STATE;
    for (const id of ['1', '2', '3', '4']) state = toggleReferencePost(state, id);
    expect(state.referencePostIds).toEqual(['1', '2', '3']);
    state = toggleReferencePost(toggleReferencePost(state, '2'), '4');
    expect(state.referencePostIds).toEqual(['1', '3', '4']);
  });
});

describe('appendMedia', () => {
  it('appends new items in order and counts only those', () => {
    const first = appendMedia([], [item('a'), item('b')]);
    const second = appendMedia(first.media, [item('b'), item('c'), item('c')]);
    expect(second.added).toBe(1);
    expect(second.media.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});
