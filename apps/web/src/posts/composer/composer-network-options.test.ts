import { createPostInput, type ContentItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { buildCreatePayload } from './build-create-payload';
import {
  disclosureOn,
  hasEditedOptions,
  networkOptionsOf,
  networkOptionsPayload,
  networkOptionsProblem,
  optionFieldErrors,
  setDisclosure,
  setNetworkOption,
  shownTitle,
} from './composer-network-options';
import { composerProblem, type ComposerAccount } from './composer-problem';
import { INITIAL_COMPOSER_STATE, toggleAccount, type ComposerState } from './composer-state';
import { customiseAccount, isCustomised } from './composer-variants';

const YT = '11111111-1111-4111-8111-111111111111';
const TT = '22222222-2222-4222-8222-222222222222';
const IG = '33333333-3333-4333-8333-333333333333';
const BSKY = '44444444-4444-4444-8444-444444444444';
const account = (id: string, platform: ComposerAccount['platform']): ComposerAccount => ({
  id,
  platform,
  platformUsername: 'chan',
  facebookPageId: null,
});
const youtube = { id: YT, platform: 'youtube' } as const;
const tiktok = { id: TT, platform: 'tiktok' } as const;
const instagram = { id: IG, platform: 'instagram' } as const;
const accounts = [
  account(YT, 'youtube'),
  account(TT, 'tiktok'),
  account(IG, 'instagram'),
  account(BSKY, 'bluesky'),
];
const video = { id: '55555555-5555-4555-8555-555555555555', type: 'video' } as ContentItem;
const photo = { id: '66666666-6666-4666-8666-666666666666', type: 'image' } as ContentItem;

const base: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  textContent: 'One video, three networks',
  accountIds: [YT, TT, IG, BSKY],
  media: [video],
};
const payload = (state: ComposerState, status: 'draft' | 'published' = 'published') =>
  buildCreatePayload(state, status, { accounts, timeZone: 'Europe/Paris' });
const check = (state: ComposerState, status: 'draft' | 'published' = 'published') =>
  composerProblem(state, status, {
    accounts,
    available: 100,
    now: new Date('2030-01-10T11:00:00Z'),
    timeZone: 'Europe/Paris',
  });

describe('editing an account’s network options', () => {
  it('shows the network’s defaults until a field is set, then the field as set', () => {
    expect(networkOptionsOf(base, youtube)).toEqual({
      title: null,
      privacy: 'public',
      madeForKids: false,
      tags: [],
    });
    const state = setNetworkOption(base, youtube, 'privacy', 'unlisted');
    expect(networkOptionsOf(state, youtube)).toMatchObject({ privacy: 'unlisted', tags: [] });
    // Another account's options are its own.
    expect(networkOptionsOf(state, tiktok).privacyLevel).toBeNull();
    expect(base.networkOptions).toEqual({});
  });

  it('refuses an account that is not selected', () => {
    const gone = { id: 'gone', platform: 'youtube' } as const;
    expect(setNetworkOption(base, gone, 'privacy', 'private')).toBe(base);
    expect(setDisclosure(base, { id: 'gone', platform: 'tiktok' }, true)).toBe(base);
  });

  it('sends only the fields that differ from their defaults: a post without edits is sent as before', () => {
    expect(payload(base)).not.toHaveProperty('variants');
    let state = setNetworkOption(base, youtube, 'privacy', 'unlisted');
    state = setNetworkOption(state, youtube, 'title', 'Lesson one');
    state = setNetworkOption(state, youtube, 'tags', ['maths']);
    expect(payload(state).variants).toEqual({
      [YT]: { options: { privacy: 'unlisted', title: 'Lesson one', tags: ['maths'] } },
    });
    // Set back to their defaults (a blank title is "the post's title"): nothing is sent.
    state = setNetworkOption(state, youtube, 'privacy', 'public');
    state = setNetworkOption(state, youtube, 'title', '  ');
    state = setNetworkOption(state, youtube, 'tags', []);
    expect(payload(state)).not.toHaveProperty('variants');
    expect(hasEditedOptions(state, youtube)).toBe(false);
  });

  it('keeps a loaded post’s options, sending back only what is not a default', () => {
    const loaded: ComposerState = {
      ...base,
      networkOptions: {
        [YT]: { title: null, privacy: 'private', madeForKids: false, tags: [] },
        [IG]: { format: 'feed' },
      },
    };
    expect(payload(loaded).variants).toEqual({ [YT]: { options: { privacy: 'private' } } });
    expect(hasEditedOptions(loaded, youtube)).toBe(true);
    expect(hasEditedOptions(loaded, instagram)).toBe(false);
    // What is sent is a valid payload.
    expect(createPostInput.safeParse(payload(loaded)).success).toBe(true);
  });

  it('sends options alone for an account that follows the shared text, which is no customisation', () => {
    const state = setNetworkOption(base, instagram, 'format', 'reel');
    expect(isCustomised(state, IG)).toBe(false);
    expect(payload(state).variants).toEqual({ [IG]: { options: { format: 'reel' } } });
    // Customised too: the text and the options side by side.
    const both = customiseAccount(state, IG);
    expect(payload(both).variants).toEqual({ [IG]: { options: { format: 'reel' } } });
  });

  it('drops an unchecked account’s options and disclosure switch', () => {
    let state = setNetworkOption(base, tiktok, 'brandOrganic', true);
    state = setDisclosure(state, tiktok, true);
    state = toggleAccount(state, tiktok);
    expect(state.networkOptions).toEqual({});
    expect(state.commercialDisclosure).toEqual({});
    expect(payload(state)).not.toHaveProperty('variants');
  });

  it('previews a video’s own title where it has one, else the post’s', () => {
    const titled = { ...base, title: 'The post' };
    expect(shownTitle(titled, youtube)).toBe('The post');
    const own = setNetworkOption(titled, youtube, 'title', '  Lesson one ');
    expect(shownTitle(own, youtube)).toBe('Lesson one');
    expect(shownTitle(setNetworkOption(own, youtube, 'title', ' '), youtube)).toBe('The post');
    expect(shownTitle(own, tiktok)).toBe('The post');
  });

  it('names no options for a network without them', () => {
    expect(networkOptionsPayload('bluesky', { visibility: 'PUBLIC' })).toBeUndefined();
    expect(networkOptionsPayload('not-a-network', { a: 1 })).toBeUndefined();
  });
});

describe('TikTok’s commercial content disclosure', () => {
  it('is on when a loaded post discloses, and as last turned otherwise', () => {
    expect(disclosureOn(base, TT)).toBe(false);
    const loaded = setNetworkOption(base, tiktok, 'brandedContent', true);
    expect(disclosureOn(loaded, TT)).toBe(true);
    const turnedOn = setDisclosure(base, tiktok, true);
    expect(disclosureOn(turnedOn, TT)).toBe(true);
    expect(payload(turnedOn)).not.toHaveProperty('variants');
  });

  it('turned off, discloses neither label', () => {
    let state = setDisclosure(base, tiktok, true);
    state = setNetworkOption(state, tiktok, 'brandOrganic', true);
    state = setNetworkOption(state, tiktok, 'brandedContent', true);
    expect(payload(state).variants?.[TT]?.options).toEqual({
      brandOrganic: true,
      brandedContent: true,
    });
    state = setDisclosure(state, tiktok, false);
    expect(disclosureOn(state, TT)).toBe(false);
    expect(payload(state)).not.toHaveProperty('variants');
  });

  it('on with neither label chosen, the post cannot go out; a draft can be saved', () => {
    const state = setDisclosure(base, tiktok, true);
    expect(check(state)).toBe(
      'TikTok (@chan): Disclose post content is on: choose Your brand, Branded content or both, or turn it off',
    );
    expect(check(state, 'draft')).toBeNull();
    expect(check(setNetworkOption(state, tiktok, 'brandOrganic', true))).toBeNull();
  });
});

describe('the options’ problems, in the server’s words', () => {
  it('refuses branded content that is private, even in a draft', () => {
    let state = setNetworkOption(base, tiktok, 'privacyLevel', 'SELF_ONLY');
    state = setNetworkOption(state, tiktok, 'brandedContent', true);
    const message =
      'TikTok (@chan): brandedContent cannot be posted with privacyLevel SELF_ONLY: TikTok does not let branded content be private';
    expect(check(state, 'draft')).toBe(message);
    expect(networkOptionsProblem(state, account(TT, 'tiktok'), true)).toBe(message);
  });

  it('refuses a Reel without exactly one video when the post goes out', () => {
    const reel = setNetworkOption(base, instagram, 'format', 'reel');
    expect(check(reel)).toBeNull();
    const photos = { ...reel, media: [photo] };
    expect(check(photos)).toBe(
      'Instagram (@chan): format reel needs exactly one video: a Reel is a single video',
    );
    expect(check(photos, 'draft')).toBeNull();
  });

  it('puts each field’s problem under it', () => {
    const state = setNetworkOption(base, youtube, 'title', 'a <b>');
    expect(optionFieldErrors('youtube', state.networkOptions[YT])).toEqual({
      title: 'cannot contain < or > (YouTube refuses them)',
    });
    expect(check(state, 'draft')).toBe(
      'YouTube (@chan): title cannot contain < or > (YouTube refuses them)',
    );
    expect(optionFieldErrors('pinterest', { link: 'http://fanout.example' })).toEqual({
      link: 'must be an https URL',
    });
    expect(optionFieldErrors('youtube', undefined)).toEqual({});
  });
});
