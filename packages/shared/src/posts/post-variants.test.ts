import { describe, expect, it } from 'vitest';
import { postVariantsInput, THREAD_REPLIES_MAX, VARIANTS_MAX, variantAccountLabel } from './index';

const ACCOUNT = '6fa2533c-b11b-425d-af2e-6a78472de295';
const IMAGE = '4a1c9dd0-5d1c-44bc-9175-7ed3141194cd';

describe('postVariantsInput (ADR 0083, 0084)', () => {
  it('keeps what a variant overrides, drops repeats, and drops a variant that overrides nothing', () => {
    expect(
      postVariantsInput.parse({
        [ACCOUNT]: { textContent: 'Own', attachments: [IMAGE, IMAGE], firstComment: null },
        '7fa2533c-b11b-425d-af2e-6a78472de295': { textContent: null, thread: [] },
      }),
    ).toEqual({
      [ACCOUNT]: {
        textContent: 'Own',
        attachments: [IMAGE],
        thread: undefined,
        firstComment: undefined,
      },
    });
    expect(postVariantsInput.parse(null)).toEqual({});
  });

  it('tells "no media on this network" (an empty list) from "the shared media" (absent)', () => {
    expect(
      postVariantsInput.parse({ [ACCOUNT]: { attachments: [] } })[ACCOUNT]?.attachments,
    ).toEqual([]);
  });

  it('refuses a field it does not publish by name, and keys that are not account ids', () => {
    // A network's option belongs in `options` (network-options.ts), not beside the text.
    const unknown = postVariantsInput.safeParse({ [ACCOUNT]: { privacy: 'public' } });
    expect(unknown.success).toBe(false);
    expect(JSON.stringify(unknown.error?.issues)).toContain('privacy');
    expect(postVariantsInput.safeParse({ 'not-an-id': { textContent: 'x' } }).success).toBe(false);
  });

  it('holds variants to as many accounts as a post may select', () => {
    const many = Object.fromEntries(
      Array.from({ length: VARIANTS_MAX + 1 }, (_, i) => [
        `6fa2533c-b11b-425d-af2e-${String(i).padStart(12, '0')}`,
        { textContent: 'x' },
      ]),
    );
    const parsed = postVariantsInput.safeParse(many);
    expect(parsed.error?.issues[0]?.message).toBe(
      `variants can hold at most ${VARIANTS_MAX} accounts`,
    );
  });

  it('holds a thread to its most replies', () => {
    const replies = (n: number) => Array.from({ length: n }, (_, i) => ({ textContent: `${i}` }));
    expect(
      postVariantsInput.safeParse({ [ACCOUNT]: { thread: replies(THREAD_REPLIES_MAX) } }).success,
    ).toBe(true);
    const tooMany = postVariantsInput.safeParse({
      [ACCOUNT]: { thread: replies(THREAD_REPLIES_MAX + 1) },
    });
    expect(tooMany.error?.issues[0]?.message).toBe(
      `thread can hold at most ${THREAD_REPLIES_MAX} replies`,
    );
  });
});

describe('variantAccountLabel', () => {
  it('names the network and the handle', () => {
    expect(variantAccountLabel({ platform: 'twitter', platformUsername: 'fanout' })).toBe(
      'X (@fanout)',
    );
    expect(variantAccountLabel({ platform: 'bluesky', platformUsername: '@a.bsky.social' })).toBe(
      'Bluesky (@a.bsky.social)',
    );
    expect(variantAccountLabel({ platform: 'tiktok', platformUsername: ' ' })).toBe('TikTok');
  });
});
