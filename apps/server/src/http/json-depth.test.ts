import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}${close.repeat(depth)}`;

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonNestedDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestedDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":[{"b":[1,2]},{"c":{}}]}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{"b":[1,2]},{"c":{}}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: '[[[[{{{{ \\" "[[[[' + '['.repeat(100) });
    expect(jsonNestedDeeperThan(text, 1)).toBe(false);
  });

  it('reads a million levels without recursion', () => {
    expect(jsonNestedDeeperThan(nested(1_000_000), 32)).toBe(true);
  });
});
