import { describe, expect, it } from 'vitest';
import { AppError, updatePostInput, type Platform, type UpdatePostPayload } from '@fanout/shared';
import { assertValidPostUpdate, validatePostUpdate } from './validate-post-update';

const NOW = new Date('2026-05-01T09:00:00.000Z');

function problemsOf(
  payload: UpdatePostPayload,
  {
    isScheduled = false,
    platforms = [],
  }: { isScheduled?: boolean; platforms?: readonly Platform[] } = {},
) {
  const input = updatePostInput.parse({ title: 'Launch', textContent: 'Hello', ...payload });
  return validatePostUpdate({ input, isScheduled, platforms, now: NOW });
}

describe('validatePostUpdate', () => {
  it('accepts a draft without a time and a scheduled post with a future time', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ scheduledAt: '2026-05-01T09:01' + 'Z' }, { isScheduled: true })).toEqual(
      [],
    );
  });

  it('requires a title and content', () => {
    expect(problemsOf({ title: '  ', textContent: '' })).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'textContent', message: 'Content is required' },
    ]);
    expect(problemsOf({ title: null, textContent: '\n' }).map((p) => p.message)).toEqual([
      'Title is required',
      'Content is required',
    ]);
  });

  it('requires a future time for a scheduled post only', () => {
    expect(problemsOf({}, { isScheduled: true })).toEqual([
      { field: 'scheduledAt', message: 'Scheduled time is required' },
    ]);
    expect(problemsOf({ scheduledAt: NOW.toISOString() }, { isScheduled: true })).toEqual([
      { field: 'scheduledAt', message: 'Scheduled time must be in the future' },
    ]);
    expect(problemsOf({ scheduledAt: '2020-01-01T00:00:00Z' })).toEqual([]);
  });

  it('keeps the text within the limit of the post’s platforms', () => {
    const platforms: Platform[] = ['linkedin', 'threads'];
    expect(problemsOf({ textContent: 'a'.repeat(500) }, { platforms })).toEqual([]);
    expect(problemsOf({ textContent: 'a'.repeat(501) }, { platforms })).toEqual([
      {
        field: 'textContent',
        message: 'Post content exceeds 500 character limit for selected platforms',
      },
    ]);
  });
});

describe('assertValidPostUpdate', () => {
  it('throws BAD_REQUEST with the first message', () => {
    const input = updatePostInput.parse({ title: '', textContent: '' });
    expect(() =>
      assertValidPostUpdate({ input, isScheduled: false, platforms: [], now: NOW }),
    ).toThrow(new AppError('BAD_REQUEST', 'Title is required'));
  });
});
