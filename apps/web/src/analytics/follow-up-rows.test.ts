import type { FollowUpAnalytics } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { followUpLabel, followUpRows } from './follow-up-rows';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const item = (over: Partial<FollowUpAnalytics>): FollowUpAnalytics => ({
  id: 'f1',
  kind: 'first_comment',
  position: 1,
  url: null,
  fetchedAt: '2026-11-24T10:00:00.000Z',
  figures: {},
  notReported: ['views', 'reposts', 'saves', 'clicks'],
  problem: null,
  ...over,
});

describe('followUpRows', () => {
  it('labels replies by their item in the thread and a comment as the first comment', () => {
    expect(followUpLabel({ kind: 'thread', position: 1 })).toBe('Reply 2');
    expect(followUpLabel({ kind: 'thread', position: 3 })).toBe('Reply 4');
    expect(followUpLabel({ kind: 'first_comment', position: 1 })).toBe('First comment');
  });

  it("shows only figures a follow-up can report, and says 'not reported', never 0", () => {
    const { figures, rows } = followUpRows(
      [
        item({ figures: { reactions: 12, comments: 3 } }),
        item({ id: 'f2', figures: { reactions: 4 }, notReported: ['views', 'comments'] }),
      ],
      'instagram',
      NOW,
      'en',
    );
    expect(figures).toEqual(['reactions', 'comments', 'reposts', 'saves', 'clicks']);
    expect(rows[0]?.cells.map(({ cell }) => cell.text)).toEqual([
      '12',
      '3',
      'not reported by Instagram',
      'not reported by Instagram',
      'not reported by Instagram',
    ]);
    expect(rows[1]?.cells[1]?.cell.text).toBe('not reported by Instagram');
    expect(rows[0]?.status).toBe('updated 2 hours ago');
  });

  it("gives the server's words when a follow-up's figures are not fresh", () => {
    const { rows } = followUpRows(
      [item({ problem: 'The comment was deleted on Facebook.' })],
      'facebook',
      NOW,
    );
    expect(rows[0]).toMatchObject({
      status: 'The comment was deleted on Facebook.',
      problem: true,
    });
  });
});
