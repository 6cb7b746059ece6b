import { describe, expect, it } from 'vitest';
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
