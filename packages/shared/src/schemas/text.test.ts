import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';
import { formatZodError } from '../errors';
import { safeText } from './text';

const NUL = 'ab\u0000c';
const LONE_SURROGATE = 'ab\uD800c';

function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? '' : formatZodError(result.error);
}

describe('safeText', () => {
  it('refuses C0 control characters and names the field', () => {
    const schema = z.object({ title: safeText() });
    expect(messageOf(schema, { title: NUL })).toBe(
      'title: contains a control character (U+0000), which is not allowed',
    );
    expect(messageOf(schema, { title: 'a\u001Bb' })).toBe(
      'title: contains a control character (U+001B), which is not allowed',
    );
  });

  it('refuses lone surrogates, either half, and names the field', () => {
    const schema = z.object({ title: safeText() });
    for (const value of [LONE_SURROGATE, 'a\uDC00', '\uD83D']) {
      expect(messageOf(schema, { title: value })).toBe(
        'title: contains an invalid character (a lone UTF-16 surrogate)',
      );
    }
  });

  it('accepts tab, newlines, emoji (a surrogate pair) and every other character', () => {
    const schema = safeText();
    for (const value of ['a\tb\nc\r\nd', 'launch 🚀 day', 'é中\u200B\u00A0', '']) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });
});

// Strings of the input schemas that may keep any character: an existing password is checked, not
// re-validated (an old policy must not lock anyone out).
const EXEMPT = new Set(['loginInput.password']);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every string leaf a client's value reaches, by path (the input side of pipes only). */
function stringLeaves(schema: unknown, path: string, out: Map<string, z.ZodType>): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      out.set(path, schema as z.ZodType);
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        stringLeaves(value, `${path}.${key}`, out);
      }
      return;
    case 'pipe':
      stringLeaves(def.in, path, out);
      return;
    case 'array':
      stringLeaves(def.element, `${path}[]`, out);
      return;
    case 'record':
      stringLeaves(def.keyType, `${path}{key}`, out);
      stringLeaves(def.valueType, `${path}{value}`, out);
      return;
    case 'union':
      (def.options as unknown[]).forEach((option, i) => stringLeaves(option, `${path}|${i}`, out));
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      stringLeaves(def.innerType, path, out);
      return;
    default:
      return;
  }
}

describe('every input schema of @fanout/shared', () => {
  const inputs = Object.entries(shared).filter(
    ([name, value]) =>
      value instanceof z.ZodType &&
      (/(Input|Request)$/.test(name) || name === 'markNotificationsReadSchema'),
  );
  const leaves = new Map<string, z.ZodType>();
  for (const [name, schema] of inputs) stringLeaves(schema, name, leaves);

  it('finds the schemas and their string fields', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(20);
    expect(leaves.size).toBeGreaterThanOrEqual(30);
    expect([...leaves.keys()]).toContain('createPostInput.textContent');
  });

  it('refuses NUL and lone surrogates in every string field', () => {
    const accepting: string[] = [];
    for (const [path, leaf] of leaves) {
      if (EXEMPT.has(path)) continue;
      for (const value of [NUL, LONE_SURROGATE]) {
        if (leaf.safeParse(value).success)
          accepting.push(`${path} accepts ${JSON.stringify(value)}`);
      }
    }
    expect(accepting).toEqual([]);
  });
});
