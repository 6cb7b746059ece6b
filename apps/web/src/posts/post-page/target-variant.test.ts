import type { ContentItem, PostVariantDetail } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { targetVariantView } from './target-variant';

const photo = { id: 'c1', title: 'holiday photo' } as ContentItem;
const variant = (overrides: Partial<PostVariantDetail>): PostVariantDetail => ({
  targetId: 't1',
  textContent: null,
  attachments: null,
  media: null,
  thread: [],
  firstComment: null,
  ...overrides,
});

describe('targetVariantView', () => {
  it('is nothing for a target whose account has no variant, or that lost its account', () => {
    const variants = { a2: variant({ textContent: 'For a2' }) };
    expect(targetVariantView(variants, { socialAccountId: 'a1' })).toBeNull();
    expect(targetVariantView(variants, { socialAccountId: null })).toBeNull();
  });

  it('gives the customised text, with the shared media left alone', () => {
    const variants = { a1: variant({ textContent: 'Shorter, for X' }) };
    expect(targetVariantView(variants, { socialAccountId: 'a1' })).toEqual({
      text: 'Shorter, for X',
      media: { kind: 'shared' },
    });
  });

  it('tells no media on the network from its own media, with or without a text of its own', () => {
    expect(
      targetVariantView({ a1: variant({ attachments: [], media: [] }) }, { socialAccountId: 'a1' }),
    ).toEqual({ text: null, media: { kind: 'none' } });
    expect(
      targetVariantView(
        { a1: variant({ textContent: 'Look', attachments: ['c1'], media: [photo] }) },
        { socialAccountId: 'a1' },
      ),
    ).toEqual({ text: 'Look', media: { kind: 'own', items: [photo] } });
  });

  it('is nothing for a variant that changes nothing', () => {
    expect(targetVariantView({ a1: variant({}) }, { socialAccountId: 'a1' })).toBeNull();
  });
});
