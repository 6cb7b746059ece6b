import type { ContentItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { createPostInput } from '@fanout/shared';
import { buildCreatePayload, buildQueuePayload } from './build-create-payload';
import { INITIAL_COMPOSER_STATE, toggleAccount, type ComposerState } from './composer-state';
import {
  addFirstComment,
  addThreadReply,
  setFirstComment,
  setThreadReply,
} from './composer-follow-ups';
import { addEditorMedia, backToShared, customiseAccount, setEditorText } from './composer-variants';

const FB = '11111111-1111-4111-8111-111111111111';
const X = '22222222-2222-4222-8222-222222222222';
const accounts = [
  { id: FB, platform: 'facebook' },
  { id: X, platform: 'twitter' },
];
const media = (id: string) => ({ id }) as ContentItem;
const options = { accounts, timeZone: 'Europe/Paris' };

const filled: ComposerState = {
  ...INITIAL_COMPOSER_STATE,
  title: '  Launch  ',
  textContent: 'Hello world',
  accountIds: [X, FB],
  facebookOptions: { [FB]: { pagePost: false, pageReels: true } },
  media: [media('m2'), media('m1')],
  date: '2030-05-01',
  time: '09:30',
};

describe('buildCreatePayload', () => {
  it('Post Now publishes without a time', () => {
    expect(buildCreatePayload(filled, 'published', options)).toEqual({
      title: 'Launch',
      textContent: 'Hello world',
      platforms: [X, FB],
      status: 'published',
      attachments: ['m2', 'm1'],
      facebookOptions: { [FB]: { pagePost: false, pageReels: true } },
      generationMode: 'predefined',
    });
  });

  it('Schedule sends the local date and time as an instant, with the time zone', () => {
    const payload = buildCreatePayload(filled, 'scheduled', options);
    expect(payload.status).toBe('scheduled');
    expect(payload.scheduledAt).toBe('2030-05-01T07:30:00.000Z');
    expect(payload.timeZone).toBe('Europe/Paris');
  });

  it('Save Draft sends a time only when both date and time were given', () => {
    expect(buildCreatePayload(filled, 'draft', options).scheduledAt).toBe(
      '2030-05-01T07:30:00.000Z',
    );
    const dateOnly = buildCreatePayload({ ...filled, time: '' }, 'draft', options);
    expect(dateOnly).not.toHaveProperty('scheduledAt');
    expect(dateOnly).not.toHaveProperty('timeZone');
  });

  it('sends blank titles as null and Facebook options only for checked Facebook accounts', () => {
    const payload = buildCreatePayload(
      { ...filled, title: '   ', accountIds: [X] },
      'draft',
      options,
    );
    expect(payload.title).toBeNull();
    expect(payload.facebookOptions).toEqual({});
  });

  it("sends each account's network options not at their defaults, and drops an unchecked one's", () => {
    const replySettings = { replySettings: 'following' };
    const withOptions = { ...filled, networkOptions: { [X]: replySettings } };
    const payload = buildCreatePayload(withOptions, 'published', options);
    expect(payload.variants).toEqual({ [X]: { options: replySettings } });
    // Loaded at its default (the post's answer fills every default in): nothing to send.
    const atDefault = { ...filled, networkOptions: { [X]: { replySettings: 'everyone' } } };
    expect(buildCreatePayload(atDefault, 'published', options).variants).toBeUndefined();
    const unchecked = toggleAccount(withOptions, { id: X, platform: 'twitter' });
    expect(unchecked.networkOptions).toEqual({});
    expect(buildCreatePayload(unchecked, 'published', options).variants).toBeUndefined();
  });

  it('leaves out accounts that are no longer listed', () => {
    const payload = buildCreatePayload({ ...filled, accountIds: ['gone', X] }, 'draft', options);
    expect(payload.platforms).toEqual([X]);
  });

  it('gives a newly checked Facebook account the default options', () => {
    const payload = buildCreatePayload({ ...filled, facebookOptions: {} }, 'published', options);
    expect(payload.facebookOptions).toEqual({ [FB]: { pagePost: true, pageReels: false } });
  });

  it('carries the AI fields the mode calls for', () => {
    const ai = {
      ...filled,
      generationPrompt: ' spring sale ',
      referencePostIds: ['p1', 'p2'],
      aiProvider: 'gemini' as const,
    };
    const predefined = buildCreatePayload(ai, 'draft', options);
    expect(predefined.generationMode).toBe('predefined');
    expect(predefined).not.toHaveProperty('aiProvider');
    expect(predefined).not.toHaveProperty('generationPrompt');
    expect(predefined).not.toHaveProperty('referencePostIds');

    const topic = buildCreatePayload({ ...ai, generationMode: 'ai_topic' }, 'draft', options);
    expect(topic).toMatchObject({ aiProvider: 'gemini', generationPrompt: 'spring sale' });
    expect(topic).not.toHaveProperty('referencePostIds');

    const style = buildCreatePayload(
      { ...ai, generationMode: 'ai_style_emulation' },
      'draft',
      options,
    );
    expect(style).toMatchObject({ aiProvider: 'gemini', referencePostIds: ['p1', 'p2'] });
    expect(style).not.toHaveProperty('generationPrompt');
    expect(style).not.toHaveProperty('generatedAt');
  });

  it('sends generatedAt once AI wrote the text, and never in predefined mode', () => {
    const generated = {
      ...filled,
      aiProvider: 'sandbox' as const,
      generationMode: 'ai_topic' as const,
      generatedAt: '2026-05-01T09:00:00.000Z',
    };
    expect(buildCreatePayload(generated, 'draft', options)).toMatchObject({
      generatedAt: '2026-05-01T09:00:00.000Z',
    });
    const byHand = buildCreatePayload(
      { ...generated, generationMode: 'predefined' },
      'draft',
      options,
    );
    expect(byHand).not.toHaveProperty('generatedAt');
  });

  it('sends each variant’s differences from the shared text and media, and no empty variant', () => {
    const M3 = '33333333-3333-4333-8333-333333333333';
    let state = setEditorText(customiseAccount(filled, X), 'Short for X');
    // Facebook customised, then given one more item but the same text.
    state = addEditorMedia(customiseAccount(state, FB), [media(M3)]).state;
    const payload = buildCreatePayload(state, 'published', options);
    expect(payload.variants).toEqual({
      [X]: { textContent: 'Short for X' },
      [FB]: { attachments: ['m2', 'm1', M3] },
    });
    expect(payload.textContent).toBe('Hello world');
    expect(payload.attachments).toEqual(['m2', 'm1']);

    // Customised but unchanged: nothing to send.
    const untouched = buildCreatePayload(customiseAccount(filled, X), 'published', options);
    expect(untouched).not.toHaveProperty('variants');
  });

  it('sends no variant of an account no longer listed or unchecked', () => {
    const state = setEditorText(customiseAccount(filled, X), 'Short for X');
    const gone = buildCreatePayload(state, 'draft', {
      ...options,
      accounts: accounts.filter((a) => a.id === FB),
    });
    expect(gone).not.toHaveProperty('variants');
    const unchecked = toggleAccount(state, { id: X, platform: 'twitter' });
    expect(buildCreatePayload(unchecked, 'draft', options)).not.toHaveProperty('variants');
  });

  it('the queue payload carries the variants too, and the shared schema takes them', () => {
    const M1 = '44444444-4444-4444-8444-444444444444';
    const state = setEditorText(customiseAccount({ ...filled, media: [media(M1)] }, X), 'For X');
    const queued = buildQueuePayload(state, 'group-1', options);
    expect(queued.variants).toEqual({ [X]: { textContent: 'For X' } });
    const parsed = createPostInput.parse(buildCreatePayload(state, 'published', options));
    expect(parsed.variants).toEqual({ [X]: { textContent: 'For X' } });
  });

  it('sends a thread alone for an account that follows the shared text, so its text stays shared', () => {
    const x = { id: X, platform: 'twitter' } as const;
    // Without the fixture's media, whose ids are not uuids, so the shared schema can parse it.
    let state = addThreadReply(addThreadReply({ ...filled, media: [] }, x), x);
    state = setThreadReply(setThreadReply(state, X, 0, 'Item 2'), X, 1, 'Item 3');
    const payload = buildCreatePayload(state, 'published', options);
    expect(payload.variants).toEqual({
      [X]: { thread: [{ textContent: 'Item 2' }, { textContent: 'Item 3' }] },
    });
    expect(createPostInput.parse(payload).variants).toEqual({
      [X]: { thread: [{ textContent: 'Item 2' }, { textContent: 'Item 3' }] },
    });
  });

  it('sends the first comment beside the account’s own text, and keeps it back on the shared text', () => {
    let state = setEditorText(customiseAccount(filled, FB), 'Own for Facebook');
    state = setFirstComment(addFirstComment(state, { id: FB, platform: 'facebook' }), FB, 'Link');
    expect(buildCreatePayload(state, 'draft', options).variants).toEqual({
      [FB]: { textContent: 'Own for Facebook', firstComment: 'Link' },
    });
    expect(buildCreatePayload(backToShared(state, FB), 'draft', options).variants).toEqual({
      [FB]: { firstComment: 'Link' },
    });
    // An empty comment box is sent as it is: the checks (and the server) refuse it by name.
    const empty = addFirstComment(filled, { id: FB, platform: 'facebook' });
    expect(buildCreatePayload(empty, 'draft', options).variants).toEqual({
      [FB]: { firstComment: '' },
    });
  });

  it('sends no follow-ups of an account no longer listed or unchecked', () => {
    const state = setThreadReply(
      addThreadReply(filled, { id: X, platform: 'twitter' }),
      X,
      0,
      'Hi',
    );
    const gone = buildCreatePayload(state, 'draft', {
      ...options,
      accounts: accounts.filter((a) => a.id === FB),
    });
    expect(gone).not.toHaveProperty('variants');
    const unchecked = toggleAccount(state, { id: X, platform: 'twitter' });
    expect(buildCreatePayload(unchecked, 'draft', options)).not.toHaveProperty('variants');
  });
});
