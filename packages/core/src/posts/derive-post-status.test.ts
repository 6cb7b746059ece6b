import { describe, expect, it } from 'vitest';
import { TARGET_STATES, type TargetState } from '@fanout/shared';
import { derivePostStatus } from './derive-post-status';

describe('derivePostStatus', () => {
  it.each([
    [[], 'draft'],
    [['draft', 'draft'], 'draft'],
    [['scheduled', 'published'], 'scheduled'],
    [['publishing', 'scheduled'], 'publishing'],
    [['published', 'published'], 'published'],
    [['published', 'failed'], 'partially_published'],
    [['failed', 'unconfirmed'], 'unconfirmed'],
    [['missed', 'missed'], 'missed'],
    [['failed', 'missed'], 'failed'],
  ] as const)('%j → %s', (states, status) => {
    expect(derivePostStatus(states)).toBe(status);
  });
});

/** Every non-empty mix of target states (each state present or not: 127 mixes). */
function everyMix(): TargetState[][] {
  const mixes: TargetState[][] = [];
  for (let bits = 1; bits < 1 << TARGET_STATES.length; bits += 1) {
    mixes.push(TARGET_STATES.filter((_, index) => (bits >> index) & 1));
  }
  return mixes;
}

describe('derivePostStatus over every mix of target states', () => {
  const inFlight = (s: TargetState) => s === 'scheduled' || s === 'publishing';

  it.each(everyMix().map((mix) => [mix]))('%j', (mix) => {
    const status = derivePostStatus(mix);
    // Partially published: some target is published, some other ended otherwise, none still going.
    const partial =
      mix.includes('published') && mix.some((s) => s !== 'published') && !mix.some(inFlight);
    expect(status === 'partially_published').toBe(partial);
    expect(status === 'published').toBe(mix.every((s) => s === 'published'));
    if (mix.some(inFlight)) expect(['publishing', 'scheduled']).toContain(status);
    if (!mix.includes('published') && !mix.some(inFlight) && mix.some((s) => s !== 'draft')) {
      expect(['failed', 'missed', 'unconfirmed']).toContain(status);
    }
  });
});
