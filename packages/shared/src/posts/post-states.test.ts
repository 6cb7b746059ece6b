import { describe, expect, it } from 'vitest';
import { hasDeparted, isComposable, TARGET_STATES, type TargetState } from './post-states';

describe('what can still be edited of a post', () => {
  it('a target has departed once it is publishing, published or unconfirmed, and only then', () => {
    const departed = TARGET_STATES.filter((state) => hasDeparted(state));
    expect(departed).toEqual(['publishing', 'published', 'unconfirmed']);
  });

  it('the composer takes a post whose every target is a draft or waiting', () => {
    expect(isComposable([])).toBe(true);
    expect(isComposable(['draft', 'draft'])).toBe(true);
    expect(isComposable(['scheduled', 'scheduled'])).toBe(true);
    // A retry waiting beside a published target is scheduled, but no longer the composer's.
    expect(isComposable(['scheduled', 'published'])).toBe(false);
    for (const state of ['publishing', 'failed', 'unconfirmed', 'missed'] as TargetState[]) {
      expect(isComposable(['scheduled', state]), state).toBe(false);
    }
  });
});
