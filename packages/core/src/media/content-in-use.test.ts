import { describe, expect, it } from 'vitest';
import { AppError } from '@fanout/shared';
import { assertNotInUse } from './content-in-use';

describe('assertNotInUse', () => {
  it('lets an unused item be deleted', () => {
    expect(() => assertNotInUse([])).not.toThrow();
  });

  it('refuses with 409 naming the post, and counts the others', () => {
    const attempt = () =>
      assertNotInUse([
        { postId: 'p1', postName: 'Launch day' },
        { postId: 'p2', postName: 'Follow-up' },
      ]);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(
      'This item is still used by the unpublished post "Launch day" (and 1 other). Remove it from the post or delete the post first.',
    );
    try {
      attempt();
    } catch (error) {
      expect((error as AppError).code).toBe('CONFLICT');
    }
  });
});
