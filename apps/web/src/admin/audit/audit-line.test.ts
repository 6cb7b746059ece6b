import { describe, expect, it } from 'vitest';
import { changeOf, whoOf } from './audit-line';

describe('audit lines', () => {
  it('shows only what changed, before → after', () => {
    expect(changeOf({ before: { name: 'A', price: 5 }, after: { name: 'A', price: 7 } })).toBe(
      'price: 5 → price: 7',
    );
    expect(changeOf({ before: null, after: { email: 'x@example.com' } })).toBe(
      '— → email: x@example.com',
    );
    expect(changeOf({ before: null, after: null })).toBe('');
  });

  it('names the actor by email, or says who it was not', () => {
    expect(whoOf({ actorEmail: 'a@example.com', actorId: '1' })).toBe('a@example.com');
    expect(whoOf({ actorEmail: null, actorId: null })).toBe('not signed in');
    expect(whoOf({ actorEmail: null, actorId: '1' })).toBe('deleted user');
  });
});
