import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RETRYABLE_TARGET_STATES, TARGET_STATES } from '@fanout/shared';
import { leaving, TARGET_TRANSITIONS, type TargetTransition } from './transitions';
import { isWaiting, nextTryTime, WAITING_STATES } from './waiting';

const dialect = new PgDialect();
const transitions = Object.entries(TARGET_TRANSITIONS) as Array<[string, TargetTransition]>;

describe('the transitions of a target (ADR 0069)', () => {
  it.each(transitions)('%s names real states and a fence', (_, transition) => {
    const states = [
      ...(transition.from === 'any' ? [] : transition.from),
      ...(typeof transition.to === 'string' ? [] : transition.to),
    ];
    for (const state of states) expect(TARGET_STATES).toContain(state);
    expect(transition.fence.length).toBeGreaterThan(10);
  });

  it("a run's writes are exactly the ones fenced by the claim, and all start from publishing", () => {
    const runWrites = transitions.filter(([, t]) => t.fence.startsWith('heldBy'));
    expect(runWrites.map(([name]) => name).sort()).toEqual(
      [
        'clearIrreversible',
        'endRun',
        'giveBackUnsent',
        'markIrreversible',
        'publish',
        'renewLease',
        'saveHandles',
      ].sort(),
    );
    for (const [, transition] of runWrites) expect(transition.from).toEqual(['publishing']);
  });

  it('the WHERE of a transition takes its from-states: = for one, in for more', () => {
    expect(dialect.sqlToQuery(leaving('markMissed'))).toMatchObject({
      sql: '"post_targets"."state" = $1',
      params: ['scheduled'],
    });
    expect(dialect.sqlToQuery(leaving('retry'))).toMatchObject({
      sql: '"post_targets"."state" in ($1, $2)',
      params: [...RETRYABLE_TARGET_STATES],
    });
  });

  it('a transition from no state (creation) or from any has no state predicate to give', () => {
    expect(() => leaving('create')).toThrow(/does not start from a state/);
    expect(() => leaving('suspendRelease')).toThrow(/does not start from a state/);
  });
});

describe('a waiting target', () => {
  it('is scheduled or publishing, written as literals (a generic plan still matches the index)', () => {
    expect(WAITING_STATES).toEqual(['scheduled', 'publishing']);
    expect(dialect.sqlToQuery(isWaiting())).toMatchObject({
      sql: `"post_targets"."state" in ('scheduled', 'publishing')`,
      params: [],
    });
  });

  it('is next tried at its time or later next try; a released one at its next try', () => {
    const { sql, params } = dialect.sqlToQuery(nextTryTime());
    expect(params).toEqual([]);
    expect(sql.replace(/\s+/g, ' ')).toBe(
      `(case when "post_targets"."state" = 'scheduled' then greatest("post_targets"."due_at", "post_targets"."next_try_at") else coalesce("post_targets"."next_try_at", '-infinity') end)`,
    );
  });
});
