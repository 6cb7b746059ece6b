import { describe, expect, it } from 'vitest';
import { hasDeparted, isComposable, TARGET_STATES, type TargetState } from './post-states';

describe('what can still be edited of a post', () => {
  it('a target has departed once it is publishing, published or unconfirmed, and only then', () => {
    const departed = TARGET_STATES.filter((state) => hasDeparted(state));
    expect(departed).toEqual(['publishing', 'published', 'unconfirmed']);
  });

  it('the composer takes a post whose every target is a draft or waiting', () => {
    const targets = (...states: TargetState[]) => states.map((state) => ({ state }));
    expect(isComposable([])).toBe(true);
    expect(isComposable(targets('draft', 'draft'))).toBe(true);
    expect(isComposable(targets('scheduled', 'scheduled'))).toBe(true);
    // A retry waiting beside a published target is scheduled, but no longer the composer's.
    expect(isComposable(targets('scheduled', 'published'))).toBe(false);
    for (const state of ['publishing', 'failed', 'unconfirmed', 'missed'] as const) {
      expect(isComposable(targets('scheduled', state)), state).toBe(false);
    }
  });
});
