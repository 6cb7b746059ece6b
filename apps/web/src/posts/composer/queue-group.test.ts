import { SELECT_AT_LEAST_ONE_PLATFORM } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { QUEUE_ONE_GROUP, queueGroupOf } from './queue-group';

const accounts = [
  { id: 'x', groupId: 'brand' },
  { id: 'li', groupId: 'brand' },
  { id: 'bsky', groupId: 'client' },
];

describe('queueGroupOf', () => {
  it('is the one group of the chosen accounts', () => {
    expect(queueGroupOf(['x', 'li'], accounts)).toEqual({ groupId: 'brand' });
  });
  it('names the problem for no account or several groups', () => {
    expect(queueGroupOf([], accounts)).toEqual({ problem: SELECT_AT_LEAST_ONE_PLATFORM });
    expect(queueGroupOf(['gone'], accounts)).toEqual({ problem: SELECT_AT_LEAST_ONE_PLATFORM });
    expect(queueGroupOf(['x', 'bsky'], accounts)).toEqual({ problem: QUEUE_ONE_GROUP });
  });
});
