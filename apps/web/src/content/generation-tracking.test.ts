import type { AiMediaGeneration } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRACKING,
  advanceTracking,
  dismissFailure,
  isInFlight,
  type GenerationTracking,
} from './generation-tracking';

function generation(
  id: string,
  status: AiMediaGeneration['status'],
  error: string | null = null,
): AiMediaGeneration {
  return {
    id,
    title: `Title ${id}`,
    type: 'image',
    prompt: 'A hive',
    provider: 'sandbox',
    status,
    contentId: status === 'succeeded' ? `content-${id}` : null,
    error,
    createdAt: '2025-01-01T10:00:00.000Z',
    finishedAt: status === 'queued' || status === 'running' ? null : '2025-01-01T10:00:05.000Z',
  };
}

/** Takes in each list in turn, as successive polls would. */
function afterPolls(...lists: (AiMediaGeneration[] | undefined)[]): GenerationTracking {
  return lists.reduce<GenerationTracking>(advanceTracking, INITIAL_TRACKING);
}

describe('isInFlight', () => {
  it('is true while queued or running only', () => {
    expect(isInFlight(generation('a', 'queued'))).toBe(true);
    expect(isInFlight(generation('a', 'running'))).toBe(true);
    expect(isInFlight(generation('a', 'succeeded'))).toBe(false);
    expect(isInFlight(generation('a', 'failed', 'boom'))).toBe(false);
  });
});

describe('advanceTracking', () => {
  it('counts a watched generation that succeeded once', () => {
    const list = [generation('a', 'succeeded')];
    const tracking = afterPolls([generation('a', 'queued')], [generation('a', 'running')], list);
    expect(tracking.succeeded).toBe(1);
    expect(tracking.failures).toEqual([]);
    expect(tracking.watching.size).toBe(0);
    expect(tracking.seen).toBe(list);
    // A later poll with the same ended generation tells nothing new.
    expect(advanceTracking(tracking, [generation('a', 'succeeded')]).succeeded).toBe(1);
  });

  it('keeps a watched generation that failed, newest failure first', () => {
    const tracking = afterPolls(
      [generation('b', 'running'), generation('a', 'running')],
      [generation('b', 'running'), generation('a', 'failed', 'first reason')],
      [generation('b', 'failed', 'second reason'), generation('a', 'failed', 'first reason')],
    );
    expect(tracking.failures.map((failure) => [failure.id, failure.error])).toEqual([
      ['b', 'second reason'],
      ['a', 'first reason'],
    ]);
    expect(tracking.succeeded).toBe(0);
  });

  it('leaves generations that ended before the page saw them to the notification bell', () => {
    const tracking = afterPolls([generation('a', 'succeeded'), generation('b', 'failed', 'old')]);
    expect(tracking.succeeded).toBe(0);
    expect(tracking.failures).toEqual([]);
  });

  it('keeps watching an id a poll did not list yet', () => {
    const tracking = afterPolls([generation('a', 'queued')], [], [generation('a', 'succeeded')]);
    expect(tracking.succeeded).toBe(1);
  });

  it('takes in a missing answer without changing what it watches', () => {
    const tracking = afterPolls([generation('a', 'running')], undefined);
    expect(tracking.seen).toBeUndefined();
    expect([...tracking.watching]).toEqual(['a']);
  });
});

describe('dismissFailure', () => {
  it('removes only the dismissed failure', () => {
    const tracking = afterPolls(
      [generation('a', 'running'), generation('b', 'running')],
      [generation('a', 'failed', 'x'), generation('b', 'failed', 'y')],
    );
    expect(dismissFailure(tracking, 'a').failures.map((failure) => failure.id)).toEqual(['b']);
  });
});
