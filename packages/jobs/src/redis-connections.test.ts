import { describe, expect, it } from 'vitest';
import { parseMaxMemoryPolicy } from './redis-connections';

describe('parseMaxMemoryPolicy', () => {
  it('reads the policy from INFO memory', () => {
    const info = '# Memory\r\nused_memory:1024\r\nmaxmemory_policy:allkeys-lru\r\nother:1\r\n';
    expect(parseMaxMemoryPolicy(info)).toBe('allkeys-lru');
  });

  it('answers null when the server hides it', () => {
    expect(parseMaxMemoryPolicy('# Memory\nused_memory:1024\n')).toBeNull();
  });
});
