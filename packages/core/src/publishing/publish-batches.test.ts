import { describe, expect, it } from 'vitest';
import { ownerGroups } from './publish-batches';

describe('ownerGroups: the claims of one batch side by side (ADR 0073)', () => {
  const keys = (owners: Array<string | null>) => owners.map((ownerId) => ({ ownerId }));
  const ownersOf = (owners: Array<string | null>, groups: number[][]) =>
    groups.map((group) => new Set(group.map((index) => owners[index])));

  it('never puts one owner in two groups, and keeps every key once', () => {
    const owners = Array.from({ length: 250 }, (_, index) => `owner-${index % 17}`);
    const groups = ownerGroups(keys(owners), 2);
    expect(groups).toHaveLength(2);
    const [first, second] = ownersOf(owners, groups);
    for (const owner of first ?? []) expect(second?.has(owner)).toBe(false);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(owners.map((_, index) => index));
    // About equal halves: one owner's 15 targets at most in between.
    expect(Math.abs((groups[0]?.length ?? 0) - (groups[1]?.length ?? 0))).toBeLessThanOrEqual(15);
  });

  it('keeps targets of unknown owners together in the first group', () => {
    const owners = ['b', null, 'a', null, 'c', 'd'];
    const groups = ownerGroups(keys(owners), 2);
    expect(groups[0]).toEqual(expect.arrayContaining([1, 3]));
    expect(groups.flat()).toHaveLength(owners.length);
  });

  it('makes one group of a single owner', () => {
    expect(ownerGroups(keys(['a', 'a', 'a']), 2)).toEqual([[0, 1, 2]]);
  });
});
